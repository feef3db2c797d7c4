// A list's declared filters refuse a value they do not know with a catalog message, answered in
// the request's language after the filter's name, like every other refusal of a query.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BULK_MAX_ROWS } from '../../src/domain/resources/bulk-actions';
import { authHeaders, createTestApp, DATABASES, login, type TestApp } from './helpers';

describe.each(DATABASES)('refused filter values on %s', (kind) => {
  let testApp: TestApp;
  let app: FastifyInstance;
  let token: string;

  beforeAll(async () => {
    testApp = await createTestApp(kind);
    app = testApp.app;
    token = await login(app, 'admin');
  });
  afterAll(() => testApp?.close());

  const refused = async (url: string, language: string) => {
    const answer = await app.inject({
      method: 'GET',
      url,
      headers: { ...authHeaders(token), 'accept-language': language },
    });
    expect(answer.statusCode).toBe(400);
    return answer.json() as { errors: string[]; messageIds: string[] };
  };

  it('words an unknown option of a select in English and in Portuguese', async () => {
    const url = '/api/tracking/rotaPrazoEntrega?destinoUf=XX';
    expect(await refused(url, 'en')).toMatchObject({
      errors: ['destinoUf: Invalid option'],
      messageIds: ['error.validation.invalidOption'],
    });
    expect((await refused(url, 'pt')).errors).toEqual(['destinoUf: Opção inválida']);
  });

  it('words an unknown option among several, and a filter text too long', async () => {
    const statuses = '/api/tracking/entrega?status=pendente,extraviada';
    expect((await refused(statuses, 'en')).errors).toEqual(['status: Invalid option']);
    expect((await refused(statuses, 'pt')).errors).toEqual(['status: Opção inválida']);
    const city = `/api/tracking/entrega?cidade=${'x'.repeat(101)}`;
    expect((await refused(city, 'en')).errors).toEqual(['cidade: Use at most 100 characters']);
    expect((await refused(city, 'pt')).errors).toEqual(['cidade: Use no máximo 100 caracteres']);
  });

  it('words a bad page, a bad selection of rows and too many rows by catalog message', async () => {
    const page = '/api/tracking/entrega?page=0';
    expect(await refused(page, 'en')).toMatchObject({
      errors: ['page: Invalid page'],
      messageIds: ['resources.error.invalidPage'],
    });
    expect((await refused(page, 'pt')).errors).toEqual(['page: Página inválida']);
    const selection = '/api/tracking/entrega/export?ids=1,,2';
    expect((await refused(selection, 'en')).errors).toEqual(['ids: Invalid selection']);
    expect((await refused(selection, 'pt')).errors).toEqual(['ids: Seleção inválida']);
    const many = Array.from({ length: BULK_MAX_ROWS + 1 }, (_, index) => index + 1).join(',');
    const tooMany = await refused(`/api/tracking/entrega/export?ids=${many}`, 'en');
    expect(tooMany.messageIds).toEqual(['error.validation.tooManyItems']);
    expect(tooMany.errors).toEqual([`ids: Choose at most ${BULK_MAX_ROWS} items`]);
  });
});
