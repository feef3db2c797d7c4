// A hub connection outlives the request that authenticated it, so its session is checked again
// before the server acts for it (an invocation) or sends to it (a push), and now and then while it
// is idle. Checks are shared by every connection of a token and trusted for a short time, so a
// busy connection costs one check per token per interval, not one per message. An ended session
// (logout, password change, deactivation) is recorded here too: no check that started before it
// counts afterwards, so a check racing with the end cannot revive the session.
import type { AuthContext } from '../auth/auth-context';
import type { SessionSelector } from './lifetime-manager';

/** Looks a session up again: its fresh context, or undefined once it has ended; throws when unsure. */
export type SessionCheck = (auth: AuthContext) => Promise<AuthContext | undefined>;

export type SessionVerdict =
  | { ok: true; auth: AuthContext }
  /** `ended`: the session is over. `unverified`: the check failed (e.g. database unreachable). */
  | { ok: false; reason: 'ended' | 'unverified' };

interface Confirmation {
  /** When the check that confirmed the session started (what it read is at least this recent). */
  at: number;
  userId: string;
}

export class SessionGuard {
  private readonly confirmed = new Map<string, Confirmation>();
  private readonly inFlight = new Map<string, Promise<SessionVerdict>>();
  private readonly endedUsers = new Map<string, number>();
  private readonly endedTokens = new Map<string, number>();
  private lastPrune = Date.now();

  /**
   * @param ttlMs how long a confirmation is trusted before acting for or sending to a connection
   * @param keepMs how long records are kept (at least the longest age asked of isFresh)
   */
  constructor(
    private readonly check: SessionCheck,
    private readonly ttlMs: number,
    private readonly keepMs: number,
  ) {}

  /** Records a confirmation made elsewhere (the upgrade's authentication, started at `at`). */
  confirm(auth: AuthContext, at: number): void {
    if (at <= this.endedAt(auth)) return;
    const current = this.confirmed.get(auth.tokenId);
    if (!current || current.at < at) this.confirmed.set(auth.tokenId, { at, userId: String(auth.userId) });
    this.prune(Date.now());
  }

  /** Whether the session was confirmed within `maxAgeMs` (default: the trust interval), not ended since. */
  isFresh(auth: AuthContext, now = Date.now(), maxAgeMs = this.ttlMs): boolean {
    if (auth.tokenExpiresAt.getTime() <= now) return false;
    const confirmation = this.confirmed.get(auth.tokenId);
    return (
      confirmation !== undefined && now - confirmation.at < maxAgeMs && confirmation.at > this.endedAt(auth)
    );
  }

  /** Checks the session now; one check at a time per token, shared by its connections. Never rejects. */
  verify(auth: AuthContext): Promise<SessionVerdict> {
    const running = this.inFlight.get(auth.tokenId);
    if (running) return running;
    const verdict = this.run(auth).finally(() => this.inFlight.delete(auth.tokenId));
    this.inFlight.set(auth.tokenId, verdict);
    return verdict;
  }

  /** These sessions ended at `at`: nothing confirmed before then is trusted any more. */
  ended(selector: SessionSelector, at = Date.now()): void {
    if (selector.tokenId === undefined) {
      this.endedUsers.set(selector.userId, at);
      for (const [tokenId, confirmation] of this.confirmed) {
        if (confirmation.userId === selector.userId) this.confirmed.delete(tokenId);
      }
    } else {
      this.endedTokens.set(selector.tokenId, at);
      this.confirmed.delete(selector.tokenId);
    }
  }

  private async run(auth: AuthContext): Promise<SessionVerdict> {
    // A check that started before the session's end may have read the state before it: check
    // again until one started after the last end.
    for (;;) {
      const startedAt = Date.now();
      let fresh: AuthContext | undefined;
      try {
        fresh = await this.check(auth);
      } catch {
        return { ok: false, reason: 'unverified' };
      }
      if (!fresh) return { ok: false, reason: 'ended' };
      if (startedAt > this.endedAt(auth)) {
        this.confirm(fresh, startedAt);
        return { ok: true, auth: fresh };
      }
    }
  }

  private endedAt(auth: AuthContext): number {
    return Math.max(
      this.endedUsers.get(String(auth.userId)) ?? -Infinity,
      this.endedTokens.get(auth.tokenId) ?? -Infinity,
    );
  }

  private prune(now: number) {
    if (now - this.lastPrune < this.keepMs) return;
    this.lastPrune = now;
    const old = now - this.keepMs;
    for (const [key, c] of this.confirmed) if (c.at < old) this.confirmed.delete(key);
    for (const map of [this.endedUsers, this.endedTokens]) {
      for (const [key, at] of map) if (at < old) map.delete(key);
    }
  }
}
