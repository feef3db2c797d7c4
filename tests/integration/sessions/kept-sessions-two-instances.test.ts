// Two server instances on one database, as a scale-out runs them: each keeps the sessions it
// checked, and a sign-out or a deactivation through one ends the session on the other at its next
// request after PostgreSQL's notification arrives (within milliseconds), with the same token.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../server/app';
import type { Config } from '../../../server/config';
import { authHeaders, createTestDatabase, DATABASES, login, type TestDatabase } from '../helpers';
import { LOGOUT, ME } from './session-kit';

describe.each(DATABASES)('kept sessions across two instances on %s', (kind) => {
  let database: TestDatabase;
  let a: FastifyInstance;
  let b: FastifyInstance;

  const start = (overrides: Partial<Config>) =>
    buildApp({ config: { logLevel: 'silent', seedDemo: false, ...overrides }, seed: false, serveSpa: false });
  const me = async (app: FastifyInstance, token: string) =>
    (await app.inject({ method: 'GET', url: ME, headers: authHeaders(token) })).statusCode;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    const shared = { databaseUrl: database.databaseUrl, jwtSecret: randomBytes(32).toString('hex') };
    a = await start({ ...shared, importWorker: false });
    b = await start({ ...shared, importWorker: false });
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await database?.drop();
  });

  it('a sign-out through one instance ends the session kept by the other', async () => {
    const token = await login(a, 'operador');
    await expect.poll(async () => (await me(b, token), b.sessions.size)).toBeGreaterThan(0);
    expect(await me(b, token)).toBe(200);
    expect((await a.inject({ method: 'POST', url: LOGOUT, headers: authHeaders(token) })).statusCode).toBe(
      200,
    );
    await expect.poll(() => me(b, token), { timeout: 1_000, interval: 5 }).toBe(401);
  });

  it('a deactivation through one instance ends every session of the user kept by the other', async () => {
    const token = await login(a, 'conferente');
    await expect.poll(async () => (await me(b, token), b.sessions.size)).toBeGreaterThan(0);
    await a.db.updateTable('usuario').set({ ativo: false }).where('nomeAcesso', '=', 'conferente').execute();
    await expect.poll(() => me(b, token), { timeout: 1_000, interval: 5 }).toBe(401);
    expect(await me(a, token)).toBe(401);
  });
});
