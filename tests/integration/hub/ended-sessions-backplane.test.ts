// Ended sessions reach every server instance through the Redis backplane: a logout on instance A
// closes that token's connections held by instance B (and no other), and ending a user's sessions
// on A (deactivation, password change) closes all of the user's connections on B at once.
import { randomBytes } from 'node:crypto';
import { type HubConnection, HubConnectionState } from '@microsoft/signalr';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { authHeaders, createTestApp, login, type TestApp } from '../helpers';
import { LOGOUT, tracked } from '../sessions/session-kit';
import { claimsOf, FAST_HUB, hubClient, listen, stopAll } from './hub-test-kit';

const redisUrl = process.env.TEST_REDIS_URL;
if (process.env.CI === 'true' && !redisUrl) {
  throw new Error('CI=true but TEST_REDIS_URL is not set: the Redis backplane tests are required in CI.');
}

const title = redisUrl
  ? 'ended sessions across two server instances'
  : 'ended sessions across two server instances (skipped: set TEST_REDIS_URL, e.g. redis://127.0.0.1:6379)';

describe.skipIf(!redisUrl)(title, () => {
  const overrides = {
    jwtSecret: randomBytes(32).toString('hex'),
    redisUrl,
    realtime: { ...FAST_HUB, channelPrefix: `rota-test-${randomBytes(4).toString('hex')}` },
  };
  const instances: Array<{ testApp: TestApp; app: FastifyInstance; url: string }> = [];
  const open: HubConnection[] = [];

  const connectTo = async (instance: number, token: string) => {
    const client = await tracked(hubClient(instances[instance]!.url, () => token));
    open.push(client.connection);
    return client;
  };

  beforeAll(async () => {
    for (let i = 0; i < 2; i++) {
      const testApp = await createTestApp('embedded', overrides);
      instances.push({ testApp, app: testApp.app, url: await listen(testApp.app) });
    }
  });
  afterEach(() => stopAll(...open.splice(0)));
  afterAll(async () => {
    for (const { testApp } of instances) await testApp.close();
  });

  it('a logout on one instance closes that token’s connections on the other, and only those', async () => {
    const [a, b] = instances.map((i) => i.app) as [FastifyInstance, FastifyInstance];
    const leaving = await login(a, 'operador');
    const staying = await login(a, 'operador');
    const onB = await connectTo(1, leaving);
    const otherOnB = await connectTo(1, staying);
    const answer = await a.inject({ method: 'POST', url: LOGOUT, headers: authHeaders(leaving) });
    expect(answer.statusCode).toBe(200);
    // Instance B's database never heard of the revocation: only the backplane closes it this fast.
    const error = await onB.closedWithin(1_000);
    expect(error?.message).toContain('Session ended.');
    expect(otherOnB.connection.state).toBe(HubConnectionState.Connected);
    await expect.poll(() => b.realtime.get('notifications')!.connectionCount).toBe(1);
  });

  it('ending a user’s sessions on one instance closes all of their connections on both', async () => {
    const a = instances[0]!.app;
    const token = await login(a, 'operador');
    const admin = await login(a, 'admin');
    const clients = [await connectTo(0, token), await connectTo(1, token), await connectTo(1, token)];
    const adminOnB = await connectTo(1, admin);
    await a.realtime.endSessions({ userId: claimsOf(token).id });
    for (const client of clients) await client.closedWithin(1_000);
    expect(adminOnB.connection.state).toBe(HubConnectionState.Connected);
  });
});
