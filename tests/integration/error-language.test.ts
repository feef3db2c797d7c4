// Error answers carry their catalog ids and read in the language the request asks for: the SPA
// sends the user's language as Accept-Language, other clients get Portuguese.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeaders, createTestApp, DATABASES, login, type TestApp } from './helpers';

describe.each(DATABASES)('error answers on %s', (kind) => {
  let testApp: TestApp;
  let app: FastifyInstance;
  let token: string;

  beforeAll(async () => {
    testApp = await createTestApp(kind);
    app = testApp.app;
    token = await login(app, 'admin');
  });
  afterAll(() => testApp?.close());

  const createDeadline = (language: string | undefined, payload: object) =>
    app.inject({
      method: 'POST',
      url: '/api/tracking/rotaPrazoEntrega',
      headers: { ...authHeaders(token), ...(language ? { 'accept-language': language } : {}) },
      payload,
    });

  it('words a refused form in English or Arabic, and in Portuguese by default', async () => {
    const payload = { destinoUf: 'MG', tipoDias: 'uteis' };
    const english = await createDeadline('en-GB,en;q=0.9', payload);
    expect(english.statusCode).toBe(400);
    expect(english.json()).toMatchObject({
      errors: ['prazoDias: Enter the deadline in days (0 to 365)'],
      messageIds: ['resource.rotaPrazoEntrega.error.prazoDias'],
    });
    expect((await createDeadline('ar', payload)).json().errors).toEqual([
      'prazoDias: أدخل المهلة بالأيام (من 0 إلى 365)',
    ]);
    expect((await createDeadline(undefined, payload)).json().errors).toEqual([
      'prazoDias: Informe o prazo em dias (0 a 365)',
    ]);
  });

  it("words zod's own refusals by their code", async () => {
    const page = (language: string) =>
      app.inject({
        method: 'GET',
        url: '/api/tracking/rotaPrazoEntrega?search=' + 'x'.repeat(201),
        headers: { ...authHeaders(token), 'accept-language': language },
      });
    expect((await page('en')).json().errors).toEqual(['search: Use at most 200 characters']);
    expect((await page('pt')).json().errors).toEqual(['search: Use no máximo 200 caracteres']);
    expect((await page('ar')).json().errors).toEqual(['search: استخدم 200 حرف على الأكثر']);
  });

  it('words a refused session and an unknown sort field in the language asked', async () => {
    const signedOut = await app.inject({
      method: 'GET',
      url: '/api/tracking/rotaPrazoEntrega',
      headers: { 'accept-language': 'en' },
    });
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.json()).toMatchObject({
      errors: ['Your session is invalid or has expired. Please sign in again.'],
      messageIds: ['error.sessionExpired'],
    });
    const badSort = await app.inject({
      method: 'GET',
      url: '/api/tracking/rotaPrazoEntrega?sort=senha',
      headers: { ...authHeaders(token), 'accept-language': 'ar' },
    });
    expect(badSort.statusCode).toBe(400);
    expect(badSort.json()).toMatchObject({
      errors: ['حقل الترتيب غير صالح: senha'],
      messageIds: ['error.invalidSort'],
    });
  });

  it("words the register hooks' and the imports' refusals in the language asked", async () => {
    const me = await app.inject({
      method: 'GET',
      url: '/api/scheduler/v1/access/me',
      headers: authHeaders(token),
    });
    const adminId = (me.json().data as { id: number }).id;
    const deleteSelf = await app.inject({
      method: 'DELETE',
      url: `/api/tracking/usuario/${adminId}`,
      headers: { ...authHeaders(token), 'accept-language': 'en' },
    });
    expect(deleteSelf.statusCode).toBe(409);
    expect(deleteSelf.json()).toMatchObject({
      errors: ['You cannot delete your own user.'],
      messageIds: ['error.user.cannotDeleteSelf'],
    });

    const notMultipart = await app.inject({
      method: 'POST',
      url: '/api/tracking/cte/importzip?id=1',
      headers: { ...authHeaders(token), 'accept-language': 'ar', 'content-type': 'application/json' },
      payload: {},
    });
    expect(notMultipart.json().messageIds).toEqual(['import.error.multipartRequired']);
    expect(notMultipart.json().errors).toEqual([
      'أرسل ملف \u200e.zip أو \u200e.xml بصيغة multipart/form-data في الحقل file.',
    ]);
  });
});
