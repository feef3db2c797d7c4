// Credentials kept out of the places they leak from: query-string tokens are not accepted by REST
// routes and never reach the request log, nor does the reset link's token on the reset page; the
// log of a stored e-mail does not carry its reset link; and the forgot-password answer does not
// wait for the lookup of the login, so known and unknown logins answer alike. On every database.
import { inspect } from 'node:util';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { authHeaders, createTestApp, DATABASES, login, type TestApp } from '../helpers';
import { HUB, listen, sleep, upgradeStatus } from '../hub/hub-test-kit';
import { FORGOT, ME } from './session-kit';

describe.each(DATABASES)('credentials exposure on %s', (kind) => {
  let testApp: TestApp;
  let app: FastifyInstance;
  let baseUrl: string;
  /** The URL of every request as Fastify, and so its request log, saw it. */
  const seen: string[] = [];

  beforeAll(async () => {
    testApp = await createTestApp(kind);
    app = testApp.app;
    app.addHook('onRequest', async (request) => {
      seen.push(request.url);
    });
    baseUrl = await listen(app);
  });
  afterAll(() => testApp?.close());

  it('accepts a query token only on the hub upgrade, and keeps it out of every logged URL', async () => {
    const token = await login(app, 'operador');
    const rest = await fetch(`${baseUrl}${ME}?page=2&access_token=${token}`);
    expect(rest.status).toBe(401);
    const negotiate = await fetch(`${baseUrl}${HUB}/negotiate?access_token=${token}`, { method: 'POST' });
    expect(negotiate.status).toBe(401);
    expect((await fetch(`${baseUrl}${ME}`, { headers: authHeaders(token) })).status).toBe(200);
    expect(await upgradeStatus(baseUrl, `?access_token=${encodeURIComponent(token)}`)).toBe(101);
    expect(seen).toContain(`${ME}?page=2&access_token=redacted`);
    expect(seen.join('\n')).not.toContain(token);
  });

  it('keeps the reset link’s token out of the logged URL of the reset page', async () => {
    await fetch(`${baseUrl}/user/passwordReset/3?token=the-secret-reset-token`, {
      headers: { accept: 'text/html' },
    });
    expect(seen).toContain('/user/passwordReset/3?token=redacted');
    expect(seen.join('\n')).not.toContain('the-secret-reset-token');
  });

  it('logs that a reset e-mail was stored, never its link', async () => {
    await app.db.deleteFrom('emailOutbox').execute();
    const info = vi.spyOn(app.log, 'info');
    try {
      await app.inject({ method: 'POST', url: FORGOT, payload: { login: 'operador' } });
      const stored = () => app.db.selectFrom('emailOutbox').select(['id', 'body']).execute();
      await expect.poll(async () => (await stored()).length, { timeout: 10_000 }).toBe(1);
      const [{ id, body }] = (await stored()) as [{ id: number; body: string }];
      const logged = () => inspect(info.mock.calls, { depth: 4, breakLength: Infinity });
      await expect.poll(logged).toContain(`outboxId: ${id}`);
      const link = /http\S+token=\S+/.exec(body)?.[0] ?? 'missing link';
      expect(link).toContain('token=');
      expect(logged()).not.toContain(link);
    } finally {
      info.mockRestore();
    }
  });

  it('answers forgot-password for known and unknown logins without waiting for the lookup', async () => {
    await app.db.deleteFrom('emailOutbox').execute();
    const ask = (loginName: string) =>
      app.inject({ method: 'POST', url: FORGOT, payload: { login: loginName } }).then((r) => r.statusCode);
    // While the users table is locked, nothing can look a login up: an answer that waited for it
    // would not come.
    let pending: Promise<unknown> = Promise.resolve();
    await app.db.transaction().execute(async (trx) => {
      await sql`lock table usuario in access exclusive mode`.execute(trx);
      const answers = Promise.all([ask('operador'), ask('nobody-here'), ask('admin@rota.demo')]);
      pending = answers;
      const outcome = await Promise.race([answers, sleep(5_000).then(() => 'waited for the lookup')]);
      expect(outcome).toEqual([200, 200, 200]);
    });
    await pending;
    // Once the lock is gone, the work done after the answers stores the links.
    await expect
      .poll(async () => (await app.db.selectFrom('emailOutbox').select('recipient').execute()).length, {
        timeout: 10_000,
      })
      .toBe(2);
  });
});
