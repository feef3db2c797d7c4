// Every upload route answers a broken request with 400 and a message, never 500: a multipart body
// cut off before its closing boundary, one without a file part, one without a boundary, and a body
// that is not multipart at all. An import that received such a body still waits for its file.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeaders, createTestApp, DATABASES, login, type TestApp } from '../helpers';
import { beginImport } from '../nfe/import-client';

const BOUNDARY = 'rotaQuebrado';
const multipartType = { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` };

const filePart = (bytes: Buffer) =>
  Buffer.concat([
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="arquivo.zip"\r\n` +
        'Content-Type: application/octet-stream\r\n\r\n',
    ),
    bytes,
  ]);

/** A zip's first bytes, then the body simply ends: no closing boundary. */
const cutOff = () => filePart(Buffer.concat([Buffer.from('PK\u0003\u0004'), Buffer.alloc(4096, 1)]));

/** A whole, well-formed body with one text field and no file. */
const noFile = () =>
  Buffer.from(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="nota"\r\n\r\n123\r\n--${BOUNDARY}--\r\n`,
  );

interface Route {
  name: string;
  url: () => Promise<string>;
  importId?: (url: string) => number;
}

describe.each(DATABASES)('malformed uploads on %s', (kind) => {
  let test: TestApp;
  let app: FastifyInstance;
  let token: string;

  beforeAll(async () => {
    test = await createTestApp(kind, { dataDir: mkdtempSync(join(tmpdir(), 'rota-malformed-')) });
    app = test.app;
    token = await login(app, 'admin');
  });
  afterAll(() => test.close());

  const importRoute = (prefix: string): Route => ({
    name: `${prefix}/importzip`,
    url: async () => `/api/tracking/${prefix}/importzip?id=${await beginImport(app, token, prefix)}`,
    importId: (url) => Number(new URL(url, 'http://x').searchParams.get('id')),
  });
  const fixed = (name: string, url: string): Route => ({ name, url: async () => url });
  const routes: Route[] = [
    importRoute('nfe'),
    importRoute('cte'),
    importRoute('entregaOcorrencia'),
    fixed('comprovante', '/api/tracking/comprovante'),
    fixed('comprovante/ler', '/api/tracking/comprovante/ler'),
    fixed('de-para importArquivo', '/api/tracking/tabelaOcorrenciaDePara/importArquivo'),
  ];

  const post = (url: string, headers: Record<string, string>, payload: Buffer | string) =>
    app.inject({ method: 'POST', url, headers: { ...authHeaders(token), ...headers }, payload });

  /** 400 with a message, and an import (if any) still waiting for its file, with nothing claimed. */
  async function expectRefused(route: Route, url: string, answer: Awaited<ReturnType<typeof post>>) {
    expect(answer.statusCode, `${route.name}: ${answer.body}`).toBe(400);
    const body = answer.json<{ isSuccess: boolean; errors: string[] }>();
    expect(body.isSuccess).toBe(false);
    expect(body.errors[0]).toEqual(expect.any(String));
    if (route.importId) {
      const row = await app.db
        .selectFrom('nfeImport')
        .select(['situacao', 'arquivoArmazenado'])
        .where('id', '=', route.importId(url))
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ situacao: 'aguardandoArquivo', arquivoArmazenado: null });
    }
    return body.errors[0]!;
  }

  for (const route of routes) {
    it(`${route.name}: a body cut off before its closing boundary answers 400`, async () => {
      const url = await route.url();
      const message = await expectRefused(route, url, await post(url, multipartType, cutOff()));
      expect(message).toMatch(/incompleto ou malformado/);
    });

    it(`${route.name}: a body without a file part answers 400`, async () => {
      const url = await route.url();
      const message = await expectRefused(route, url, await post(url, multipartType, noFile()));
      // A field where the file should be: none was sent, or (no field allowed) not only a file.
      expect(message).toMatch(/Nenhum arquivo enviado|Envie um único arquivo/);
    });

    it(`${route.name}: multipart without a boundary, JSON and plain text answer 400`, async () => {
      for (const [headers, payload] of [
        [{ 'content-type': 'multipart/form-data' }, cutOff()],
        [{ 'content-type': 'application/json' }, '{"file":"PK"}'],
        [{ 'content-type': 'text/plain' }, 'PK não é um zip'],
      ] as const) {
        const url = await route.url();
        await expectRefused(route, url, await post(url, headers, payload));
      }
    });
  }

  it('still takes a good upload afterwards', async () => {
    const id = await beginImport(app, token);
    const body = Buffer.concat([cutOff(), Buffer.from(`\r\n--${BOUNDARY}--\r\n`)]);
    const answer = await post(`/api/tracking/nfe/importzip?id=${id}`, multipartType, body);
    // A whole body with a broken zip is accepted; the job then says what is wrong with it.
    expect(answer.statusCode, answer.body).toBe(200);
  });
});
