// The SPA's createHubClient (src/services/hub-client.ts), run in Node with the official client,
// across a server restart: it had joined an import's group; the server stops (telling it to
// reconnect) and starts again on the same port and data; the client reconnects, joins the group
// again by itself, and a push to the group reaches it. With TEST_REDIS_URL, on the Redis backplane.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { notificationsContract } from '../../../src/domain/realtime/notifications-contract';
import type { PresenceMember } from '../../../src/domain/realtime/hub-contract';
import { createTestAppOnDataDir, login, type TestApp } from '../helpers';
import { beginImport } from '../nfe/import-client';
import { claimsOf, importStatus, listen, MemoryStorage, sleep } from './hub-test-kit';

const redisUrl = process.env.TEST_REDIS_URL;

const eventually = async (check: () => unknown, expected: unknown, timeoutMs = 20_000) => {
  const deadline = Date.now() + timeoutMs;
  const read = async () => JSON.stringify(await check());
  while (Date.now() < deadline && (await read()) !== JSON.stringify(expected)) await sleep(25);
  expect(await check()).toEqual(expected);
};

describe(`createHubClient across a server restart${redisUrl ? ' (Redis backplane)' : ''}`, () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'rota-hub-client-restart-'));
  // Default hub timers: the client keeps the official client's default keep-alive.
  const overrides = {
    jwtSecret: randomBytes(32).toString('hex'),
    ...(redisUrl && { redisUrl, realtime: { channelPrefix: `rota-test-${randomBytes(4).toString('hex')}` } }),
  };
  const apps: TestApp[] = [];
  let hubs: typeof import('../../../src/services/hub-connections');

  beforeAll(async () => {
    // Browser storage for the session atoms (Node has none); everything else is the real thing.
    vi.stubGlobal('localStorage', new MemoryStorage());
    hubs = await import('../../../src/services/hub-connections');
  });
  afterAll(async () => {
    await hubs?.stopAllHubs();
    for (const app of apps) await app.close().catch(() => undefined);
    rmSync(dataDir, { recursive: true, force: true });
    vi.unstubAllGlobals();
  });

  it('joins its groups again after the reconnect, and receives what is pushed to them', async () => {
    const { createHubClient } = await import('../../../src/services/hub-client');
    const first = await createTestAppOnDataDir(dataDir, overrides);
    apps.push(first);
    const baseUrl = await listen(first.app);
    const port = Number(new URL(baseUrl).port);
    const token = await login(first.app, 'admin');
    const importId = await beginImport(first.app, token);
    const scope = { empresaId: claimsOf(token).empresaId, key: importId };
    const me: PresenceMember = { userId: claimsOf(token).id, name: 'Administrador Demo' };

    const client = createHubClient(notificationsContract, {
      url: `${baseUrl}/hubs/notifications`,
      token: () => token,
      reconnectDelays: [0, 250, 500, 1_000, 1_000, 2_000, 2_000, 5_000, 5_000],
    });
    const received: unknown[] = [];
    let present: PresenceMember[] = [];
    const stopListening = client.on('importProgress', (status) => received.push(status));
    const leave = client.join('import', importId, (members) => (present = members));
    await eventually(() => present, [me]);
    await first.app.notifications.sendGroup('import', scope, 'importProgress', importStatus(importId, 10));
    await eventually(() => received, [importStatus(importId, 10)]);

    await first.close();
    await eventually(() => client.status, 'reconnecting', 5_000);
    // What the first server said about the group no longer counts: wait for the new server's.
    present = [];
    const second = await createTestAppOnDataDir(dataDir, overrides);
    apps.push(second);
    await listen(second.app, port);
    await eventually(() => client.status, 'connected');
    // Nobody but the client joined the group on the new server.
    await eventually(() => present, [me]);
    await eventually(() => second.app.notifications.presence('import', scope), [me]);
    await second.app.notifications.sendGroup('import', scope, 'importProgress', importStatus(importId, 20));
    await eventually(() => received, [importStatus(importId, 10), importStatus(importId, 20)]);

    leave();
    stopListening();
    await eventually(() => client.status, 'idle');
    expect(await second.app.notifications.presence('import', scope)).toEqual([]);
  });
});
