// The OCOREN import through the document-import pipeline and its HTTP API: a single .txt or a zip
// of them, each record logged, deliveries moved on, and nothing of another company touched.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImportOccurrence, ImportStatusDto } from '../../../src/domain/tracking/imports/document-import';
import {
  buildOcoren,
  type OcorenRecordInput,
} from '../../../server/modules/tracking/imports/ocoren/build-ocoren';
import { insertDelivery } from '../entrega-fixtures';
import { authHeaders, createTestApp, DATABASES, login, type TestApp } from '../helpers';
import { buildZip, multipart } from '../nfe/zip-builder';

const BASE = '/api/tracking/entregaOcorrencia';
const EMITENTE = '11222333000181';

const record = (numero: string, codigo: number, data: string): OcorenRecordInput => ({
  emitenteCnpj: EMITENTE,
  serie: '1',
  numero,
  codigo,
  data,
  hora: '0930',
});

describe.each(DATABASES)('OCOREN import on %s', (kind) => {
  let testApp: TestApp;
  let app: FastifyInstance;
  let token: string;
  let companyA: number;
  let ofB: number;
  const ids = new Map<string, number>();

  const get = (url: string, as = token) => app.inject({ method: 'GET', url, headers: authHeaders(as) });

  const importFile = async (data: Buffer, filename: string): Promise<ImportStatusDto> => {
    const begun = await get(`${BASE}/beginImport`);
    expect(begun.statusCode).toBe(200);
    const id = begun.json().data.id as number;
    const body = multipart(data, filename);
    const sent = await app.inject({
      method: 'POST',
      url: `${BASE}/importzip?id=${id}`,
      headers: { ...authHeaders(token), ...body.headers },
      payload: body.payload,
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const deadline = Date.now() + 30_000;
    for (;;) {
      const current = (await get(`${BASE}/get/${id}`)).json().data as ImportStatusDto;
      if (current.dataFim !== null) return current;
      if (Date.now() > deadline) throw new Error(`import ${id} did not finish`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };
  const logOf = async (id: number) =>
    ((await get(`${BASE}/storyDetails/${id}`)).json().data as ImportOccurrence[]).map((row) => [
      row.nomeArquivo,
      row.tipo,
    ]);
  const statusOf = async (numero: string) =>
    (
      await app.db
        .selectFrom('entrega')
        .select('status')
        .where('id', '=', ids.get(numero) ?? 0)
        .executeTakeFirstOrThrow()
    ).status;

  beforeAll(async () => {
    testApp = await createTestApp(kind);
    app = testApp.app;
    token = await login(app, 'admin');
    companyA = (await get('/api/scheduler/v1/access/me')).json().data.empresaId;
    const other = await app.db
      .selectFrom('empresa')
      .select('id')
      .where('id', '!=', companyA)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    for (const numero of ['7001', '7002', '7003']) {
      const { id } = await insertDelivery(app.db, companyA, {
        numero,
        dataEmissao: '2026-04-01T10:00:00-03:00',
        dataPrevista: '2026-04-10',
      });
      ids.set(numero, id);
    }
    ofB = (
      await insertDelivery(app.db, other.id, { numero: '7003', dataEmissao: '2026-04-01T10:00:00-03:00' })
    ).id;
  });
  afterAll(() => testApp?.close());

  it('imports a single 3.1 .txt: records, moves deliveries on, logs every line', async () => {
    const text = buildOcoren({
      version: '3.1',
      transportadorCnpj: '55444333000122',
      records: [record('7001', 1, '09042026'), record('7002', 1, '12042026'), record('8888', 1, '12042026')],
    });
    const done = await importFile(Buffer.from(`${text}342short\r\n`, 'latin1'), 'OCOREN.TXT');
    expect(done).toMatchObject({ situacao: 'concluida', quantidadeImportadas: 2, quantidadeRejeitadas: 2 });
    expect(await logOf(done.id)).toEqual([
      ['OCOREN.TXT', 'importada'],
      ['OCOREN.TXT', 'importada'],
      ['OCOREN.TXT', 'semEntrega'],
      ['OCOREN.TXT', 'linhaCurta'],
    ]);
    expect(await statusOf('7001')).toBe('entregue');
    expect(await statusOf('7002')).toBe('entregueComAtraso');
  });

  it('imports a zip of 5.0 files, counts a resent line as a duplicate, and leaves other companies alone', async () => {
    const first = buildOcoren({
      version: '5.0',
      transportadorCnpj: '55444333000122',
      records: [{ ...record('7003', 0, '05042026'), texto: 'saiu para entrega' }],
    });
    const second = buildOcoren({
      version: '3.1',
      transportadorCnpj: '55444333000122',
      records: [record('7001', 1, '09042026')],
    });
    const zip = await buildZip([
      { name: 'a.txt', data: Buffer.from(first) },
      { name: 'b.txt', data: Buffer.from(second) },
      { name: 'c.txt', data: Buffer.from('not an EDI file\n') },
    ]);
    const done = await importFile(zip, 'ocorrencias.zip');
    expect(done).toMatchObject({ quantidadeImportadas: 1, quantidadeDuplicadas: 1, quantidadeRejeitadas: 1 });
    expect(await logOf(done.id)).toEqual([
      ['a.txt', 'importada'],
      ['b.txt', 'duplicada'],
      ['c.txt', 'arquivoInvalido'],
    ]);
    expect(await statusOf('7003')).toBe('emTransito');
    const b = await app.db
      .selectFrom('entrega')
      .select('status')
      .where('id', '=', ofB)
      .executeTakeFirstOrThrow();
    expect(b.status).toBe('pendente');
  });

  it("lists a delivery's occurrences in time order, for its company only", async () => {
    // The engine's list of the occurrences nested in the delivery.
    const listed = await get(`${BASE}?parentId=${ids.get('7003')}`);
    expect(listed.statusCode).toBe(200);
    expect(listed.json().data.items).toMatchObject([
      {
        codigo: '0',
        descricao: 'Processo de Transporte já Iniciado',
        texto: 'SAIU PARA ENTREGA',
        status: 'emTransito',
      },
    ]);
    const staff = await login(app, 'operador');
    expect((await get(`${BASE}?parentId=${ids.get('7003')}`, staff)).statusCode).toBe(200);
    expect((await get(`${BASE}?parentId=${ofB}`)).statusCode).toBe(404);
    expect((await get(`${BASE}?parentId=2147483647`)).statusCode).toBe(404);
  });
});
