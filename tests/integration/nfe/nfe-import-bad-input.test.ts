// Bad input never reaches the database: each hostile or broken upload ends its import with a
// clear message (on the import and in its log) and leaves no nota fiscal or delivery behind.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_ZIP_LIMITS } from '../../../server/modules/tracking/imports/zip/zip-entries';
import { MULTIPART_OVERHEAD_BYTES } from '../../../server/services/uploaded-file';
import { authHeaders, createTestApp, DATABASES, login, type TestApp } from '../helpers';
import { beginImport, importZip, occurrences, status, upload, waitForEnd } from './import-client';
import { buildZip, fixture, multipart, nfeFixtures } from './zip-builder';

const UPLOAD_LIMIT = 256 * 1024;

async function notaCount(app: FastifyInstance) {
  const row = await app.db
    .selectFrom('notaFiscal')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

describe.each(DATABASES)('NF-e import bad input on %s', (kind) => {
  let test: TestApp;
  let app: FastifyInstance;
  let token: string;

  beforeAll(async () => {
    test = await createTestApp(kind, {
      dataDir: mkdtempSync(join(tmpdir(), 'rota-nfe-bad-')),
      importMaxUploadBytes: UPLOAD_LIMIT,
      importZipLimits: { ...DEFAULT_ZIP_LIMITS, maxEntries: 20, maxEntryBytes: 30_000 },
    });
    app = test.app;
    token = await login(app, 'admin');
  });
  afterAll(() => test.close());

  /** Uploads, expects the refusal, and checks the import ended with the same message. */
  async function refusedUpload(
    zip: Buffer,
    statusCode: number,
    message: RegExp,
    nomeArquivo: string | null = 'ruim.zip',
  ) {
    const id = await beginImport(app, token);
    const answer = await upload(app, token, id, zip, 'ruim.zip');
    expect(answer.statusCode).toBe(statusCode);
    const body = answer.json<{ isSuccess: boolean; errors: string[] }>();
    expect(body.isSuccess).toBe(false);
    expect(body.errors.join(' ')).toMatch(message);
    const ended = await status(app, token, id);
    expect(ended).toMatchObject({ situacao: 'falhou', nomeArquivo });
    expect(ended.erro).toMatch(message);
    expect(ended.dataFim).not.toBeNull();
    const log = await occurrences(app, token, id);
    expect(log).toEqual([
      expect.objectContaining({ tipo: 'arquivoInvalido', nomeArquivo: nomeArquivo ?? 'arquivo enviado' }),
    ]);
  }

  /** Uploads (accepted: it starts like a zip), then the job ends the import with the message. */
  async function failedImport(zip: Buffer, message: RegExp) {
    const before = await notaCount(app);
    const id = await beginImport(app, token);
    const answer = await upload(app, token, id, zip, 'ruim.zip');
    expect(answer.statusCode, answer.body).toBe(200);
    const ended = await waitForEnd(app, token, id);
    expect(ended.situacao).toBe('falhou');
    expect(ended.erro).toMatch(message);
    expect(await notaCount(app)).toBe(before);
    return ended;
  }

  it('refuses a file that is not a zip', async () => {
    await refusedUpload(fixture('nfe', 'nfeProc-4.00_SP-PR_FOB_2022.xml'), 400, /não é um arquivo zip/);
  });

  it('refuses an upload over the size limit with 413', async () => {
    // Stored (not deflated) copies of the samples make a zip well over the 256 KB limit.
    const files = nfeFixtures().map((f) => ({ ...f, store: true }));
    const big = await buildZip([...files, ...files.map((f) => ({ ...f, name: `copia-${f.name}` }))]);
    expect(big.length).toBeGreaterThan(UPLOAD_LIMIT + MULTIPART_OVERHEAD_BYTES);
    // Its declared length is refused before the body is read: the file's name is never seen.
    await refusedUpload(big, 413, /limite de 256 KB/, null);
    // Just over the limit, within the room left for the multipart framing: cut off while read.
    await refusedUpload(big.subarray(0, UPLOAD_LIMIT + 1024), 413, /limite de 256 KB/);
    expect(await notaCount(app)).toBe(0);
  });

  it('ends the import of an empty zip', async () => {
    await failedImport(await buildZip([]), /vazio/);
  });

  it('ends the import of a truncated (corrupt) zip', async () => {
    const zip = await buildZip(nfeFixtures().slice(0, 3));
    await failedImport(zip.subarray(0, zip.length - 40), /não é um zip válido|corrompido/);
  });

  it('keeps what was read when an entry turns out corrupt half-way', async () => {
    const files = nfeFixtures().slice(0, 3);
    const zip = await buildZip(files);
    // Damage the deflated data of the last entry (its local header name is followed by the data).
    const at = zip.indexOf(Buffer.from(files[2]!.name)) + files[2]!.name.length + 40;
    for (let i = 0; i < 64; i += 1) zip[at + i] = 0xff;
    const before = await notaCount(app);
    const id = await beginImport(app, token);
    expect((await upload(app, token, id, zip, 'ruim.zip')).statusCode).toBe(200);
    const ended = await waitForEnd(app, token, id);
    expect(ended.situacao).toBe('falhou');
    expect(ended.erro).toMatch(/corrompido/);
    expect(ended.erro).toContain('de 3');
    // The batch holding the broken entry is not written: nothing half-done.
    expect(await notaCount(app)).toBe(before);
  });

  it('refuses a zip bomb (suspicious compression ratio) before inflating anything', async () => {
    const zeros = Buffer.alloc(40 * 1024 ** 2);
    await failedImport(await buildZip([{ name: 'bomba.xml', data: zeros }]), /taxa de compressão suspeita/);
  });

  it('refuses a zip with more entries than allowed', async () => {
    const many = Array.from({ length: 21 }, (_, i) => ({ name: `n${i}.xml`, data: Buffer.from('<a/>') }));
    await failedImport(await buildZip(many), /mais de 20 arquivos/);
  });

  it('skips a single entry larger than an NF-e can be, importing the rest', async () => {
    const done = await importZip(
      app,
      token,
      await buildZip([
        { name: 'grande.xml', data: Buffer.alloc(40_000, 0x20) },
        { name: 'ok.xml', data: fixture('nfe', 'nfeProc-4.00_SC-SP_CIF_destCPF_360kg.xml') },
      ]),
    );
    const log = await occurrences(app, token, done.id);
    expect(log.map((row) => row.tipo)).toEqual(['arquivoGrande', 'importada']);
  });

  it('answers 409 to a second upload, 404 to an unknown import and 400 without a file', async () => {
    const id = await beginImport(app, token);
    const zip = await buildZip([{ name: 'a.xml', data: fixture('nfe', 'nfeProc-4.00_SP-PR_FOB_2022.xml') }]);
    expect((await upload(app, token, id, zip)).statusCode).toBe(200);
    const again = await upload(app, token, id, zip);
    expect(again.statusCode).toBe(409);
    expect(again.json().errors[0]).toMatch(/já recebeu um arquivo/);
    expect((await upload(app, token, 999_999, zip)).statusCode).toBe(404);

    const other = await beginImport(app, token);
    const wrongField = multipart(zip, 'a.zip', 'anexo');
    const answer = await app.inject({
      method: 'POST',
      url: `/api/tracking/nfe/importzip?id=${other}`,
      headers: { ...authHeaders(token), ...wrongField.headers },
      payload: wrongField.payload,
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().errors[0]).toMatch(/campo file/);
    await waitForEnd(app, token, id);
  });
});
