import { describe, expect, it } from 'vitest';
import type { AuthContext } from '../auth/auth-context';
import { SessionGuard } from './session-guard';

const auth = (tokenId: string, userId = 1, expiresInMs = 3_600_000): AuthContext => ({
  userId,
  empresaId: 1,
  homeEmpresaId: 1,
  principal: {} as AuthContext['principal'],
  tokenId,
  tokenExpiresAt: new Date(Date.now() + expiresInMs),
  sessionVersion: 0,
});

describe('session guard', () => {
  it('trusts a confirmation for its time-to-live, never past the token’s expiry', () => {
    const guard = new SessionGuard(async (a) => a, 1_000, 10_000);
    const now = Date.now();
    const a = auth('a');
    expect(guard.isFresh(a, now)).toBe(false);
    guard.confirm(a, now);
    expect(guard.isFresh(a, now + 999)).toBe(true);
    expect(guard.isFresh(a, now + 1_000)).toBe(false);
    expect(guard.isFresh(a, now + 5_000, 10_000)).toBe(true);
    const expiring = auth('b', 1, 10);
    guard.confirm(expiring, now);
    expect(guard.isFresh(expiring, now + 20)).toBe(false);
  });

  it('shares one check per token between callers', async () => {
    let checks = 0;
    const guard = new SessionGuard(
      async (a) => {
        checks += 1;
        await new Promise((resolve) => setTimeout(resolve, 10));
        return a;
      },
      1_000,
      10_000,
    );
    const verdicts = await Promise.all([
      guard.verify(auth('a')),
      guard.verify(auth('a')),
      guard.verify(auth('b')),
    ]);
    expect(verdicts.map((v) => v.ok)).toEqual([true, true, true]);
    expect(checks).toBe(2);
  });

  it('answers ended and unverified sessions', async () => {
    const ended = new SessionGuard(async () => undefined, 1_000, 10_000);
    expect(await ended.verify(auth('a'))).toEqual({ ok: false, reason: 'ended' });
    const failing = new SessionGuard(
      async () => {
        throw new Error('database unreachable');
      },
      1_000,
      10_000,
    );
    expect(await failing.verify(auth('a'))).toEqual({ ok: false, reason: 'unverified' });
  });

  it('forgets confirmations of ended sessions: a token’s, or all of a user’s', () => {
    const guard = new SessionGuard(async (a) => a, 1_000, 10_000);
    const now = Date.now() - 10;
    const [a, b, other] = [auth('a', 1), auth('b', 1), auth('c', 2)];
    for (const x of [a, b, other]) guard.confirm(x, now);
    guard.ended({ userId: '1', tokenId: 'a' });
    expect([guard.isFresh(a), guard.isFresh(b), guard.isFresh(other)]).toEqual([false, true, true]);
    guard.ended({ userId: '1' });
    expect([guard.isFresh(b), guard.isFresh(other)]).toEqual([false, true]);
    // A confirmation from before the end (an upgrade that was authenticating meanwhile) is ignored.
    guard.confirm(b, now);
    expect(guard.isFresh(b)).toBe(false);
  });

  it('checks again when the session ended while a check was reading the old state', async () => {
    let checks = 0;
    const guard: SessionGuard = new SessionGuard(
      async (a) => {
        checks += 1;
        if (checks === 1) {
          // The first check read the state before the end, which lands while it runs.
          await new Promise((resolve) => setTimeout(resolve, 5));
          guard.ended({ userId: '1' });
          await new Promise((resolve) => setTimeout(resolve, 5));
          return a;
        }
        return undefined;
      },
      1_000,
      10_000,
    );
    expect(await guard.verify(auth('a'))).toEqual({ ok: false, reason: 'ended' });
    expect(checks).toBe(2);
  });
});
