// Two server instances on one database with the database file store, as a scale-out runs them:
// each has its own DATA_DIR, and only B runs import jobs. An NF-e zip uploaded through A is
// imported by B's job and its deliveries appear; a proof attached through A is served by B, whole
// and in part; another company reaches neither.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../server/app';
import type { Config } from '../../../server/config';
import { authHeaders, createTestDatabase, DATABASES, login, type TestDatabase } from '../helpers';
import { beginImport, upload, waitForEnd } from '../nfe/import-client';
import { buildZip, nfeFixtures } from '../nfe/zip-builder';
import { multipartFile, receiptWithBarcode } from '../../support/proof-images';

const KEY = '35180803102452000172550010000474281920007498';

describe.each(DATABASES)('two instances sharing the database file store on %s', (kind) => {
  let database: TestDatabase;
  let a: FastifyInstance;
  let b: FastifyInstance;
  const dataDirA = mkdtempSync(join(tmpdir(), 'rota-instance-a-'));
  const dataDirB = mkdtempSync(join(tmpdir(), 'rota-instance-b-'));
  let tokenA: string;

  const start = (overrides: Partial<Config>) =>
    buildApp({ config: { logLevel: 'silent', seedDemo: false, ...overrides }, seed: false, serveSpa: false });

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    const shared = {
      databaseUrl: database.databaseUrl,
      jwtSecret: randomBytes(32).toString('hex'),
      fileStore: 'database' as const,
    };
    // A takes uploads only: every import job must be run by B.
    a = await start({ ...shared, dataDir: dataDirA, importWorker: false });
    b = await start({ ...shared, dataDir: dataDirB, importWorker: true });
    tokenA = await login(a, 'admin');
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await database?.drop();
  });

  it('imports on B the zip uploaded through A, and the deliveries appear', async () => {
    const zip = await buildZip(nfeFixtures().map((f) => ({ name: f.name, data: f.data })));
    const id = await beginImport(a, tokenA);
    const answer = await upload(a, tokenA, id, zip, 'amostras.zip');
    expect(answer.statusCode, answer.body).toBe(200);
    // Read through B with the token A issued: the instances share the secret, as they must.
    const done = await waitForEnd(b, tokenA, id);
    expect(done).toMatchObject({ situacao: 'concluida', quantidadeImportadas: 11, erro: null });

    const delivery = await b.db
      .selectFrom('entrega')
      .innerJoin('notaFiscal', 'notaFiscal.id', 'entrega.notaFiscalId')
      .select(['entrega.id', 'entrega.status'])
      .where('notaFiscal.chaveAcesso', '=', KEY)
      .executeTakeFirst();
    expect(delivery?.status).toBe('pendente');
    // Nothing was kept in either instance's own folder, and the finished import's file is gone.
    expect(existsSync(join(dataDirA, 'imports'))).toBe(false);
    expect(existsSync(join(dataDirB, 'imports'))).toBe(false);
    // The job removes the upload right after it marks the import finished.
    const uploadsLeft = () =>
      b.db.selectFrom('storedFile').select('name').where('area', '=', 'imports').execute();
    for (let tries = 0; tries < 50 && (await uploadsLeft()).length > 0; tries += 1)
      await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await uploadsLeft()).toEqual([]);
  });

  it('serves through B the proof attached through A, whole and in part, to its company only', async () => {
    const photo = await receiptWithBarcode(KEY);
    const body = multipartFile(photo, 'IMG_0001.JPG', 'image/jpeg');
    const attached = await a.inject({
      method: 'POST',
      url: '/api/tracking/comprovante',
      headers: { ...authHeaders(tokenA), ...body.headers },
      payload: body.payload,
    });
    expect(attached.statusCode, attached.body).toBe(201);
    const { comprovante } = attached.json().data as { comprovante: { id: number; tamanho: number } };
    const url = `/api/tracking/comprovante/${comprovante.id}/arquivo`;

    const fromA = await a.inject({ method: 'GET', url, headers: authHeaders(tokenA) });
    const fromB = await b.inject({ method: 'GET', url, headers: authHeaders(tokenA) });
    expect(fromB.statusCode).toBe(200);
    expect(fromB.headers['content-type']).toBe('image/webp');
    expect(Number(fromB.headers['content-length'])).toBe(comprovante.tamanho);
    expect(fromB.rawPayload.subarray(8, 12).toString()).toBe('WEBP');
    expect(fromB.rawPayload.equals(fromA.rawPayload)).toBe(true);

    const part = await b.inject({
      method: 'GET',
      url,
      headers: { ...authHeaders(tokenA), range: 'bytes=8-11' },
    });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 8-11/${comprovante.tamanho}`);
    expect(part.body).toBe('WEBP');
    const past = await b.inject({
      method: 'GET',
      url,
      headers: { ...authHeaders(tokenA), range: `bytes=${comprovante.tamanho}-` },
    });
    expect(past.statusCode).toBe(416);
    expect(past.headers['content-range']).toBe(`bytes */${comprovante.tamanho}`);

    // Another company's user gets 404 on either instance.
    const signUp = await b.inject({
      method: 'POST',
      url: '/api/tracking/usuario/create',
      payload: {
        nomeApresentacao: 'Dona da Outra Empresa',
        nomeAcesso: 'dona.outra',
        email: 'dona@outra.example',
        password: 'outra-empresa-123',
        empresaNomeFantasia: 'Outra Empresa',
      },
    });
    expect(signUp.statusCode).toBe(200);
    const tokenOther = signUp.json<{ token: string }>().token;
    for (const instance of [a, b])
      expect(
        (await instance.inject({ method: 'GET', url, headers: authHeaders(tokenOther) })).statusCode,
      ).toBe(404);
    expect(existsSync(join(dataDirA, 'comprovantes'))).toBe(false);
  });
});
