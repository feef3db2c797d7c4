// The application shell: health checks, API docs, security headers, request ids, the error
// envelope and the 404 of unknown API routes, on every test database.
import type { FastifyInstance } from 'fastify';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPRESS_FROM_BYTES } from '../../server/app';
import { createTestApp, DATABASES, type TestApp } from './helpers';

describe.each(DATABASES)('application on %s', (kind) => {
  let testApp: TestApp;
  let app: FastifyInstance;

  beforeAll(async () => {
    testApp = await createTestApp(kind);
    app = testApp.app;
  });
  afterAll(() => testApp?.close());

  it('answers liveness and readiness', async () => {
    const health = await app.inject({ method: 'GET', url: '/health' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ status: 'ok' });
    const ready = await app.inject({ method: 'GET', url: '/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ok' });
  });

  it('compresses large answers for clients that accept it, and leaves small ones alone', async () => {
    // The API's description is a large answer (well over COMPRESS_FROM_BYTES).
    const plain = await app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESS_FROM_BYTES);
    const br = await app.inject({
      method: 'GET',
      url: '/api/docs/json',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());
    const gzip = await app.inject({
      method: 'GET',
      url: '/api/docs/json',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(plain.json());
    const small = await app.inject({ method: 'GET', url: '/health', headers: { 'accept-encoding': 'br' } });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toEqual({ status: 'ok' });
  });

  it('documents the routes in OpenAPI', async () => {
    const docs = await app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(docs.statusCode).toBe(200);
    const paths = Object.keys(docs.json().paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/scheduler/v1/access/login',
        '/api/scheduler/v1/access/login/rmsUser',
        '/api/scheduler/v1/access/logout',
        '/api/scheduler/v1/access/me',
        '/api/scheduler/v1/access/companies',
        '/api/scheduler/v1/access/switchCompany',
        '/api/scheduler/v1/changePassword/EmailSend',
        '/api/scheduler/v1/user/password/forgot',
        '/api/scheduler/user/isRms',
        '/api/tracking/v1/deliveryClient/auth',
        '/api/tracking/usuario/create',
      ]),
    );
    const login = docs.json().paths['/api/scheduler/v1/access/login'].post;
    expect(login.requestBody.content['application/json'].schema.properties).toHaveProperty('login');
    expect((await app.inject({ method: 'GET', url: '/api/docs' })).statusCode).toBeLessThan(400);
  });

  it('sends security headers and a request id', async () => {
    const response = await app.inject({ method: 'GET', url: '/health' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain('data:');
    expect(csp).toContain('ws:');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const echoed = await app.inject({
      method: 'GET',
      url: '/health',
      headers: { 'x-request-id': 'abc-123' },
    });
    expect(echoed.headers['x-request-id']).toBe('abc-123');
  });

  it('answers unknown API routes with the 404 envelope', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/scheduler/no/such/route' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ isSuccess: false, errors: ['Recurso não encontrado'] });
    const post = await app.inject({ method: 'POST', url: '/api/nothing', payload: {} });
    expect(post.statusCode).toBe(404);
    expect(post.json().isSuccess).toBe(false);
  });

  it('answers malformed and oversized bodies with 4xx, never 500', async () => {
    const url = '/api/scheduler/v1/access/login';
    const broken = await app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/json' },
      payload: '{"login": ',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toEqual({
      isSuccess: false,
      errors: ['JSON inválido'],
      messageIds: ['error.invalidJson'],
    });
    const huge = await app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ login: 'x'.repeat(2 * 1024 * 1024), password: 'y' }),
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().isSuccess).toBe(false);
    const wrongType = await app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'text/plain' },
      payload: 'hello',
    });
    expect(wrongType.statusCode).toBeGreaterThanOrEqual(400);
    expect(wrongType.statusCode).toBeLessThan(500);
    const noBody = await app.inject({ method: 'POST', url });
    expect(noBody.statusCode).toBe(400);
    expect(noBody.json().isSuccess).toBe(false);
  });

  it('maps database conflicts to 409, hides unexpected errors and caps sign-in calls per address', async () => {
    const probe = await createTestApp(kind, { loginRateLimit: 2 });
    try {
      probe.app.get('/api/probe/duplicate', async () => {
        const admin = await probe.app.db
          .selectFrom('usuario')
          .selectAll()
          .where('nomeAcesso', '=', 'admin')
          .executeTakeFirstOrThrow();
        const { id: _id, createdAt: _createdAt, ...copy } = admin;
        await probe.app.db.insertInto('usuario').values(copy).execute();
      });
      probe.app.get('/api/probe/foreign-key', async () => {
        await probe.app.db
          .insertInto('usuarioEmpresa')
          .values({ usuarioId: 1, empresaId: 999_999 })
          .execute();
      });
      probe.app.get('/api/probe/crash', async () => {
        throw new Error('secret internal detail');
      });
      const duplicate = await probe.app.inject({ method: 'GET', url: '/api/probe/duplicate' });
      expect(duplicate.statusCode).toBe(409);
      expect(duplicate.json()).toEqual({
        isSuccess: false,
        errors: ['Registro duplicado'],
        messageIds: ['error.duplicate'],
      });
      expect((await probe.app.inject({ method: 'GET', url: '/api/probe/foreign-key' })).statusCode).toBe(409);
      const crash = await probe.app.inject({ method: 'GET', url: '/api/probe/crash' });
      expect(crash.statusCode).toBe(500);
      expect(crash.body).not.toContain('secret internal detail');
      expect(crash.json().isSuccess).toBe(false);

      const signIn = () =>
        probe.app.inject({
          method: 'POST',
          url: '/api/scheduler/v1/access/login',
          payload: { login: 'admin', password: 'demo1234' },
        });
      expect((await signIn()).statusCode).toBe(200);
      expect((await signIn()).statusCode).toBe(200);
      const capped = await signIn();
      expect(capped.statusCode).toBe(429);
      expect(capped.json()).toEqual({
        isSuccess: false,
        errors: ['Muitas tentativas. Tente novamente em alguns minutos.'],
        messageIds: ['error.tooManyAttempts'],
      });
    } finally {
      await probe.close();
    }
  });
});
