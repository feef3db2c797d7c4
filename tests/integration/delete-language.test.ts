// A delete answers the spec's message ('Exlusão efetuada com sucesso', misspelling kept) in the
// language the request asks for, as refusals are: English and Arabic on request, Portuguese
// otherwise; the saved filters' own delete says the same.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeaders, createTestApp, DATABASES, login, type TestApp } from './helpers';

const DEADLINES = '/api/tracking/rotaPrazoEntrega';
const SAVED_FILTERS = '/api/tracking/filtroSalvo';

describe.each(DATABASES)('the delete message on %s', (kind) => {
  let testApp: TestApp;
  let app: FastifyInstance;
  let token: string;

  beforeAll(async () => {
    testApp = await createTestApp(kind);
    app = testApp.app;
    token = await login(app, 'admin');
  });
  afterAll(() => testApp?.close());

  const call = (method: 'POST' | 'DELETE', url: string, language?: string, payload?: object) =>
    app.inject({
      method,
      url,
      payload,
      headers: { ...authHeaders(token), ...(language ? { 'accept-language': language } : {}) },
    });

  /** Creates a deadline rule and deletes it, asking for the answer in `language`. */
  const deleteDeadline = async (destinoUf: string, language?: string) => {
    const created = await call('POST', DEADLINES, undefined, { destinoUf, prazoDias: 3 });
    expect(created.statusCode, created.body).toBe(201);
    const deleted = await call('DELETE', `${DEADLINES}/${created.json().data.id}`, language);
    expect(deleted.statusCode).toBe(200);
    return deleted.json();
  };

  it("answers a register's delete in the language asked, the spec's text in Portuguese", async () => {
    expect(await deleteDeadline('RJ', 'en-US,en;q=0.9')).toEqual({
      isSuccess: true,
      data: { message: 'Deleted successfully' },
    });
    expect((await deleteDeadline('MG', 'ar')).data.message).toBe('تم الحذف بنجاح');
    expect((await deleteDeadline('PR', 'pt-BR')).data.message).toBe('Exlusão efetuada com sucesso');
    expect((await deleteDeadline('SC')).data.message).toBe('Exlusão efetuada com sucesso');
  });

  it('answers the delete of a saved filter the same way', async () => {
    const saved = await call('POST', SAVED_FILTERS, undefined, { nome: 'SP', filtros: { uf: 'SP' } });
    expect(saved.statusCode, saved.body).toBe(201);
    const deleted = await call('DELETE', `${SAVED_FILTERS}/${saved.json().data.id}`, 'en');
    expect(deleted.json()).toEqual({ isSuccess: true, data: { message: 'Deleted successfully' } });
    const again = await call('POST', SAVED_FILTERS, undefined, { nome: 'RJ', filtros: { uf: 'RJ' } });
    const deletedPt = await call('DELETE', `${SAVED_FILTERS}/${again.json().data.id}`, 'pt');
    expect(deletedPt.json().data.message).toBe('Exlusão efetuada com sucesso');
  });
});
