import { describe, expect, it, vi } from 'vitest';
import type { HubStatus } from '@/services/hub-connections';

vi.mock('@/services/hub-client', () => ({ createHubClient: () => ({ status: 'idle' }) }));
const { watchHubStatus } = await import('./cargo-board-hub');

const fakeHub = () => {
  const listeners = new Set<() => void>();
  const hub = { status: 'idle' as HubStatus };
  return {
    hub,
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    become: (status: HubStatus) => {
      hub.status = status;
      for (const listener of listeners) listener();
    },
  };
};

describe('the board watching its hub', () => {
  it('reloads after a lost connection comes back, not on the first connection', () => {
    const { hub, subscribe, become } = fakeHub();
    const changed = vi.fn();
    const reconnected = vi.fn();
    const stop = watchHubStatus(hub, subscribe, { changed, reconnected });
    become('connecting');
    become('connected');
    expect(reconnected).not.toHaveBeenCalled();
    become('reconnecting');
    become('connected');
    expect(reconnected).toHaveBeenCalledTimes(1);
    become('offline');
    become('connecting');
    become('connected');
    expect(reconnected).toHaveBeenCalledTimes(2);
    become('offline');
    become('connected');
    expect(reconnected).toHaveBeenCalledTimes(3);
    expect(changed.mock.calls.map(([status]) => status)).toEqual([
      'connecting',
      'connected',
      'reconnecting',
      'connected',
      'offline',
      'connecting',
      'connected',
      'offline',
      'connected',
    ]);
    stop();
    become('reconnecting');
    expect(changed).toHaveBeenCalledTimes(9);
  });
});
