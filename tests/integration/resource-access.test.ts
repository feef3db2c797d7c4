// A declaration's canAccess, enforced by the engine on every route: a record the caller may not
// read answers 404 as if it did not exist; one they may read but not change answers 403.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mountProbe, PROBE } from './engine-probe';
import { authHeaders, createTestApp, DATABASES, login, type TestApp } from './helpers';

describe.each(DATABASES)('canAccess on %s', (kind) => {
  let testApp: TestApp;
  let app: FastifyInstance;
  let admin: string;
  let operador: string;
  const ids: Record<string, number> = {};

  const call = (token: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    app.inject({ method, url, payload, headers: authHeaders(token) });

  beforeAll(async () => {
    testApp = await createTestApp(kind);
    app = testApp.app;
    await mountProbe(app);
    admin = await login(app, 'admin');
    operador = await login(app, 'operador');
    for (const [nome, flags] of [
      ['livre', {}],
      ['restrito', { restrito: true }],
      ['bloqueado', { bloqueado: true }],
    ] as const) {
      const created = await call(admin, 'POST', PROBE, { nome, ...flags });
      expect(created.statusCode).toBe(201);
      ids[nome] = created.json().data.id;
    }
  });
  afterAll(() => testApp?.close());

  it('keeps a restricted record invisible to whom it refuses, on every route', async () => {
    const url = `${PROBE}/${ids.restrito}`;
    expect((await call(admin, 'GET', url)).statusCode).toBe(200);
    expect((await call(operador, 'GET', url)).statusCode).toBe(404);
    expect((await call(operador, 'PUT', url, { nome: 'x', restrito: true })).statusCode).toBe(404);
    expect((await call(operador, 'PUT', `${url}/deactivate`)).statusCode).toBe(404);
    expect((await call(operador, 'DELETE', url)).statusCode).toBe(404);
    expect((await call(admin, 'GET', url)).json().data).toMatchObject({ nome: 'restrito', ativo: true });
  });

  it('refuses with 403 what it may read but not change', async () => {
    const url = `${PROBE}/${ids.bloqueado}`;
    expect((await call(operador, 'GET', url)).statusCode).toBe(200);
    expect((await call(operador, 'PUT', url, { nome: 'mudado' })).statusCode).toBe(403);
    expect((await call(admin, 'PUT', `${url}/deactivate`)).statusCode).toBe(403);
    expect((await call(admin, 'DELETE', url)).statusCode).toBe(403);
    expect((await call(admin, 'GET', url)).json().data).toMatchObject({ nome: 'bloqueado', version: 1 });
  });

  it('checks a new record with its body, and lets through what it allows', async () => {
    expect((await call(operador, 'POST', PROBE, { nome: 'meu', restrito: true })).statusCode).toBe(403);
    expect((await call(operador, 'POST', PROBE, { nome: 'meu' })).statusCode).toBe(201);
    const free = `${PROBE}/${ids.livre}`;
    expect((await call(operador, 'PUT', free, { nome: 'livre 2' })).statusCode).toBe(200);
    expect((await call(operador, 'GET', PROBE)).statusCode).toBe(200);
  });
});
