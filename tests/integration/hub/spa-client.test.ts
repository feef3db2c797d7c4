// The SPA's notifications hub service (src/services/notifications-hub.ts, on createHubClient)
// against the real server: one shared connection started by the first subscriber and stopped by
// the last, pushes by event checked against the contract, logout stopping it, and a refused start
// that never throws at the screen.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, login, type TestApp } from '../helpers';
import { claimsOf, HUB, importStatus, listen, MemoryStorage, rawNotifications, sleep } from './hub-test-kit';

describe('the SPA notifications hub service', () => {
  let testApp: TestApp;
  let app: FastifyInstance;
  let token: string;
  let userId: number;
  let hub: typeof import('../../../src/services/notifications-hub');
  let hubs: typeof import('../../../src/services/hub-connections');
  let session: typeof import('../../../src/services/session-storage');

  const connected = () => app.realtime.get('notifications')!.connectionCount;
  const eventually = async (check: () => unknown, expected: unknown, timeoutMs = 5_000) => {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline && check() !== expected) await sleep(25);
    expect(check()).toBe(expected);
  };

  beforeAll(async () => {
    // Default server timers: the service uses the client's default 15 s keep-alive.
    testApp = await createTestApp('embedded');
    app = testApp.app;
    const baseUrl = await listen(app);
    token = await login(app, 'admin');
    userId = claimsOf(token).id;
    vi.stubGlobal('localStorage', new MemoryStorage());
    vi.stubEnv('VITE_HUB_NOTIFICATIONS', `${baseUrl}${HUB}`);
    session = await import('../../../src/services/session-storage');
    hub = await import('../../../src/services/notifications-hub');
    hubs = await import('../../../src/services/hub-connections');
  });
  afterAll(async () => {
    await hubs?.stopAllHubs();
    await testApp?.close();
    vi.unstubAllGlobals();
    vi.unstubAllEnvs();
  });

  it('shares one connection between subscribers and stops it with the last one', async () => {
    session.sessionStore.set(session.tokenAtom, token);
    const first: unknown[][] = [];
    const second: unknown[][] = [];
    expect(connected()).toBe(0);
    const unsubscribeFirst = hub.onHubMessage('importProgress', (...args) => first.push(args));
    const unsubscribeSecond = hub.onHubMessage('importProgress', (...args) => second.push(args));
    await eventually(connected, 1);

    // A push that does not match the contract reaches no screen.
    await rawNotifications(app).sendUser(userId, 'importProgress', { importId: 3 }, 10);
    await app.notifications.sendUser(userId, 'importProgress', importStatus(3, 10));
    await eventually(() => second.length, 1);
    expect(first).toEqual([[importStatus(3, 10)]]);

    unsubscribeFirst();
    await app.notifications.sendUser(userId, 'importProgress', importStatus(3, 20));
    await eventually(() => second.length, 2);
    expect(first).toHaveLength(1);
    expect(connected()).toBe(1);

    unsubscribeSecond();
    await eventually(connected, 0);
  });

  it('stops on logout and starts again with the next subscription', async () => {
    session.sessionStore.set(session.tokenAtom, token);
    const unsubscribe = hub.onHubMessage('importProgress', () => undefined);
    await eventually(connected, 1);
    await hubs.stopAllHubs();
    await eventually(connected, 0);
    expect(hub.notificationsHub.status).toBe('idle');
    const received: unknown[] = [];
    const again = hub.onHubMessage('importProgress', (status) => received.push(status));
    await eventually(connected, 1);
    await app.notifications.sendUser(userId, 'importProgress', importStatus(4));
    await eventually(() => received.length, 1);
    expect(received).toEqual([importStatus(4)]);
    unsubscribe();
    again();
    await eventually(connected, 0);
  });

  it('logs a refused start instead of throwing at the subscriber', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    session.sessionStore.set(session.tokenAtom, 'not-a-valid-token');
    const unsubscribe = hub.onHubMessage('importProgress', () => undefined);
    await eventually(() => warn.mock.calls.length, 1);
    expect(String(warn.mock.calls[0]?.[0])).toContain('notifications hub: start failed');
    expect(connected()).toBe(0);
    // The shell tells the user the live connection is lost.
    expect(hubs.isHubConnectionLost()).toBe(true);
    unsubscribe();
    warn.mockRestore();
  });
});
