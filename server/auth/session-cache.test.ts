import { describe, expect, it } from 'vitest';
import { noFlags } from '../../src/domain/permissions';
import { TableChanges } from '../db/table-changes';
import type { AuthContext } from './auth-context';
import { SessionCache } from './session-cache';

const context = (userId: number): AuthContext => ({
  userId,
  empresaId: 1,
  homeEmpresaId: 1,
  principal: { flags: noFlags(), isRms: false },
  tokenId: `t${userId}`,
  tokenExpiresAt: new Date(0),
  sessionVersion: 0,
});

function setUp() {
  const changes = new TableChanges(['usuario']);
  changes.setListening(true);
  let now = 0;
  const cache = new SessionCache(changes, () => now);
  let reads = 0;
  const read = async () => {
    reads += 1;
    return context(7);
  };
  return {
    changes,
    cache,
    read,
    reads: () => reads,
    later: (ms: number) => (now += ms),
  };
}

describe('SessionCache', () => {
  it('answers a session read before without reading it again', async () => {
    const { cache, read, reads } = setUp();
    const first = await cache.session('a', read);
    expect(await cache.session('a', read)).toBe(first);
    expect(reads()).toBe(1);
    await cache.session('b', read);
    expect(reads()).toBe(2);
  });

  it('reads again once the tables moved', async () => {
    const { changes, cache, read, reads } = setUp();
    await cache.session('a', read);
    changes.moved();
    await cache.session('a', read);
    expect(reads()).toBe(2);
  });

  it('does not keep what was read while the tables moved', async () => {
    const { changes, cache, read, reads } = setUp();
    await cache.session('a', async () => {
      changes.moved();
      return read();
    });
    expect(cache.size).toBe(0);
    await cache.session('a', read);
    await cache.session('a', read);
    expect(reads()).toBe(2);
  });

  it('keeps nothing while other processes’ writes are not heard', async () => {
    const { changes, cache, read, reads } = setUp();
    changes.setListening(false);
    await cache.session('a', read);
    await cache.session('a', read);
    expect(reads()).toBe(2);
    expect(cache.size).toBe(0);
  });

  it('reads a session again once it is ten seconds old', async () => {
    const { cache, read, reads, later } = setUp();
    await cache.session('a', read);
    later(9_999);
    await cache.session('a', read);
    expect(reads()).toBe(1);
    later(1);
    await cache.session('a', read);
    expect(reads()).toBe(2);
  });

  it('does not keep a refused session', async () => {
    const { cache } = setUp();
    const refused = () => Promise.reject(new Error('401'));
    await expect(cache.session('a', refused)).rejects.toThrow('401');
    expect(cache.size).toBe(0);
  });

  it('hands out kept sessions frozen', async () => {
    const { cache, read } = setUp();
    const kept = await cache.session('a', read);
    expect(Object.isFrozen(kept) && Object.isFrozen(kept.principal.flags)).toBe(true);
  });
});
