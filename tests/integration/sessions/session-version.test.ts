// Tokens end with their session: raising a user's session version (password change, reset,
// deactivation) ends every token issued before it, company-switch tokens included; a reset spends
// every outstanding reset link of the user. On every test database.
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { endUserSessions } from '../../../server/auth/end-sessions';
import { raiseSessionVersion } from '../../../server/auth/session-version';
import { authHeaders, createTestApp, DATABASES, login, type TestApp } from '../helpers';
import { claimsOf } from '../hub/hub-test-kit';
import { ME, payloadOf, RESET, resetLinks, signedToken, userIdOf } from './session-kit';

const SWITCH = '/api/scheduler/v1/access/switchCompany';

describe.each(DATABASES)('session versions on %s', (kind) => {
  let testApp: TestApp;
  let app: FastifyInstance;

  const me = async (token: string) =>
    (await app.inject({ method: 'GET', url: ME, headers: authHeaders(token) })).statusCode;

  beforeAll(async () => {
    testApp = await createTestApp(kind);
    app = testApp.app;
  });
  afterEach(async () => {
    // Every test starts from the seeded state: versions at 0, the demo password, no links.
    const { passwordHash } = await app.db
      .selectFrom('usuario')
      .select('passwordHash')
      .where('nomeAcesso', '=', 'rms')
      .executeTakeFirstOrThrow();
    await app.db.updateTable('usuario').set({ sessionVersion: 0, passwordHash }).execute();
    await app.db.deleteFrom('passwordResetToken').execute();
    await app.db.deleteFrom('emailOutbox').execute();
    await app.db.deleteFrom('loginFailure').execute();
  });
  afterAll(() => testApp?.close());

  it('ends every token of the user issued before the version was raised, and no one else’s', async () => {
    const first = await login(app, 'operador');
    const second = await login(app, 'operador');
    const admin = await login(app, 'admin');
    expect([await me(first), await me(second), await me(admin)]).toEqual([200, 200, 200]);
    await raiseSessionVersion(app.db, await userIdOf(app, 'operador'));
    expect([await me(first), await me(second), await me(admin)]).toEqual([401, 401, 200]);
  });

  it('ends the sessions of a user through endUserSessions (deactivation, password change)', async () => {
    const token = await login(app, 'operador');
    await endUserSessions(app, await userIdOf(app, 'operador'));
    expect(await me(token)).toBe(401);
    const version = await app.db
      .selectFrom('usuario')
      .select('sessionVersion')
      .where('nomeAcesso', '=', 'operador')
      .executeTakeFirstOrThrow();
    expect(version.sessionVersion).toBe(1);
  });

  it('accepts only the user’s current version; a token without one counts as the first', async () => {
    const { id, empresaId } = claimsOf(await login(app, 'operador'));
    expect(await me(await signedToken(app, { userId: id, empresaId }))).toBe(200);
    expect(await me(await signedToken(app, { userId: id, empresaId, ver: 0 }))).toBe(200);
    expect(await me(await signedToken(app, { userId: id, empresaId, ver: 1 }))).toBe(401);
    expect(await me(await signedToken(app, { userId: id, empresaId, ver: -1 }))).toBe(401);
    await raiseSessionVersion(app.db, id);
    expect(await me(await signedToken(app, { userId: id, empresaId }))).toBe(401);
    expect(await me(await signedToken(app, { userId: id, empresaId, ver: 0 }))).toBe(401);
    expect(await me(await signedToken(app, { userId: id, empresaId, ver: 1 }))).toBe(200);
  });

  it('stamps company-switch tokens with the current version, so they end with it', async () => {
    const adminId = await userIdOf(app, 'admin');
    const norte = (
      await app.db
        .selectFrom('empresa')
        .select('id')
        .where('nomeFantasia', '=', 'Rota Logística Norte')
        .executeTakeFirstOrThrow()
    ).id;
    // A version above 0, so a token that forgot it would not pass by chance.
    await raiseSessionVersion(app.db, adminId);
    await raiseSessionVersion(app.db, adminId);
    const { empresaId } = claimsOf(await login(app, 'admin'));
    const current = await signedToken(app, { userId: adminId, empresaId, ver: 2 });
    const switched = await app.inject({
      method: 'POST',
      url: SWITCH,
      payload: { empresaId: norte },
      headers: authHeaders(current),
    });
    expect(switched.statusCode).toBe(200);
    const token = switched.json<{ token: string }>().token;
    expect(payloadOf(token)).toMatchObject({ emp: norte, ver: 2 });
    expect(await me(token)).toBe(200);
    await raiseSessionVersion(app.db, adminId);
    expect(await me(token)).toBe(401);
  });

  it('a reset ends the user’s older sessions and spends every outstanding reset link', async () => {
    const userId = await userIdOf(app, 'operador');
    const before = await login(app, 'operador');
    const admin = await login(app, 'admin');
    const [older, newer] = await resetLinks(app, 'operador', 2);
    expect(older).toBeTruthy();
    expect(newer).toBeTruthy();
    const reset = (token: string | undefined, password: string) =>
      app.inject({ method: 'POST', url: RESET, payload: { userId, token, password } });

    expect((await reset(newer, 'nova-senha-123')).statusCode).toBe(200);
    expect(await me(before)).toBe(401);
    expect(await me(admin)).toBe(200);
    // The older link was never used, yet it no longer works.
    const stale = await reset(older, 'outra-senha-456');
    expect(stale.statusCode).toBe(400);
    const unused = await app.db
      .selectFrom('passwordResetToken')
      .select('id')
      .where('usuarioId', '=', userId)
      .where('usedAt', 'is', null)
      .execute();
    expect(unused).toEqual([]);
  });
});
