import { describe, expect, it } from 'vitest';
import { InProcessLifetimeManager } from './in-process-lifetime-manager';
import type { HubClient } from './lifetime-manager';

const client = (id: string, userId: string) => {
  const received: string[] = [];
  const c: HubClient & { received: string[] } = { id, userId, received, send: (r) => received.push(r) };
  return c;
};

describe('in-process lifetime manager', () => {
  it('sends to a user on all of their connections and to no one else', async () => {
    const manager = new InProcessLifetimeManager();
    const [a1, a2, b] = [client('a1', '1'), client('a2', '1'), client('b', '2')];
    for (const c of [a1, a2, b]) await manager.onConnected(c);
    await manager.sendUser('1', 'm');
    expect([a1.received, a2.received, b.received]).toEqual([['m'], ['m'], []]);
  });

  it('keeps groups until their last member leaves or disconnects', async () => {
    const manager = new InProcessLifetimeManager();
    const [a, b] = [client('a', '1'), client('b', '2')];
    await manager.onConnected(a);
    await manager.onConnected(b);
    await manager.addToGroup('a', 'board:1');
    await manager.addToGroup('a', 'board:1');
    await manager.addToGroup('b', 'board:1');
    await manager.sendGroup('board:1', 'x', ['b']);
    await manager.removeFromGroup('b', 'board:1');
    await manager.onDisconnected(a);
    await manager.sendGroup('board:1', 'y');
    expect(a.received).toEqual(['x']);
    expect(b.received).toEqual([]);
  });

  it('reaches one connection, or all but the excluded ones', async () => {
    const manager = new InProcessLifetimeManager();
    const [a, b] = [client('a', '1'), client('b', '2')];
    await manager.onConnected(a);
    await manager.onConnected(b);
    await manager.sendConnection('b', 'only-b');
    await manager.sendAll('all-but-a', ['a']);
    await manager.sendConnection('gone', 'nobody');
    expect(a.received).toEqual([]);
    expect(b.received).toEqual(['only-b', 'all-but-a']);
  });
});
