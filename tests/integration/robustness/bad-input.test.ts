// Input a client can send that PostgreSQL cannot take: each class answers 400 with a message,
// never 500, on every test database. The API fuzz test (api-fuzz.test.ts) sends the same classes
// to every route; this file pins one or more requests per class.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeaders, createTestApp, DATABASES, login, type TestApp } from '../helpers';
import { multipartFile, multipartType, truncatedMultipart } from './multipart';

const LOGIN_URL = '/api/scheduler/v1/access/login';

describe.each(DATABASES)('bad input on %s', (kind) => {
  let testApp: TestApp;
  let app: FastifyInstance;
  let headers: Record<string, string>;

  beforeAll(async () => {
    testApp = await createTestApp(kind, { loginRateLimit: 10_000, loginMaxFailures: 10_000 });
    app = testApp.app;
    // Database refusals behind the boundary check: what the error handler maps when a route lets
    // a value through.
    app.get('/api/probe/year-zero', async () => sql`select '0000-01-01'::date`.execute(app.db));
    app.get('/api/probe/int4', async () => sql`select ${'2147483648'}::int4`.execute(app.db));
    app.get('/api/probe/not-a-number', async () => sql`select ${'abc'}::int4`.execute(app.db));
    app.get('/api/probe/nul-byte', async () =>
      sql`select convert_from('\\x00'::bytea, 'UTF8')`.execute(app.db),
    );
    headers = authHeaders(await login(app, 'admin'));
  });
  afterAll(() => testApp?.close());

  const get = (url: string) => app.inject({ method: 'GET', url, headers });
  const expectRefused = (response: { statusCode: number; json: () => unknown }) => {
    expect(response.statusCode).toBe(400);
    const body = response.json() as { isSuccess: boolean; errors: string[] };
    expect(body.isSuccess).toBe(false);
    expect(body.errors.length).toBeGreaterThan(0);
  };

  it('refuses a NUL character in a search, a filter or a path', async () => {
    const search = await get('/api/tracking/empresa?search=a%00b');
    expectRefused(search);
    expect(JSON.stringify(search.json())).toContain('caractere inválido');
    expectRefused(await get('/api/tracking/entrega?destinatario=%00'));
    expectRefused(await get('/api/tracking/entrega?cidade=s%C3%A3o%00'));
    expectRefused(await get('/api/tracking/usuario?search=%00&page=1'));
  });

  it('refuses a lone surrogate or a NUL in a JSON body', async () => {
    const json = (url: string, payload: string) =>
      app.inject({
        method: 'POST',
        url,
        headers: { ...headers, 'content-type': 'application/json' },
        payload,
      });
    // JSON escapes, so the server's parser makes the broken strings itself.
    expectRefused(await json('/api/tracking/filtroSalvo', '{"nome":"a\\ud800b","filtros":{}}'));
    expectRefused(await json('/api/tracking/filtroSalvo', '{"nome":"ok","filtros":{"uf":"\\udc00"}}'));
    expectRefused(await json(LOGIN_URL, '{"login":"adm\\u0000in","password":"demo1234"}'));
    expectRefused(await json('/api/tracking/empresa', '{"\\ud83d":"key with a half emoji"}'));
  });

  it('refuses text over the global cap before any route reads it', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/tracking/filtroSalvo',
      headers,
      payload: { nome: 'x'.repeat(100_001), filtros: {} },
    });
    expectRefused(response);
    expect(response.json().messageIds).toEqual(['error.validation.tooLong']);
    expect(response.json().errors[0]).toMatch(/^body\.nome: Use no máximo 100\.000 caracteres$/);
  });

  it('refuses a logo sent as a data URL in the body: logos are uploaded files', async () => {
    const logoUrl = `data:image/png;base64,${'A'.repeat(200_000)}`;
    const current = await get('/api/tracking/empresa/1');
    const { nome, nomeFantasia } = current.json().data as { nome: string; nomeFantasia: string };
    const saved = await app.inject({
      method: 'PUT',
      url: '/api/tracking/empresa/1',
      headers,
      payload: { nome, nomeFantasia, logoUrl },
    });
    expectRefused(saved);
    expect(saved.json().errors[0]).toMatch(/^body\.logoUrl: Use no máximo 100\.000 caracteres$/);
  });

  it('refuses days outside 1900..2999 in filters and the dashboard', async () => {
    for (const day of ['0000-01-01', '99999-12-31', '9999-12-31', '1899-12-31']) {
      const list = await get(`/api/tracking/entrega?dataInicio=${day}`);
      expectRefused(list);
      expectRefused(await get(`/api/tracking/entrega?dataFim=${day}`));
      expectRefused(await get(`/api/tracking/dashboard/entregas?dataInicio=${day}&dataFim=2024-01-01`));
    }
    expect((await get('/api/tracking/entrega?dataInicio=1900-01-01&dataFim=2999-12-31')).statusCode).toBe(
      200,
    );
  });

  it('refuses ids beyond 32 bits in paths and queries; the largest valid id is a 404', async () => {
    for (const id of ['2147483648', '9007199254740992', '9007199254740993', '1e100', '-1', '0', '1.5']) {
      expectRefused(await get(`/api/tracking/empresa/${id}`));
      expectRefused(await get(`/api/tracking/nfe/get/${id}`));
      expectRefused(await get(`/api/tracking/usuario?companyId=${id}`));
    }
    expect((await get('/api/tracking/empresa/2147483647')).statusCode).toBe(404);
    expectRefused(
      await app.inject({ method: 'POST', url: '/api/tracking/nfe/importzip?id=2147483648', headers }),
    );
  });

  it('answers a sign-in with a 10,000-character login as refused, not as a crash', async () => {
    // Random characters, so no compression lets the index row fit.
    const huge = randomBytes(7_500).toString('base64').slice(0, 10_000);
    const response = await app.inject({
      method: 'POST',
      url: LOGIN_URL,
      payload: { login: huge, password: 'whatever' },
    });
    // The database refuses the index row (54000); the error handler answers it as a bad value.
    expectRefused(response);
  });

  it('answers a cut-off or malformed multipart upload with 400', async () => {
    const upload = (url: string, payload: Buffer, type = multipartType()) =>
      app.inject({ method: 'POST', url, headers: { ...headers, 'content-type': type }, payload });
    const file = randomBytes(4096);
    const cut = truncatedMultipart(file, 1000);
    expectRefused(await upload('/api/tracking/comprovante/ler', cut));
    expectRefused(await upload('/api/tracking/comprovante', cut));
    expectRefused(await upload('/api/tracking/tabelaOcorrenciaDePara/importArquivo', cut));
    const begun = await get('/api/tracking/nfe/beginImport');
    const { id } = begun.json().data as { id: number };
    expectRefused(await upload(`/api/tracking/nfe/importzip?id=${id}`, cut));
    // No boundary in the content type, and a body that never opens a part.
    expectRefused(await upload('/api/tracking/comprovante/ler', multipartFile(file), 'multipart/form-data'));
    expectRefused(await upload('/api/tracking/comprovante/ler', Buffer.from('garbage')));
  });

  it('maps a value the database refuses to 400 with a generic message', async () => {
    for (const url of ['year-zero', 'int4', 'not-a-number', 'nul-byte'].map(
      (probe) => `/api/probe/${probe}`,
    )) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(400);
      expect(response.json()).toEqual({
        isSuccess: false,
        errors: ['Valor inválido: verifique os dados enviados.'],
        messageIds: ['error.invalidValue'],
      });
    }
  });
});
