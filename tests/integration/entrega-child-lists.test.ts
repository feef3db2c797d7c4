// A delivery's child lists as nested resources of the engine: its occurrences (entregaOcorrencia)
// and the CT-e carrying its NF-e (entregaCte, through the view of migration 0088). Each lists the
// rows of one delivery of the caller's company, in its order; another company's delivery answers
// 404 as a missing one does. The rows are the ones the hand-written reads answered before, whose
// queries are kept here as the reference.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoClients } from '../../server/modules/tracking-client/demo-clients';
import { seedDemoDeliveries } from '../../server/modules/tracking/demo-deliveries';
import { insertDelivery } from './entrega-fixtures';
import { authHeaders, createTestApp, DATABASES, login, type TestApp } from './helpers';

const place = (city: string | null, uf: string | null) =>
  city === null && uf === null ? null : [city, uf].filter(Boolean).join('/');
const text = (value: unknown) => (value === null || value === undefined ? null : String(value));

describe.each(DATABASES)("a delivery's child lists on %s", (kind) => {
  let test: TestApp;
  let app: FastifyInstance;
  let admin: string;
  let empresaA: number;
  let norte: number;

  const list = (resource: string, entregaId: number, token = admin) =>
    app.inject({
      method: 'GET',
      url: `/api/tracking/${resource}?parentId=${entregaId}&pageSize=150`,
      headers: authHeaders(token),
    });
  const items = async (resource: string, entregaId: number) => {
    const answer = await list(resource, entregaId);
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json().data.items as Record<string, unknown>[];
  };

  /** GET entregaOcorrencia/list/{id} as it was answered: the delivery's occurrences in time order. */
  const oldOccurrences = async (empresaId: number, entregaId: number) =>
    (
      await app.db
        .selectFrom('entregaOcorrencia')
        .select(['id', 'codigo', 'codigoEmbarcador', 'descricao', 'status', 'dataOcorrencia'])
        .select(['codigoObservacao', 'texto', 'transportadorCnpj'])
        .where('empresaId', '=', empresaId)
        .where('entregaId', '=', entregaId)
        .orderBy('dataOcorrencia')
        .orderBy('id')
        .execute()
    ).map((row) => ({ ...row, id: Number(row.id), dataOcorrencia: row.dataOcorrencia.toISOString() }));

  /** GET entrega/{id}/cte as it was answered: the CT-e carrying its NF-e, newest first. */
  const oldCtes = async (empresaId: number, entregaId: number) => {
    const entrega = await app.db
      .selectFrom('entrega')
      .select('notaFiscalId')
      .where('id', '=', entregaId)
      .executeTakeFirstOrThrow();
    const rows = await app.db
      .selectFrom('cteNfe as l')
      .innerJoin('cte as c', 'c.id', 'l.cteId')
      .selectAll('c')
      .where('l.notaFiscalId', '=', entrega.notaFiscalId)
      .where('l.empresaId', '=', empresaId)
      .where('c.empresaId', '=', empresaId)
      .orderBy('c.dataEmissao', 'desc')
      .orderBy('c.id', 'desc')
      .execute();
    return rows.map((row) => ({
      id: row.id,
      chaveAcesso: row.chaveAcesso,
      chaveValida: row.chaveValida,
      numero: row.numero,
      serie: row.serie,
      dataEmissao: row.dataEmissao === null ? null : new Date(row.dataEmissao).toISOString(),
      emitenteNome: row.emitenteNome,
      emitenteCnpj: row.emitenteCnpj,
      tomadorNome: row.tomadorNome,
      origem: place(row.origemMunicipio, row.origemUf),
      destino: place(row.destinoMunicipio, row.destinoUf),
      valorPrestacao: text(row.valorPrestacao),
      valorCarga: text(row.valorCarga),
      pesoKg: text(row.pesoKg),
    }));
  };

  const deliveriesOf = async (empresaId: number) =>
    (
      await app.db
        .selectFrom('entrega')
        .select(['id', 'notaFiscalId'])
        .where('empresaId', '=', empresaId)
        .orderBy('id')
        .execute()
    ).map((row) => ({ id: row.id, notaFiscalId: row.notaFiscalId }));

  /** A CT-e of the company carrying the NF-e of these deliveries, as the CT-e import links it. */
  const insertCte = async (
    empresaId: number,
    numero: string,
    dataEmissao: Date | null,
    notaFiscalIds: number[],
    route: { origemMunicipio: string | null; origemUf: string | null },
  ) => {
    const { id } = await app.db
      .insertInto('cte')
      .values({
        empresaId,
        chaveAcesso: `4124${numero.padStart(40, '0')}`,
        chaveValida: numero !== '3',
        numero,
        serie: '1',
        dataEmissao,
        emitenteNome: 'Transportes Teste',
        emitenteCnpj: '11222333000181',
        tomadorNome: null,
        ...route,
        destinoMunicipio: 'Curitiba',
        destinoUf: 'PR',
        valorPrestacao: '150.40',
        valorCarga: null,
        pesoKg: '12.500',
        conteudoHash: `hash-${empresaId}-${numero}`,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const notas = await app.db
      .selectFrom('notaFiscal')
      .select(['id', 'chaveAcesso'])
      .where('id', 'in', notaFiscalIds)
      .execute();
    await app.db
      .insertInto('cteNfe')
      .values(notas.map((n) => ({ cteId: id, empresaId, chaveNfe: n.chaveAcesso, notaFiscalId: n.id })))
      .execute();
    return id;
  };

  beforeAll(async () => {
    test = await createTestApp(kind);
    app = test.app;
    admin = await login(app, 'admin');
    const company = async (where: 'admin' | 'norte') =>
      where === 'admin'
        ? (
            await app.db
              .selectFrom('usuario')
              .select('empresaId')
              .where('nomeAcesso', '=', 'admin')
              .executeTakeFirstOrThrow()
          ).empresaId!
        : (
            await app.db
              .selectFrom('empresa')
              .select('id')
              .where('nomeFantasia', '=', 'Rota Logística Norte')
              .executeTakeFirstOrThrow()
          ).id;
    empresaA = await company('admin');
    norte = await company('norte');
    // The demo company's deliveries and their occurrences, as a fresh start of the product has them.
    await app.db.transaction().execute(async (trx) => {
      await seedDemoDeliveries(trx, empresaA);
      await seedDemoClients(trx, empresaA);
    });
  });
  afterAll(() => test?.close());

  it("lists each demo delivery's occurrences as the old read did, oldest first", async () => {
    const withOccurrences = await app.db
      .selectFrom('entregaOcorrencia')
      .select('entregaId')
      .distinct()
      .where('empresaId', '=', empresaA)
      .execute();
    expect(withOccurrences.length).toBeGreaterThan(0);
    for (const { entregaId } of withOccurrences) {
      const listed = await items('entregaOcorrencia', entregaId);
      expect(listed, `entrega ${entregaId}`).toEqual(await oldOccurrences(empresaA, entregaId));
      const times = listed.map((row) => String(row.dataOcorrencia));
      expect(times).toEqual([...times].sort());
    }
    // A delivery without occurrences lists none.
    const quiet = (await deliveriesOf(empresaA)).find(
      (e) => !withOccurrences.some((w) => w.entregaId === e.id),
    );
    if (quiet) expect(await items('entregaOcorrencia', quiet.id)).toEqual([]);
  });

  it('keeps occurrences of the same moment in the order they were recorded', async () => {
    const [entrega] = await deliveriesOf(empresaA);
    const at = new Date('2020-01-02T10:00:00Z');
    const base = {
      empresaId: empresaA,
      entregaId: entrega!.id,
      descricao: 'Teste',
      status: 'emTransito' as const,
    };
    await app.db
      .insertInto('entregaOcorrencia')
      .values([
        { ...base, codigo: '91', dataOcorrencia: at, texto: 'primeira' },
        { ...base, codigo: '92', dataOcorrencia: at, texto: 'segunda' },
        { ...base, codigo: '90', dataOcorrencia: new Date('2020-01-01T10:00:00Z'), texto: 'antes' },
      ])
      .execute();
    const listed = (await items('entregaOcorrencia', entrega!.id)).filter((row) =>
      ['91', '92', '90'].includes(String(row.codigo)),
    );
    expect(listed.map((row) => row.texto)).toEqual(['antes', 'primeira', 'segunda']);
    expect(await items('entregaOcorrencia', entrega!.id)).toEqual(
      await oldOccurrences(empresaA, entrega!.id),
    );
  });

  it("lists the CT-e carrying a delivery's NF-e as the old read did, newest first", async () => {
    const [first, second] = await deliveriesOf(empresaA);
    const older = await insertCte(empresaA, '1', new Date('2024-03-01T12:00:00Z'), [first!.notaFiscalId], {
      origemMunicipio: 'Joinville',
      origemUf: 'SC',
    });
    // One CT-e carrying both deliveries' NF-e is listed under each.
    const shared = await insertCte(
      empresaA,
      '2',
      new Date('2024-03-05T12:00:00Z'),
      [first!.notaFiscalId, second!.notaFiscalId],
      { origemMunicipio: null, origemUf: 'SC' },
    );
    const undated = await insertCte(empresaA, '3', null, [second!.notaFiscalId], {
      origemMunicipio: null,
      origemUf: null,
    });
    const firstList = await items('entregaCte', first!.id);
    expect(firstList.map((row) => row.id)).toEqual([shared, older]);
    expect(firstList).toEqual(await oldCtes(empresaA, first!.id));
    expect(firstList[1]).toMatchObject({ origem: 'Joinville/SC', destino: 'Curitiba/PR', valorCarga: null });
    const secondList = await items('entregaCte', second!.id);
    // PostgreSQL puts an unknown issue day first in a newest-first order, as the old read did.
    expect(secondList.map((row) => row.id)).toEqual([undated, shared]);
    expect(secondList).toEqual(await oldCtes(empresaA, second!.id));
    expect(secondList[0]).toMatchObject({ origem: null, dataEmissao: null, chaveValida: false });
  });

  it("answers 404 for another company's delivery, and never shows its rows", async () => {
    await insertDelivery(app.db, norte, { numero: '8801', dataEmissao: '2024-03-30T09:00:00-03:00' });
    const [foreign] = await deliveriesOf(norte);
    const occurrence = await app.db
      .insertInto('entregaOcorrencia')
      .values({
        empresaId: norte,
        entregaId: foreign!.id,
        codigo: '1',
        descricao: 'Entregue do Norte',
        status: 'entregue',
        dataOcorrencia: new Date('2024-04-01T10:00:00Z'),
        texto: '',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const cte = await insertCte(norte, '9', new Date('2024-04-01T10:00:00Z'), [foreign!.notaFiscalId], {
      origemMunicipio: 'Manaus',
      origemUf: 'AM',
    });
    for (const resource of ['entregaOcorrencia', 'entregaCte']) {
      expect((await list(resource, foreign!.id)).statusCode, resource).toBe(404);
      expect((await list(resource, 2147483647)).statusCode, resource).toBe(404);
    }
    // Nor is a row of theirs reached by its own id.
    for (const url of [
      `/api/tracking/entregaOcorrencia/${occurrence.id}`,
      `/api/tracking/entregaCte/${cte}`,
    ]) {
      const answer = await app.inject({ method: 'GET', url, headers: authHeaders(admin) });
      expect(answer.statusCode, url).toBe(404);
    }
    // A list without its delivery is refused rather than listing every delivery's rows.
    const bare = await app.inject({
      method: 'GET',
      url: '/api/tracking/entregaOcorrencia',
      headers: authHeaders(admin),
    });
    expect(bare.statusCode).toBe(400);
  });
});
