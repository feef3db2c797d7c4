// Two server instances sharing a real Redis: a push through one reaches clients connected to the
// other, group changes reach connections held by the other instance, and each instance holds one
// Redis subscription per user or group with local members, dropped with the last of them.
// Both instances run on the same seeded data and JWT secret, as scaled-out servers do.
import { randomBytes } from 'node:crypto';
import type { HubConnection } from '@microsoft/signalr';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, login, type TestApp } from '../helpers';
import { BOARDS_HUB, type BoardsHub, registerBoardsHub } from './boards-hub';
import {
  claimsOf,
  FAST_HUB,
  hubClient,
  importStatus,
  listen,
  recorder,
  sleep,
  stopAll,
} from './hub-test-kit';

const redisUrl = process.env.TEST_REDIS_URL;
if (process.env.CI === 'true' && !redisUrl) {
  throw new Error('CI=true but TEST_REDIS_URL is not set: the Redis backplane tests are required in CI.');
}

const title = redisUrl
  ? 'Redis backplane between two server instances'
  : 'Redis backplane between two server instances (skipped: set TEST_REDIS_URL, e.g. redis://127.0.0.1:6379)';

describe.skipIf(!redisUrl)(title, () => {
  const prefix = `rota-test-${randomBytes(4).toString('hex')}`;
  const overrides = {
    jwtSecret: randomBytes(32).toString('hex'),
    redisUrl,
    realtime: { ...FAST_HUB, channelPrefix: prefix },
  };
  const instances: Array<{ testApp: TestApp; app: FastifyInstance; url: string; boards: BoardsHub }> = [];
  const open: HubConnection[] = [];
  let redis: Redis;
  let adminToken: string;
  let operadorToken: string;

  const start = async (connection: HubConnection) => {
    open.push(connection);
    await connection.start();
    return connection;
  };
  const subscribers = async (channel: string) => {
    const [, count] = (await redis.pubsub('NUMSUB', channel)) as [string, number];
    return Number(count);
  };
  /** Redis confirms unsubscriptions a moment after the client closed. */
  const eventually = async (check: () => Promise<unknown>, expected: unknown, timeoutMs = 3_000) => {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline && (await check()) !== expected) await sleep(50);
    expect(await check()).toBe(expected);
  };

  beforeAll(async () => {
    redis = new Redis(redisUrl!);
    for (let i = 0; i < 2; i++) {
      const testApp = await createTestApp('embedded', overrides);
      const boards = registerBoardsHub(testApp.app);
      instances.push({ testApp, app: testApp.app, url: await listen(testApp.app), boards });
    }
    adminToken = await login(instances[0]!.app, 'admin');
    operadorToken = await login(instances[0]!.app, 'operador');
  });
  afterEach(() => stopAll(...open.splice(0)));
  afterAll(async () => {
    for (const { testApp } of instances) await testApp.close();
    redis?.disconnect();
  });

  it('delivers a push sent through instance A to the user connected to instance B only', async () => {
    const [a, b] = instances as [(typeof instances)[0], (typeof instances)[0]];
    const adminOnB = await start(hubClient(b.url, () => adminToken));
    const adminOnA = await start(hubClient(a.url, () => adminToken, { skipNegotiation: true }));
    const operadorOnB = await start(hubClient(b.url, () => operadorToken));
    const [onB, onA, operadorSees] = [adminOnB, adminOnA, operadorOnB].map((c) =>
      recorder(c, 'importProgress'),
    );
    await a.app.notifications.sendUser(claimsOf(adminToken).id, 'importProgress', importStatus(1, 100));
    await a.app.notifications.sendUser(claimsOf(operadorToken).id, 'importProgress', importStatus(2));
    expect(await onB!.until(1)).toEqual([[importStatus(1, 100)]]);
    expect(await onA!.until(1)).toEqual([[importStatus(1, 100)]]);
    // Published after the admin's message, through the same Redis connections: had the
    // operador's connection got the admin's message, it would have arrived first.
    expect(await operadorSees!.until(1)).toEqual([[importStatus(2)]]);
  });

  it('sends to a board group whose members are on both instances, and to the others only', async () => {
    const [a, b] = instances as [(typeof instances)[0], (typeof instances)[0]];
    const onB = await start(hubClient(b.url, () => adminToken, { path: BOARDS_HUB }));
    const onA = await start(hubClient(a.url, () => operadorToken, { path: BOARDS_HUB }));
    const [bSees, aSees] = [onB, onA].map((c) => recorder(c, 'cardMoved'));
    await onB.invoke('JoinGroup', 'board', 42);
    await onA.invoke('JoinGroup', 'board', 42);
    const scope = { empresaId: claimsOf(adminToken).empresaId, key: 42 };
    await a.boards.sendGroup('board', scope, 'cardMoved', 'first');
    expect(await bSees!.until(1)).toEqual([['first']]);
    expect(await aSees!.until(1)).toEqual([['first']]);
    await onB.invoke('LeaveGroup', 'board', 42);
    // Sent by the member on A to the group except itself: nobody else is left in it.
    await onA.invoke('MoveCard', 42, 'second');
    await b.boards.sendUser(claimsOf(adminToken).id, 'cardMoved', 'direct');
    expect(await bSees!.until(2)).toEqual([['first'], ['direct']]);
    expect(aSees!.calls).toEqual([['first']]);
  });

  it('changes the groups of a connection held by the other instance through Redis, with an answer', async () => {
    const [a, b] = instances as [(typeof instances)[0], (typeof instances)[0]];
    const onB = await start(hubClient(b.url, () => adminToken, { path: BOARDS_HUB }));
    const bSees = recorder(onB, 'cardMoved');
    const hubOnA = a.app.realtime.get('boards')!;
    await hubOnA.lifetime.addToGroup(onB.connectionId!, 'raw-group');
    await hubOnA.context.sendGroup('raw-group', 'cardMoved', 'through A');
    expect(await bSees.until(1)).toEqual([['through A']]);
    await hubOnA.lifetime.removeFromGroup(onB.connectionId!, 'raw-group');
    await hubOnA.context.sendGroup('raw-group', 'cardMoved', 'not delivered');
    await b.boards.sendUser(claimsOf(adminToken).id, 'cardMoved', 'direct');
    expect(await bSees.until(2)).toEqual([['through A'], ['direct']]);
    await expect(hubOnA.lifetime.addToGroup('no-such-connection', 'board:1')).rejects.toThrow(
      'not acknowledged',
    );
  });

  it('lists presence across instances and updates it when a member on the other instance drops', async () => {
    const [a, b] = instances as [(typeof instances)[0], (typeof instances)[0]];
    const adminOnA = await start(hubClient(a.url, () => adminToken, { path: BOARDS_HUB }));
    const operadorOnB = await start(hubClient(b.url, () => operadorToken, { path: BOARDS_HUB }));
    const presence = recorder(operadorOnB, 'presenceChanged');
    const admin = { userId: claimsOf(adminToken).id, name: 'Administrador Demo' };
    const operador = { userId: claimsOf(operadorToken).id, name: 'Operador Demo' };
    await adminOnA.invoke('JoinGroup', 'board', 43);
    await expect(operadorOnB.invoke('JoinGroup', 'board', 43)).resolves.toEqual([admin, operador]);
    const scope = { empresaId: claimsOf(adminToken).empresaId, key: 43 };
    expect(await a.boards.presence('board', scope)).toEqual([admin, operador]);
    await adminOnA.stop();
    const calls = await presence.until(2);
    expect(calls.at(-1)).toEqual([{ group: 'board', key: 43, members: [operador] }]);
    expect(await b.boards.presence('board', scope)).toEqual([operador]);
  });

  it('subscribes once per user with local connections and unsubscribes with the last one', async () => {
    const b = instances[1]!;
    const userChannel = `${prefix}:notifications:user:${claimsOf(adminToken).id}`;
    expect(await subscribers(userChannel)).toBe(0);
    const tab1 = await start(hubClient(b.url, () => adminToken));
    const tab2 = await start(hubClient(b.url, () => adminToken));
    expect(await subscribers(userChannel)).toBe(1);
    expect(await subscribers(`${prefix}:notifications:all`)).toBe(2);
    await tab1.stop();
    await sleep(200);
    expect(await subscribers(userChannel)).toBe(1);
    await tab2.stop();
    await eventually(() => subscribers(userChannel), 0);
  });
});

describe('an unreachable Redis', () => {
  it('makes pushes log and resolve, and connections wait for it instead of missing messages', async () => {
    const testApp = await createTestApp('embedded', {
      // Nothing listens on port 1: Redis is down for this instance.
      redisUrl: 'redis://127.0.0.1:1',
      realtime: FAST_HUB,
    });
    try {
      const url = await listen(testApp.app);
      const token = await login(testApp.app, 'admin');
      const started = Date.now();
      await expect(
        testApp.app.notifications.sendUser(claimsOf(token).id, 'importProgress', importStatus(3)),
      ).resolves.toBeUndefined();
      expect(Date.now() - started).toBeLessThan(FAST_HUB.handshakeTimeoutMs! * 4);
      // Without its subscriptions the connection is not accepted; the handshake times out.
      const connection = hubClient(url, () => token);
      await expect(connection.start()).rejects.toThrow();
    } finally {
      await testApp.close();
    }
  });
});
