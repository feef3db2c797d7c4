// The session check is kept in memory between writes to the tables it reads (session-cache.ts),
// and still ends a session on the very next request: after this process's own writes at once,
// even those of a transaction (not before its commit, at once after it), and after another
// connection's write as soon as PostgreSQL's notification arrives. On every test database.
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_TABLES } from '../../../server/auth/session-cache';
import { authHeaders, createTestApp, DATABASES, login, type TestApp } from '../helpers';
import { LOGOUT, ME } from './session-kit';

describe.each(DATABASES)('kept sessions on %s', (kind) => {
  let testApp: TestApp;
  let app: FastifyInstance;
  let other: pg.Client;

  const me = async (token: string) =>
    (await app.inject({ method: 'GET', url: ME, headers: authHeaders(token) })).statusCode;

  beforeAll(async () => {
    testApp = await createTestApp(kind);
    app = testApp.app;
    other = new pg.Client({ connectionString: app.config.databaseUrl });
    await other.connect();
  });
  afterEach(async () => {
    await app.db.updateTable('usuario').set({ ativo: true, sessionVersion: 0 }).execute();
    await app.db.updateTable('perfil').set({ ativo: true }).execute();
  });
  afterAll(async () => {
    await other?.end();
    await testApp?.close();
  });

  it('answers a session checked before from memory', async () => {
    const token = await login(app, 'operador');
    await app.inject({ method: 'GET', url: ME, headers: authHeaders(token) });
    // The clock may still be settling from the sign-in's writes: wait until an answer is kept.
    await expect.poll(async () => (await me(token), app.sessions.size)).toBeGreaterThan(0);
  });

  it('ends a session at once after a sign-out', async () => {
    const token = await login(app, 'operador');
    expect([await me(token), await me(token)]).toEqual([200, 200]);
    expect((await app.inject({ method: 'POST', url: LOGOUT, headers: authHeaders(token) })).statusCode).toBe(
      200,
    );
    expect(await me(token)).toBe(401);
  });

  it('keeps answering the committed state while a transaction writes, and the new one after', async () => {
    const token = await login(app, 'operador');
    expect([await me(token), await me(token)]).toEqual([200, 200]);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let written!: () => void;
    const wrote = new Promise<void>((resolve) => (written = resolve));
    const transaction = app.db.transaction().execute(async (trx) => {
      await trx.updateTable('usuario').set({ ativo: false }).where('nomeAcesso', '=', 'operador').execute();
      written();
      await held;
    });
    await wrote;
    expect([await me(token), await me(token)]).toEqual([200, 200]);
    release();
    await transaction;
    expect(await me(token)).toBe(401);
  });

  it('ends a session when another connection deactivates its user', async () => {
    const token = await login(app, 'operador');
    expect([await me(token), await me(token)]).toEqual([200, 200]);
    await other.query(`update usuario set ativo = false where nome_acesso = 'operador'`);
    // Another process's write arrives as PostgreSQL's notification, within milliseconds.
    const started = Date.now();
    await expect.poll(() => me(token), { timeout: 2_000, interval: 5 }).toBe(401);
    expect(Date.now() - started).toBeLessThan(1_000);
  });

  it('takes a profile’s permissions away when another connection deactivates the profile', async () => {
    const token = await login(app, 'conferente');
    const tracking = '/api/tracking/entrega?page=1&pageSize=5';
    const list = async () =>
      (await app.inject({ method: 'GET', url: tracking, headers: authHeaders(token) })).statusCode;
    expect([await list(), await list()]).toEqual([200, 200]);
    await other.query(`update perfil set ativo = false`);
    await expect.poll(list, { timeout: 2_000, interval: 5 }).toBe(403);
  });

  it('gives every table the session check reads its change trigger', async () => {
    const { rows } = await other.query<{ relname: string }>(
      `select c.relname from pg_trigger t join pg_class c on c.oid = t.tgrelid
        where t.tgname = c.relname || '_changed'`,
    );
    expect(rows.map((row) => row.relname).sort()).toEqual([...SESSION_TABLES].sort());
  });

  it('listens again when its connection is lost, and hears other connections’ writes after', async () => {
    const listeners = async () =>
      (
        await other.query<{ pid: number }>(
          `select pid from pg_stat_activity
            where datname = current_database() and query = 'listen rota_table_changes'`,
        )
      ).rows.map((row) => row.pid);
    const [lost] = await listeners();
    expect(lost).toBeDefined();
    await other.query('select pg_terminate_backend($1)', [lost]);
    const listeningAgain = async () => {
      const pids = await listeners();
      return pids.length === 1 && pids[0] !== lost;
    };
    await expect.poll(listeningAgain, { timeout: 5_000 }).toBe(true);
    const token = await login(app, 'operador');
    expect([await me(token), await me(token)]).toEqual([200, 200]);
    await other.query(`update usuario set ativo = false where nome_acesso = 'operador'`);
    await expect.poll(() => me(token), { timeout: 1_000, interval: 5 }).toBe(401);
  });
});
