// What the import screens read besides the spec's calls: the user's running import (so a page
// left or reloaded picks it up), an import whose file is arriving in the list, the log narrowed
// to an outcome or to the problems, searched in the user's language, exported as CSV/XLSX with
// the same narrowing, and the delivery list narrowed to the deliveries one import created.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImportStatusDto } from '../../../src/domain/tracking/imports/document-import';
import { claimUpload, releaseUpload } from '../../../server/modules/tracking/imports/pipeline/upload-claim';
import { authHeaders, createTestApp, DATABASES, login, type TestApp } from '../helpers';
import { beginImport, importZip } from './import-client';
import { buildZip, nfeFixtures } from './zip-builder';

const TAKEN_IN = 'nfeProc-4.00_SP_CIF_6itens_destCPF.xml';

const get = (app: FastifyInstance, token: string, url: string, language = 'pt-BR') =>
  app.inject({ method: 'GET', url, headers: { ...authHeaders(token), 'accept-language': language } });

describe.each(DATABASES)('import screens on %s', (kind) => {
  let test: TestApp;
  let app: FastifyInstance;
  let token: string;
  let done: ImportStatusDto;

  beforeAll(async () => {
    test = await createTestApp(kind, { dataDir: mkdtempSync(join(tmpdir(), 'rota-log-views-')) });
    app = test.app;
    token = await login(app, 'admin');
    // The 13 samples (11 taken in, 2 refused), one of them twice (a duplicate), and a text file.
    const files = nfeFixtures();
    done = await importZip(
      app,
      token,
      await buildZip([
        ...files.map((f) => ({ name: f.name, data: f.data })),
        { name: `copia/${TAKEN_IN}`, data: files.find((f) => f.name === TAKEN_IN)!.data },
        { name: 'leia-me.txt', data: Buffer.from('nada') },
      ]),
      'visoes.zip',
    );
  });
  afterAll(() => test.close());

  const page = async (query: string, language?: string) => {
    const answer = await get(app, token, `/api/tracking/nfe/storyDetails/${done.id}/page?${query}`, language);
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json<{ data: { items: { nomeArquivo: string; tipo: string }[]; total: number } }>().data;
  };

  it('narrows the log to an outcome, or to the problems, on the server', async () => {
    expect(done).toMatchObject({
      quantidadeImportadas: 11,
      quantidadeDuplicadas: 1,
      quantidadeRejeitadas: 3,
    });
    expect((await page('pageSize=100')).total).toBe(15);
    expect((await page('resultado=importadas&pageSize=100')).total).toBe(11);
    const rejected = await page('resultado=rejeitadas&pageSize=100');
    expect(rejected.total).toBe(3);
    expect(rejected.items.map((row) => row.tipo)).not.toContain('importada');
    expect((await page('resultado=duplicadas')).total).toBe(1);
    expect((await page('resultado=problemas&pageSize=100')).total).toBe(4);
    // Paged: the second page of ten holds the last five rows.
    expect((await page('page=2&pageSize=10')).items).toHaveLength(5);
    expect(
      (await get(app, token, `/api/tracking/nfe/storyDetails/${done.id}/page?resultado=outro`)).statusCode,
    ).toBe(400);
  });

  it("finds the outcome's and the sentence's words in the user's language", async () => {
    expect((await page('search=rejeit&pageSize=100')).total).toBe(3);
    expect((await page('search=REJEITADA&pageSize=100')).total).toBe(3);
    expect((await page('search=rejected&pageSize=100', 'en')).total).toBe(3);
    expect((await page('search=مرفوضة&pageSize=100', 'ar')).total).toBe(3);
    // 'rejected' is no Portuguese word: a Portuguese reader finds nothing by it.
    expect((await page('search=rejected&pageSize=100')).total).toBe(0);
    // The file name still counts, within a view too.
    expect((await page('search=leia-me&resultado=rejeitadas')).total).toBe(1);
    expect((await page('search=leia-me&resultado=importadas')).total).toBe(0);
  });

  it('exports the narrowed log as CSV and XLSX in the asked language', async () => {
    const csv = await get(
      app,
      token,
      `/api/tracking/nfe/storyDetails/${done.id}/export?format=csv&lang=en&resultado=rejeitadas`,
    );
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toContain(`importacao-${done.id}.csv`);
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines[0]).toBe('File name;Result;Occurrence description;Access key');
    expect(lines).toHaveLength(4);
    expect(lines.slice(1).every((line) => line.includes(';Rejected;'))).toBe(true);
    expect(csv.body).toContain('leia-me.txt');

    const xlsx = await get(app, token, `/api/tracking/nfe/storyDetails/${done.id}/export?format=xlsx`);
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');

    // Under another kind's prefix the import is not found.
    const other = await get(app, token, `/api/tracking/cte/storyDetails/${done.id}/export`);
    expect(other.statusCode).toBe(404);
  });

  it('lists the deliveries one import created', async () => {
    const answer = await get(app, token, `/api/tracking/entrega?importacao=${done.id}&pageSize=100`);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json<{ data: { total: number } }>().data.total).toBe(11);
    const none = await get(app, token, `/api/tracking/entrega?importacao=999999`);
    expect(none.json<{ data: { total: number } }>().data.total).toBe(0);
  });

  it("answers the user's running import, and lists an import whose file is arriving", async () => {
    const current = async () =>
      (await get(app, token, '/api/tracking/nfe/current')).json<{ data: ImportStatusDto | null }>().data;
    expect(await current()).toBeNull();
    const id = await beginImport(app, token);
    // Opened but no file yet: neither running nor listed.
    expect(await current()).toBeNull();
    const { empresaId } = await app.db
      .selectFrom('nfeImport')
      .select('empresaId')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    // The upload's claim, as the upload route takes it before reading the body.
    const claim = await claimUpload(app.db, { tipo: 'nfe', empresaId, importId: id });
    expect(claim).toBeDefined();
    expect(await current()).toMatchObject({ id, recebendoArquivo: true, situacao: 'aguardandoArquivo' });
    const list = await get(app, token, '/api/tracking/nfe/imports?pageSize=100');
    const ids = list.json<{ data: { items: ImportStatusDto[] } }>().data.items.map((row) => row.id);
    expect(ids).toContain(id);
    // Another kind's screen has nothing running.
    const cte = await get(app, token, '/api/tracking/cte/current');
    expect(cte.json<{ data: unknown }>().data).toBeNull();
    // The upload is cut: the import waits for a file again, not running, not listed.
    await releaseUpload(app.db, app.files, claim!);
    expect(await current()).toBeNull();
  });
});
