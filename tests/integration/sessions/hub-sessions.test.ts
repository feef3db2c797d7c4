// Hub connections end with their session: logout closes the connections of that token at once, a
// reset or endUserSessions closes all of the user's, and a session that ended some other way
// (deactivation through the user register, a revoked token, an expired one) is noticed at the
// next check: before an invocation runs, before a push goes out, and now and then while idle.
// On every test database, with the official client over real WebSockets.
import { type HubConnection, HubConnectionState } from '@microsoft/signalr';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { endUserSessions } from '../../../server/auth/end-sessions';
import { type HubPushes, registerHub } from '../../../server/realtime';
import { defineHubContract } from '../../../src/domain/realtime/hub-contract';
import { authHeaders, createTestApp, DATABASES, login, type TestApp } from '../helpers';
import {
  claimsOf,
  FAST_HUB,
  hubClient,
  listen,
  rawNotifications,
  recorder,
  sleep,
  stopAll,
} from '../hub/hub-test-kit';
import { LOGOUT, payloadOf, RESET, resetLinks, signedToken, tracked, userIdOf } from './session-kit';

/** A hub that checks sessions often, so checks without an explicit close show within a test. */
const PROBE = '/hubs/probe';
const QUICK_CHECKS = { sessionCheckMs: 150, sessionSweepMs: 300 };
const probeContract = defineHubContract({
  name: 'probe',
  methods: { Echo: { args: z.tuple([z.string()]), result: z.string(), permission: 'tracking' } },
  events: { note: z.tuple([z.string()]) },
  groups: {},
});

describe.each(DATABASES)('hub connections and sessions on %s', (kind) => {
  let testApp: TestApp;
  let app: FastifyInstance;
  let baseUrl: string;
  let probe: HubPushes<typeof probeContract>;
  const open: HubConnection[] = [];

  const connect = async (token: string, path?: string) => {
    const client = await tracked(hubClient(baseUrl, () => token, { path }));
    open.push(client.connection);
    return client;
  };

  beforeAll(async () => {
    testApp = await createTestApp(kind, { realtime: FAST_HUB });
    app = testApp.app;
    probe = registerHub(app, probeContract, {
      settings: QUICK_CHECKS,
      methods: { Echo: (_caller, value) => value },
      groups: {},
    });
    baseUrl = await listen(app);
  });
  afterEach(async () => {
    await stopAll(...open.splice(0));
    await app.db.updateTable('usuario').set({ ativo: true }).execute();
    await app.db.deleteFrom('emailOutbox').execute();
  });
  afterAll(() => testApp?.close());

  it('logout closes the connections of that token at once, and only those', async () => {
    const leaving = await login(app, 'operador');
    const staying = await login(app, 'operador');
    // The notifications hub trusts a check for 5 s: only the explicit close can be this quick.
    const [a1, a2] = [await connect(leaving), await connect(leaving)];
    const other = await connect(staying);
    const pushes = recorder(other.connection, 'note');
    const answer = await app.inject({ method: 'POST', url: LOGOUT, headers: authHeaders(leaving) });
    expect(answer.statusCode).toBe(200);
    const error = await a1.closedWithin(1_000);
    expect(error?.message).toContain('Session ended.');
    await a2.closedWithin(1_000);
    expect(other.connection.state).toBe(HubConnectionState.Connected);
    await rawNotifications(app).sendUser(claimsOf(staying).id, 'note', 'for the other tab');
    expect(await pushes.until(1)).toEqual([['for the other tab']]);
  });

  it('a password reset closes every connection of the user, on every hub', async () => {
    const userId = await userIdOf(app, 'operador');
    const [first, second] = [await login(app, 'operador'), await login(app, 'operador')];
    const admin = await connect(await login(app, 'admin'));
    const mine = [await connect(first), await connect(second), await connect(first, PROBE)];
    const [link] = await resetLinks(app, 'operador', 1);
    const answer = await app.inject({
      method: 'POST',
      url: RESET,
      payload: { userId, token: link, password: 'nova-senha-123' },
    });
    expect(answer.statusCode).toBe(200);
    for (const client of mine) await client.closedWithin(1_000);
    expect(admin.connection.state).toBe(HubConnectionState.Connected);
    const { passwordHash } = await app.db
      .selectFrom('usuario')
      .select('passwordHash')
      .where('nomeAcesso', '=', 'admin')
      .executeTakeFirstOrThrow();
    await app.db
      .updateTable('usuario')
      .set({ passwordHash, sessionVersion: 0 })
      .where('id', '=', userId)
      .execute();
  });

  it('endUserSessions closes the user’s connections at once, and the token cannot reconnect', async () => {
    const token = await login(app, 'operador');
    const client = await connect(token);
    await endUserSessions(app, claimsOf(token).id);
    await client.closedWithin(1_000);
    const again = hubClient(baseUrl, () => token);
    await expect(again.start()).rejects.toThrow(/401/);
    await app.db
      .updateTable('usuario')
      .set({ sessionVersion: 0 })
      .where('id', '=', claimsOf(token).id)
      .execute();
  });

  it('closes an idle connection of a user deactivated through the user register', async () => {
    const token = await login(app, 'operador');
    const client = await connect(token, PROBE);
    const admin = await login(app, 'admin');
    const answer = await app.inject({
      method: 'PUT',
      url: `/api/tracking/usuario/${claimsOf(token).id}/deactivate`,
      headers: authHeaders(admin),
    });
    expect(answer.statusCode).toBe(200);
    const error = await client.closedWithin(2_000);
    expect(error?.message).toContain('Session ended.');
  });

  it('drops pushes to a connection whose token was revoked elsewhere, and closes it', async () => {
    const token = await login(app, 'operador');
    const client = await connect(token, PROBE);
    const pushes = recorder(client.connection, 'note');
    await probe.sendUser(claimsOf(token).id, 'note', 'before');
    await pushes.until(1);
    // Revoked without the logout route (another instance's logout, for example): no explicit close.
    await app.db
      .insertInto('revokedToken')
      .values({ jti: String(payloadOf(token).jti), expiresAt: new Date(Date.now() + 3_600_000) })
      .execute();
    await sleep(QUICK_CHECKS.sessionCheckMs + 50);
    await probe.sendUser(claimsOf(token).id, 'note', 'after');
    await client.closedWithin(2_000);
    expect(pushes.calls).toEqual([['before']]);
  });

  it('runs no invocation once the session ended under the connection', async () => {
    const token = await login(app, 'operador');
    const client = await connect(token, PROBE);
    const hub = client.connection;
    expect(await hub.invoke('Echo', 'alive')).toBe('alive');
    await app.db.updateTable('usuario').set({ ativo: false }).where('id', '=', claimsOf(token).id).execute();
    await sleep(QUICK_CHECKS.sessionCheckMs + 50);
    await expect(hub.invoke('Echo', 'too late')).rejects.toThrow();
    await client.closedWithin(1_000);
  });

  it('closes a connection when its token expires', async () => {
    const { id, empresaId } = claimsOf(await login(app, 'operador'));
    // Earlier tests of this app ended the user's sessions: sign with the version now in force.
    const { sessionVersion } = await app.db
      .selectFrom('usuario')
      .select('sessionVersion')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    const token = await signedToken(app, { userId: id, empresaId, ver: sessionVersion, expiresInSeconds: 2 });
    const client = await connect(token);
    expect(client.isClosed()).toBe(false);
    await client.closedWithin(4_000);
  });
});
