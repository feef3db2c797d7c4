// The OCOREN writer on real databases: each record finds its delivery by NF-e within the
// company, is recorded once, and moves the delivery's status through the company's mapping or
// the PROCEDA table; what cannot be recorded becomes a log row.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildOcoren,
  type OcorenRecordInput,
} from '../../../server/modules/tracking/imports/ocoren/build-ocoren';
import {
  loadCodeTables,
  problemLogRow,
  writeOcorenBatch,
} from '../../../server/modules/tracking/imports/ocoren/ocoren-writer';
import { parseOcoren } from '../../../server/modules/tracking/imports/ocoren/parse-ocoren';
import { insertDelivery } from '../entrega-fixtures';
import { createTestApp, DATABASES, type TestApp } from '../helpers';

const EMITENTE = '11222333000181';
const CARRIER = '55444333000122';

describe.each(DATABASES)('OCOREN writer on %s', (kind) => {
  let testApp: TestApp;
  let app: FastifyInstance;
  let companyA: number;
  let companyB: number;
  const ids = new Map<string, number>();

  const importFile = async (
    empresaId: number,
    records: OcorenRecordInput[],
    version: '3.1' | '5.0' = '3.1',
  ) => {
    const parsed = parseOcoren(
      new TextEncoder().encode(buildOcoren({ version, transportadorCnpj: CARRIER, records })),
    );
    const tables = await loadCodeTables(app.db, empresaId);
    const rows = await app.db
      .transaction()
      .execute((trx) =>
        writeOcorenBatch(trx, { empresaId, importId: null, tables, occurrences: parsed.occurrences }),
      );
    return [...rows, ...parsed.problems.map(problemLogRow)].sort((a, b) => a.line - b.line);
  };
  const statusOf = async (id: number) =>
    await app.db
      .selectFrom('entrega')
      .select(['status', 'dataEntrega'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
  const rec = (numero: string, codigo: number | string, data: string, hora = '1000'): OcorenRecordInput => ({
    emitenteCnpj: EMITENTE,
    serie: '001',
    numero: numero.padStart(8, '0'),
    codigo,
    data,
    hora,
  });

  beforeAll(async () => {
    testApp = await createTestApp(kind);
    app = testApp.app;
    const companies = await app.db.selectFrom('empresa').select('id').orderBy('id').limit(2).execute();
    companyA = companies[0]?.id ?? 0;
    companyB = companies[1]?.id ?? 0;
    const specs: [string, number, string | null, 'pendente' | 'entregue' | 'cancelada'][] = [
      ['9001', companyA, '2026-05-10', 'pendente'],
      ['9002', companyA, '2026-05-10', 'pendente'],
      ['9003', companyA, '2026-05-10', 'pendente'],
      ['9004', companyA, null, 'entregue'],
      ['9005', companyA, null, 'cancelada'],
      ['9006', companyA, null, 'pendente'],
      ['9007', companyB, '2026-05-10', 'pendente'],
    ];
    for (const [numero, empresaId, dataPrevista, status] of specs) {
      const { id } = await insertDelivery(app.db, empresaId, {
        numero,
        dataEmissao: '2026-05-01T10:00:00-03:00',
        dataPrevista,
        status,
      });
      ids.set(numero, id);
    }
  });
  afterAll(() => testApp.close());

  it('delivers on time, late, returns, and logs unknown NF-e and codes', async () => {
    const log = await importFile(
      companyA,
      [
        rec('9001', 0, '09052026', '0800'),
        rec('9001', 1, '10052026', '2300'),
        rec('9002', 1, '11052026'),
        rec('9003', 25, '12052026'),
        rec('9999', 1, '12052026'),
        rec('9004', 0, '12052026'),
        rec('9005', 1, '12052026'),
        rec('9006', 123, '12052026'),
        rec('9007', 1, '12052026'),
      ],
      '5.0',
    );
    expect(log.map((row) => row.tipo)).toEqual([
      'ocorrenciaRegistrada',
      'ocorrenciaRegistrada',
      'ocorrenciaRegistrada',
      'ocorrenciaRegistrada',
      'semEntrega',
      'ocorrenciaRegistrada',
      'ocorrenciaRegistrada',
      'codigoDesconhecido',
      'semEntrega',
    ]);
    expect(await statusOf(ids.get('9001') ?? 0)).toEqual({
      status: 'entregue',
      dataEntrega: new Date('2026-05-11T02:00:00Z'),
    });
    expect((await statusOf(ids.get('9002') ?? 0)).status).toBe('entregueComAtraso');
    expect((await statusOf(ids.get('9003') ?? 0)).status).toBe('devolvida');
    expect((await statusOf(ids.get('9004') ?? 0)).status).toBe('entregue');
    expect((await statusOf(ids.get('9005') ?? 0)).status).toBe('cancelada');
    expect((await statusOf(ids.get('9006') ?? 0)).status).toBe('pendente');
    // Company B's delivery with the same NF-e numbers is neither found nor changed.
    expect((await statusOf(ids.get('9007') ?? 0)).status).toBe('pendente');
    // Each step through the delivery's machine is in its history, in time order, and raises its
    // version; a record the status does not accept leaves neither.
    const historyOf = (numero: string) =>
      app.db
        .selectFrom('entregaStatusHistorico')
        .select(['empresaId', 'usuarioId', 'evento', 'estadoAnterior', 'estadoNovo'])
        .where('entregaId', '=', ids.get(numero) ?? 0)
        .orderBy('id')
        .execute();
    expect(await historyOf('9001')).toEqual([
      {
        empresaId: companyA,
        usuarioId: null,
        evento: 'entrega.emTransito',
        estadoAnterior: 'pendente',
        estadoNovo: 'emTransito',
      },
      {
        empresaId: companyA,
        usuarioId: null,
        evento: 'entrega.entregue',
        estadoAnterior: 'emTransito',
        estadoNovo: 'entregue',
      },
    ]);
    expect(await historyOf('9003')).toMatchObject([{ estadoAnterior: 'pendente', estadoNovo: 'devolvida' }]);
    expect(await historyOf('9004')).toEqual([]);
    expect(await historyOf('9005')).toEqual([]);
    const versions = await app.db
      .selectFrom('entrega')
      .select(['id', 'version'])
      .where('id', 'in', [ids.get('9001') ?? 0, ids.get('9004') ?? 0])
      .orderBy('id')
      .execute();
    expect(versions.map((row) => row.version)).toEqual([2, 0]);
    const recorded = await app.db
      .selectFrom('entregaOcorrencia')
      .select(['codigo', 'descricao', 'status', 'dataOcorrencia'])
      .where('entregaId', '=', ids.get('9001') ?? 0)
      .orderBy('dataOcorrencia')
      .execute();
    expect(recorded).toEqual([
      {
        codigo: '0',
        descricao: 'Processo de Transporte já Iniciado',
        status: 'emTransito',
        dataOcorrencia: new Date('2026-05-09T11:00:00Z'),
      },
      {
        codigo: '1',
        descricao: 'Entrega Realizada Normalmente',
        status: 'entregue',
        dataOcorrencia: new Date('2026-05-11T02:00:00Z'),
      },
    ]);
  });

  it('records a resent file once', async () => {
    const log = await importFile(companyA, [
      rec('9001', 1, '10052026', '2300'),
      rec('9001', 1, '10052026', '2300'),
    ]);
    expect(log.map((row) => row.tipo)).toEqual(['ocorrenciaDuplicada', 'ocorrenciaDuplicada']);
    const count = await app.db
      .selectFrom('entregaOcorrencia')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('entregaId', '=', ids.get('9001') ?? 0)
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(2);
  });

  it("reads a code through the company's own mapping, per carrier", async () => {
    await app.db
      .insertInto('tabelaOcorrenciaDePara')
      .values([
        {
          empresaId: companyB,
          codigoTransportador: '50',
          codigoEmbarcador: 'ENT-OK',
          descricao: 'Entregue',
          status: 'entregue',
        },
        {
          empresaId: companyB,
          transportadorCnpj: '99999999000191',
          codigoTransportador: '51',
          codigoEmbarcador: 'X',
          descricao: 'Outro transportador',
          status: 'devolvida',
        },
      ])
      .execute();
    const log = await importFile(companyB, [rec('9007', 51, '09052026'), rec('9007', 50, '10052026')]);
    expect(log.map((row) => row.tipo)).toEqual(['ocorrenciaRegistrada', 'ocorrenciaRegistrada']);
    const rows = await app.db
      .selectFrom('entregaOcorrencia')
      .select(['codigo', 'codigoEmbarcador', 'status', 'empresaId'])
      .where('entregaId', '=', ids.get('9007') ?? 0)
      .orderBy('dataOcorrencia')
      .execute();
    // 51 is mapped only for another carrier, so PROCEDA's "Mercadoria Vencida" (in transit) applies.
    expect(rows).toEqual([
      { codigo: '51', codigoEmbarcador: null, status: 'emTransito', empresaId: companyB },
      { codigo: '50', codigoEmbarcador: 'ENT-OK', status: 'entregue', empresaId: companyB },
    ]);
    expect((await statusOf(ids.get('9007') ?? 0)).status).toBe('entregue');
  });

  it("reads a carrier's code with letters through the mapping, and names the carrier when none maps it", async () => {
    const carrier = CARRIER;
    const before = await importFile(companyB, [rec('9007', 'A7', '13052026')]);
    expect(before.map((row) => row.mensagem)).toEqual([
      {
        id: 'importLog.ocoren.unmappedCode',
        values: {
          linha: 4,
          numero: '9007',
          serie: '1',
          emitente: EMITENTE,
          codigo: 'A7',
          transportador: carrier,
        },
      },
    ]);
    await app.db
      .insertInto('tabelaOcorrenciaDePara')
      .values({
        empresaId: companyB,
        transportadorCnpj: carrier,
        codigoTransportador: 'A7',
        codigoEmbarcador: 'AVARIA',
        descricao: 'Avaria parcial',
        status: 'emTransito',
      })
      .execute();
    const after = await importFile(companyB, [rec('9007', 'a7', '13052026')]);
    expect(after.map((row) => row.tipo)).toEqual(['ocorrenciaRegistrada']);
    const recorded = await app.db
      .selectFrom('entregaOcorrencia')
      .select(['codigo', 'codigoEmbarcador'])
      .where('entregaId', '=', ids.get('9007') ?? 0)
      .where('codigoEmbarcador', '=', 'AVARIA')
      .execute();
    expect(recorded).toEqual([{ codigo: 'A7', codigoEmbarcador: 'AVARIA' }]);
  });

  it('logs the bad lines of a file and still writes the rest', async () => {
    const log = await importFile(companyA, [rec('9006', 0, '31022026'), rec('9006', 0, '01032026')]);
    expect(log.map((row) => row.tipo)).toEqual(['dataInvalida', 'ocorrenciaRegistrada']);
    expect((await statusOf(ids.get('9006') ?? 0)).status).toBe('emTransito');
  });
});
