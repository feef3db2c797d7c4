// A server restart: the closing server tells its clients they may reconnect (Close with
// allowReconnect), and the official client's automatic reconnect finds the new server on the
// same port and database, with a new connection, where pushes reach it again.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { HubConnection } from '@microsoft/signalr';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestAppOnDataDir, login, type TestApp } from '../helpers';
import {
  claimsOf,
  FAST_HUB,
  hubClient,
  listen,
  rawNotifications,
  rawSocket,
  recorder,
  stopAll,
} from './hub-test-kit';

const RETRIES = [0, 250, 500, 1_000, 1_000, 2_000, 2_000, 2_000, 5_000, 5_000, 5_000];

const reconnected = (connection: HubConnection, timeoutMs = 30_000) =>
  new Promise<string | undefined>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('no reconnection')), timeoutMs);
    connection.onreconnected((id) => {
      clearTimeout(timer);
      resolve(id);
    });
  });

describe('hub clients across a server restart', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'rota-hub-restart-'));
  const overrides = { jwtSecret: randomBytes(32).toString('hex'), realtime: FAST_HUB };
  const apps: TestApp[] = [];
  const connections: HubConnection[] = [];

  afterAll(async () => {
    await stopAll(...connections);
    for (const app of apps) await app.close().catch(() => undefined);
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('reconnect to the restarted server and receive its pushes', async () => {
    const first = await createTestAppOnDataDir(dataDir, overrides);
    apps.push(first);
    const baseUrl = await listen(first.app);
    const port = Number(new URL(baseUrl).port);
    const token = await login(first.app, 'admin');
    const { id } = claimsOf(token);

    const viaNegotiate = hubClient(baseUrl, () => token, { reconnectDelays: RETRIES });
    const direct = hubClient(baseUrl, () => token, { reconnectDelays: RETRIES, skipNegotiation: true });
    connections.push(viaNegotiate, direct);
    const received = [viaNegotiate, direct].map((c) => recorder(c, 'notice'));
    const reconnecting: Array<Error | undefined> = [];
    for (const c of connections) c.onreconnecting((error) => reconnecting.push(error));
    await Promise.all(connections.map((c) => c.start()));
    const raw = await rawSocket(baseUrl, token);
    raw.send({ protocol: 'json', version: 1 });
    await raw.until(1);
    const firstId = viaNegotiate.connectionId;

    await rawNotifications(first.app).sendUser(id, 'notice', 'before');
    for (const r of received) await r.until(1);

    const back = connections.map((c) => reconnected(c));
    await first.close();
    // Told by the server, not a dropped socket: the raw socket got Close(allowReconnect) and the
    // clients started reconnecting without an error.
    expect(raw.records.filter((r) => (r as { type?: number }).type === 7)).toEqual([
      { type: 7, allowReconnect: true },
    ]);
    expect(reconnecting).toEqual([undefined, undefined]);

    const second = await createTestAppOnDataDir(dataDir, overrides);
    apps.push(second);
    await listen(second.app, port);
    const [newId] = await Promise.all(back);
    expect(newId).toEqual(expect.any(String));
    expect(newId).not.toBe(firstId);

    await rawNotifications(second.app).sendUser(id, 'notice', 'after');
    for (const r of received) expect(await r.until(2)).toEqual([['before'], ['after']]);
  });
});
