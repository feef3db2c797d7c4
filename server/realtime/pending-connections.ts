// Connections announced by negotiate and not yet opened. The connection token is the secret the
// socket must present (`id=`); the connection id is the public address. A token that no socket
// claims within the time-to-live is forgotten, and one socket at a time may hold it.
import { randomBytes } from 'node:crypto';

export const newConnectionId = (): string => randomBytes(16).toString('base64url');

interface Entry {
  connectionId: string;
  userId: number;
  connected: boolean;
  timer?: NodeJS.Timeout;
}

export type Claim = { ok: true; connectionId: string } | { ok: false; status: 403 | 404 | 409 };

export class PendingConnections {
  private readonly entries = new Map<string, Entry>();

  constructor(private readonly ttlMs: number) {}

  /** Negotiate version 0 has no separate token: the connection id is presented instead. */
  create(userId: number, negotiateVersion: number): { connectionId: string; connectionToken: string } {
    const connectionId = newConnectionId();
    const connectionToken = negotiateVersion >= 1 ? newConnectionId() : connectionId;
    const timer = setTimeout(() => this.entries.delete(connectionToken), this.ttlMs);
    timer.unref();
    this.entries.set(connectionToken, { connectionId, userId, connected: false, timer });
    return { connectionId, connectionToken };
  }

  /** A socket presents a token: unknown (404), already in use (409), another user's (403), or ok. */
  claim(connectionToken: string, userId: number): Claim {
    const entry = this.entries.get(connectionToken);
    if (!entry) return { ok: false, status: 404 };
    if (entry.connected) return { ok: false, status: 409 };
    if (entry.userId !== userId) return { ok: false, status: 403 };
    clearTimeout(entry.timer);
    entry.connected = true;
    return { ok: true, connectionId: entry.connectionId };
  }

  /** The socket closed: its token can never be used again. */
  release(connectionToken: string): void {
    this.entries.delete(connectionToken);
  }

  get size(): number {
    return this.entries.size;
  }

  clear(): void {
    for (const entry of this.entries.values()) clearTimeout(entry.timer);
    this.entries.clear();
  }
}
