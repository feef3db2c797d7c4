// The notifications hub with the official client over real WebSockets: both connection paths,
// pushes per user, unknown methods, refused tokens and keep-alive, on every test database.
import { HubConnectionState } from '@microsoft/signalr';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DATABASES, login, type TestApp } from '../helpers';
import {
  claimsOf,
  expiredToken,
  FAST_HUB,
  HUB,
  hubClient,
  importStatus,
  listen,
  rawNotifications,
  recorder,
  sleep,
  stopAll,
} from './hub-test-kit';

describe.each(DATABASES)('notifications hub on %s', (kind) => {
  let testApp: TestApp;
  let app: FastifyInstance;
  let baseUrl: string;
  let adminToken: string;
  let operadorToken: string;
  let admin: { id: number; empresaId: number };
  let operador: { id: number; empresaId: number };

  beforeAll(async () => {
    testApp = await createTestApp(kind, { realtime: FAST_HUB });
    app = testApp.app;
    baseUrl = await listen(app);
    adminToken = await login(app, 'admin');
    operadorToken = await login(app, 'operador');
    admin = claimsOf(adminToken);
    operador = claimsOf(operadorToken);
  });
  afterAll(() => testApp?.close());

  it('answers negotiate with a connection and the WebSockets transport, and 401 without a token', async () => {
    const response = await fetch(`${baseUrl}${HUB}/negotiate?negotiateVersion=1`, {
      method: 'POST',
      headers: { authorization: `Bearer ${adminToken}` },
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as Record<string, unknown>;
    expect(body).toEqual({
      connectionId: expect.any(String),
      connectionToken: expect.any(String),
      negotiateVersion: 1,
      availableTransports: [{ transport: 'WebSockets', transferFormats: ['Text', 'Binary'] }],
    });
    expect(body.connectionToken).not.toBe(body.connectionId);
    const anonymous = await fetch(`${baseUrl}${HUB}/negotiate?negotiateVersion=1`, { method: 'POST' });
    expect(anonymous.status).toBe(401);
  });

  it.each([
    ['negotiate', false],
    ['skipNegotiation + WebSockets', true],
  ])('connects through %s and receives a push to its user', async (_path, skipNegotiation) => {
    const connection = hubClient(baseUrl, () => adminToken, { skipNegotiation });
    const progress = recorder(connection, 'importProgress');
    await connection.start();
    try {
      expect(connection.state).toBe(HubConnectionState.Connected);
      // Only negotiate tells the client its connection id; the direct path never learns it.
      if (skipNegotiation) expect(connection.connectionId).toBeNull();
      else expect(connection.connectionId).toEqual(expect.any(String));
      await app.notifications.sendUser(admin.id, 'importProgress', importStatus(7, 40));
      expect(await progress.until(1)).toEqual([[importStatus(7, 40)]]);
    } finally {
      await stopAll(connection);
    }
  });

  it('reaches every connection of the user and no other user', async () => {
    const adminTab1 = hubClient(baseUrl, () => adminToken);
    const adminTab2 = hubClient(baseUrl, () => adminToken, { skipNegotiation: true });
    const other = hubClient(baseUrl, () => operadorToken);
    const [tab1, tab2, others] = [adminTab1, adminTab2, other].map((c) => recorder(c, 'notice'));
    await Promise.all([adminTab1.start(), adminTab2.start(), other.start()]);
    try {
      await rawNotifications(app).sendUser(admin.id, 'notice', 'for admin');
      // Sent after the admin's message on the same server: had the operador's connection got the
      // admin's message, it would have arrived first.
      await rawNotifications(app).sendUser(operador.id, 'notice', 'for operador');
      expect(await tab1!.until(1)).toEqual([['for admin']]);
      expect(await tab2!.until(1)).toEqual([['for admin']]);
      expect(await others!.until(1)).toEqual([['for operador']]);
    } finally {
      await stopAll(adminTab1, adminTab2, other);
    }
  });

  it('rejects an invocation of an unknown method with the hub error, and stays connected', async () => {
    const connection = hubClient(baseUrl, () => adminToken);
    await connection.start();
    try {
      await expect(connection.invoke('DoesNotExist', 1)).rejects.toThrow("Unknown hub method 'DoesNotExist'");
      await connection.send('AlsoMissing');
      await expect(connection.invoke('StillMissing')).rejects.toThrow("Unknown hub method 'StillMissing'");
      expect(connection.state).toBe(HubConnectionState.Connected);
    } finally {
      await stopAll(connection);
    }
  });

  it.each([
    ['negotiate', false],
    ['skipNegotiation + WebSockets', true],
  ])('refuses a bad, expired or revoked token on the %s path', async (_path, skipNegotiation) => {
    const expired = await expiredToken(app, admin.id, admin.empresaId);
    const revoked = await login(app, 'admin');
    const logout = await app.inject({
      method: 'POST',
      url: '/api/scheduler/v1/access/logout',
      headers: { authorization: `Bearer ${revoked}` },
    });
    expect(logout.statusCode).toBeLessThan(300);
    for (const token of ['not-a-token', expired, revoked, '']) {
      const connection = hubClient(baseUrl, () => token, { skipNegotiation });
      await expect(connection.start(), `token ${token.slice(0, 12)}`).rejects.toThrow();
      expect(connection.state).toBe(HubConnectionState.Disconnected);
    }
  });

  it('stays connected past the client and server time-outs thanks to keep-alive Pings', async () => {
    const connection = hubClient(baseUrl, () => adminToken);
    const closed: Array<Error | undefined> = [];
    connection.onclose((error) => closed.push(error));
    const pings = recorder(connection, 'afterWait');
    await connection.start();
    try {
      // Client server-timeout is 400 ms and the server drops clients silent for 1 s: both must
      // be kept quiet by Pings for well over their time-outs.
      await sleep(2_500);
      expect(closed).toEqual([]);
      expect(connection.state).toBe(HubConnectionState.Connected);
      await rawNotifications(app).sendUser(admin.id, 'afterWait', 'still here');
      expect(await pings.until(1)).toEqual([['still here']]);
    } finally {
      await stopAll(connection);
    }
  });
});
