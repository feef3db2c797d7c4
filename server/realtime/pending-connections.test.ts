import { describe, expect, it } from 'vitest';
import { PendingConnections } from './pending-connections';

describe('negotiated connections', () => {
  it('gives a secret token apart from the public id, claimable once by the same user', () => {
    const pending = new PendingConnections(1_000);
    const { connectionId, connectionToken } = pending.create(7, 1);
    expect(connectionToken).not.toBe(connectionId);
    expect(pending.claim(connectionToken, 8)).toEqual({ ok: false, status: 403 });
    expect(pending.claim(connectionToken, 7)).toEqual({ ok: true, connectionId });
    expect(pending.claim(connectionToken, 7)).toEqual({ ok: false, status: 409 });
    pending.release(connectionToken);
    expect(pending.claim(connectionToken, 7)).toEqual({ ok: false, status: 404 });
    pending.clear();
  });

  it('uses the connection id as the token for negotiate version 0', () => {
    const pending = new PendingConnections(1_000);
    const { connectionId, connectionToken } = pending.create(1, 0);
    expect(connectionToken).toBe(connectionId);
    pending.clear();
  });

  it('forgets a token no socket claimed in time', async () => {
    const pending = new PendingConnections(20);
    const { connectionToken } = pending.create(1, 1);
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(pending.claim(connectionToken, 1)).toEqual({ ok: false, status: 404 });
    expect(pending.size).toBe(0);
  });
});
