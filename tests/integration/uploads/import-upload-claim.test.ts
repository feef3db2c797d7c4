// One upload per import: concurrent uploads to one import store exactly one file, an upload cut
// off by the client leaves nothing on disk and the import can take its file again, refusals made
// before the body is read close the connection, and beginImport does not pile up empty imports.
import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, watch, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_OPEN_IMPORTS } from '../../../server/modules/tracking/imports/pipeline/open-imports';
import { authHeaders, createTestApp, DATABASES, login, type TestApp } from '../helpers';
import { beginImport, status, upload, waitForEnd } from '../nfe/import-client';
import { buildZip, fixture, multipart } from '../nfe/zip-builder';
import { listenLocal, openSocket, requestHead, sendWhole } from './raw-http';

const UPLOAD_LIMIT = 8 * 1024 ** 2;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until<T>(
  what: string,
  probe: () => Promise<T | undefined> | T | undefined,
  timeoutMs = 10_000,
) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = await probe();
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(25);
  }
}

describe.each(DATABASES)('import upload claims on %s', (kind) => {
  let test: TestApp;
  let app: FastifyInstance;
  let token: string;
  let port: number;
  let importsDir: string;
  let zip: Buffer;

  const importRow = (id: number) =>
    app.db
      .selectFrom('nfeImport')
      .select(['situacao', 'arquivoArmazenado', 'nomeArquivo'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
  const filesOnDisk = () => readdirSync(importsDir);

  beforeAll(async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'rota-upload-claim-'));
    test = await createTestApp(kind, { dataDir, importMaxUploadBytes: UPLOAD_LIMIT });
    app = test.app;
    // The local store keeps each company's uploads in a folder of its own.
    const { empresaId } = await app.db
      .selectFrom('usuario')
      .select('empresaId')
      .where('nomeAcesso', '=', 'admin')
      .executeTakeFirstOrThrow();
    importsDir = join(dataDir, 'imports', String(empresaId));
    mkdirSync(importsDir, { recursive: true });
    token = await login(app, 'admin');
    port = await listenLocal(app);
    // One NF-e and 1 MB of stored filler: big enough that the nine uploads overlap.
    zip = await buildZip([
      { name: 'a.xml', data: fixture('nfe', 'nfeProc-4.00_SP-PR_FOB_2022.xml') },
      { name: 'filler.bin', data: Buffer.alloc(1024 ** 2, 7), store: true },
    ]);
  });
  afterAll(() => test.close());

  it('stores one file when nine uploads race for one import, and answers the other eight 409', async () => {
    const id = await beginImport(app, token);
    const created = new Set<string>();
    const watcher = watch(importsDir, (_event, name) => {
      const uuid = name?.match(/^([0-9a-f-]{36})\./)?.[1];
      if (uuid) created.add(uuid);
    });
    let answers;
    try {
      answers = await Promise.all(Array.from({ length: 9 }, () => upload(app, token, id, zip)));
      await sleep(200);
    } finally {
      watcher.close();
    }
    const codes = answers.map((answer) => answer.statusCode).sort();
    expect(codes).toEqual([200, ...Array<number>(8).fill(409)]);
    for (const refused of answers.filter((answer) => answer.statusCode === 409)) {
      expect(refused.json().errors[0]).toMatch(/já recebeu um arquivo/);
      expect(refused.headers.connection).toBe('close');
    }
    // Exactly one file was ever written: the accepted upload's.
    const row = await importRow(id);
    expect([...created]).toEqual([row.arquivoArmazenado?.slice(0, 36)]);
    expect(filesOnDisk().filter((name) => name.endsWith('.part'))).toEqual([]);
    await waitForEnd(app, token, id);
  });

  it('removes what an upload cut off by the client wrote, and takes the file again', async () => {
    const id = await beginImport(app, token);
    const boundary = 'rotaCortado';
    const partHead = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="cortado.zip"\r\n` +
        'Content-Type: application/zip\r\n\r\n',
    );
    const socket = await openSocket(port);
    socket.on('error', () => {});
    socket.write(
      requestHead('POST', `/api/tracking/nfe/importzip?id=${id}`, {
        ...authHeaders(token),
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': 4 * 1024 ** 2,
      }),
    );
    // A zip's first bytes and then half a megabyte, of the four megabytes announced.
    socket.write(Buffer.concat([partHead, zip.subarray(0, 512 * 1024)]));
    const partial = await until('the partial file', () => {
      const name = filesOnDisk().find((file) => file.endsWith('.part'));
      return name;
    });
    expect((await importRow(id)).arquivoArmazenado).toBe(partial);
    socket.destroy();

    await until('the partial file to be removed', () => (filesOnDisk().includes(partial) ? undefined : true));
    await until('the import to wait again', async () => {
      const row = await importRow(id);
      return row.arquivoArmazenado === null ? row : undefined;
    });
    expect(await importRow(id)).toEqual({
      situacao: 'aguardandoArquivo',
      arquivoArmazenado: null,
      nomeArquivo: null,
    });

    const again = await upload(app, token, id, zip, 'inteiro.zip');
    expect(again.statusCode, again.body).toBe(200);
    const ended = await waitForEnd(app, token, id);
    expect(ended).toMatchObject({ nomeArquivo: 'inteiro.zip', quantidadeImportadas: expect.any(Number) });
  });

  it('closes the connection after refusing an upload before its body (409 taken, 413 declared)', async () => {
    const taken = await beginImport(app, token);
    expect((await upload(app, token, taken, zip)).statusCode).toBe(200);
    const body = multipart(zip.subarray(0, 256 * 1024), 'de-novo.zip');
    const request = (id: number, form: ReturnType<typeof multipart>, declared = form.payload.length) =>
      Buffer.concat([
        Buffer.from(
          requestHead('POST', `/api/tracking/nfe/importzip?id=${id}`, {
            ...authHeaders(token),
            ...form.headers,
            'content-length': declared,
          }),
        ),
        form.payload,
      ]);

    const conflict = await sendWhole(port, request(taken, body));
    expect(conflict.status).toBe(409);
    expect(conflict.headers.connection).toBe('close');
    expect(conflict.closedByServer).toBe(true);

    // Declares far more than the limit, and sends only the start of it.
    const fresh = await beginImport(app, token);
    const tooLarge = await sendWhole(port, request(fresh, body, UPLOAD_LIMIT * 2));
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.headers.connection).toBe('close');
    expect(tooLarge.closedByServer).toBe(true);
    expect(tooLarge.body).toMatch(/limite de 8 MB/);
    expect((await status(app, token, fresh)).situacao).toBe('falhou');

    // An accepted upload keeps the connection (the refusals above are what closed theirs).
    const next = await beginImport(app, token);
    const accepted = await sendWhole(port, request(next, multipart(zip, 'ok.zip')), 1000);
    expect(accepted.status).toBe(200);
    expect(accepted.closedByServer).toBe(false);
    await waitForEnd(app, token, taken);
    await waitForEnd(app, token, next);
  });

  it('keeps at most a few empty imports per user and kind, and drops those abandoned for a day', async () => {
    const operador = await login(app, 'operador');
    const opened = [];
    for (let i = 0; i < MAX_OPEN_IMPORTS + 3; i += 1) opened.push(await beginImport(app, operador));
    const distinct = [...new Set(opened)];
    expect(distinct).toHaveLength(MAX_OPEN_IMPORTS);
    // Past the limit the newest empty import is answered again.
    expect(opened.slice(MAX_OPEN_IMPORTS)).toEqual(Array<number>(3).fill(distinct.at(-1)!));

    const waitingRows = () =>
      app.db
        .selectFrom('nfeImport as i')
        .innerJoin('usuario as u', 'u.id', 'i.usuarioId')
        .where('u.nomeAcesso', '=', 'operador')
        .where('i.situacao', '=', 'aguardandoArquivo')
        .select(['i.id', 'i.tipo'])
        .orderBy('i.id')
        .execute();
    expect(await waitingRows()).toHaveLength(MAX_OPEN_IMPORTS);

    // Another kind has its own allowance; an import that received its file frees a place.
    const cte = await beginImport(app, operador, 'cte');
    expect(distinct).not.toContain(cte);
    expect((await upload(app, operador, distinct[0]!, zip)).statusCode).toBe(200);
    const after = await beginImport(app, operador);
    expect(distinct).not.toContain(after);

    // One left without a file for two days is removed by the next beginImport of the user.
    await sql`update nfe_import set data_inicio = now() - interval '2 days' where id = ${distinct[1]!}`.execute(
      app.db,
    );
    // So is one whose upload a stopped server never finished, with the partial file it named.
    const partial = `${randomUUID()}.part`;
    writeFileSync(join(importsDir, partial), 'PK');
    await sql`update nfe_import set data_inicio = now() - interval '2 days', arquivo_armazenado = ${partial}
      where id = ${distinct[2]!}`.execute(app.db);
    await beginImport(app, operador);
    const left = (await waitingRows()).map((row) => row.id);
    expect(left).not.toContain(distinct[1]);
    expect(left).not.toContain(distinct[2]);
    expect(filesOnDisk()).not.toContain(partial);
    await waitForEnd(app, operador, distinct[0]!);
  });
});
