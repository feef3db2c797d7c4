// The tracking dashboard's counts (/api/tracking/dashboard/entregas): the open deliveries whatever
// their issue day (per status, on time or late, per destination UF), the closed ones of the
// period, and the deliveries per issue day, for one company only, agreeing with the delivery list
// it links to; and the indexes its query reaches.
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dashboardCountsQuery, entregaDashboard } from '../../server/modules/tracking/routes/dashboard-query';
import { insertDelivery, type DeliverySpec } from './entrega-fixtures';
import { authHeaders, createTestApp, DATABASES, login, type TestApp } from './helpers';

const DASHBOARD = '/api/tracking/dashboard/entregas';
const MAY = 'dataInicio=2024-05-01&dataFim=2024-05-31';

/** Company A's deliveries, with the instant each delivered one arrived. */
const A: (DeliverySpec & { dataEntrega?: string })[] = [
  // Open after its day: late.
  { numero: '1', dataEmissao: '2024-05-01T10:00:00-03:00', dataPrevista: '2024-05-06', status: 'pendente' },
  // Open, its day far ahead: on time. The first half hour of May 1st in UTC-3.
  { numero: '2', dataEmissao: '2024-05-01T00:30:00-03:00', dataPrevista: '2099-12-31', status: 'emTransito' },
  // Delivered late in the evening of its day (already the next day in UTC): on time.
  {
    numero: '3',
    dataEmissao: '2024-05-02T09:00:00-03:00',
    destinatarioUf: 'PR',
    dataPrevista: '2024-05-10',
    status: 'entregue',
    dataEntrega: '2024-05-10T23:30:00-03:00',
  },
  // Delivered the day after: late.
  {
    numero: '4',
    dataEmissao: '2024-05-02T09:00:00-03:00',
    destinatarioUf: 'PR',
    dataPrevista: '2024-05-10',
    status: 'entregue',
    dataEntrega: '2024-05-11T08:00:00-03:00',
  },
  {
    numero: '5',
    dataEmissao: '2024-05-03T09:00:00-03:00',
    destinatarioUf: 'MG',
    status: 'entregueComAtraso',
  },
  // Cancelled: counted by status, neither on time nor late.
  { numero: '6', dataEmissao: '2024-05-03T09:00:00-03:00', dataPrevista: '2024-05-04', status: 'cancelada' },
  // No deadline rule gave it an expected day: counted apart. The last minute of May 31st in UTC-3.
  { numero: '7', dataEmissao: '2024-05-31T23:59:00-03:00', destinatarioUf: 'RJ', status: 'pendente' },
  // Outside May in UTC-3.
  { numero: '8', dataEmissao: '2024-04-30T23:30:00-03:00', dataPrevista: '2024-05-01' },
  { numero: '9', dataEmissao: '2024-06-01T00:00:00-03:00', dataPrevista: '2024-05-01' },
];

describe.each(DATABASES)('tracking dashboard on %s', (kind) => {
  let testApp: TestApp;
  let app: FastifyInstance;
  let token: string;
  let companyA: number;
  let companyB: number;

  const get = (url: string, bearer: string | null = token) =>
    app.inject({ method: 'GET', url, headers: bearer === null ? {} : authHeaders(bearer) });

  beforeAll(async () => {
    testApp = await createTestApp(kind);
    app = testApp.app;
    token = await login(app, 'admin');
    companyA = (await get('/api/scheduler/v1/access/me')).json().data.empresaId;
    companyB = (
      await app.db
        .selectFrom('empresa')
        .select('id')
        .where('nomeFantasia', '=', 'Rota Logística Norte')
        .executeTakeFirstOrThrow()
    ).id;
    for (const spec of A) {
      const { id } = await insertDelivery(app.db, companyA, spec);
      if (spec.dataEntrega) {
        await app.db
          .updateTable('entrega')
          .set({ dataEntrega: spec.dataEntrega })
          .where('id', '=', id)
          .execute();
      }
    }
    // Another company's late deliveries in the same days, and one of A's whose NF-e is B's.
    for (const numero of ['1', '2']) {
      await insertDelivery(app.db, companyB, {
        numero,
        dataEmissao: '2024-05-01T10:00:00-03:00',
        dataPrevista: '2024-05-02',
        destinatarioUf: 'AM',
      });
    }
    await insertDelivery(app.db, companyA, {
      numero: '99',
      dataEmissao: '2024-05-05T10:00:00-03:00',
      notaEmpresaId: companyB,
    });
  });
  afterAll(() => testApp?.close());

  it('counts the open deliveries of any issue day and the closed ones of the period', async () => {
    const res = await get(`${DASHBOARD}?${MAY}`);
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    // Open: 1, 2 and 7 of May, 8 of April and 9 of June; closed in May: 3, 4, 5 and 6.
    expect(data).toMatchObject({
      dataInicio: '2024-05-01',
      dataFim: '2024-05-31',
      total: 9,
      abertas: 5,
      concluidas: 4,
    });
    const byStatus = Object.fromEntries(
      data.porStatus.map((s: { status: string; total: number }) => [s.status, s.total]),
    );
    expect(byStatus).toEqual({ pendente: 4, emTransito: 1, entregue: 2, entregueComAtraso: 1, cancelada: 1 });
    // In the life order of a delivery.
    expect(Object.keys(byStatus)).toEqual([
      'pendente',
      'emTransito',
      'entregue',
      'entregueComAtraso',
      'cancelada',
    ]);
    // On time or late among the open ones.
    const byPrazo = Object.fromEntries(
      data.porPrazo.map((p: { prazo: string; total: number }) => [p.prazo, p.total]),
    );
    expect(byPrazo).toEqual({ atrasada: 3, noPrazo: 1, semPrazo: 1 });
    expect(data.porUf).toEqual([
      { uf: 'SP', total: 4, atrasadas: 3 },
      { uf: 'RJ', total: 1, atrasadas: 0 },
    ]);
    // The period's issue days: an open delivery of April or June is in no bar.
    expect(data.porDia).toHaveLength(31);
    const busyDays = data.porDia.filter((d: { total: number }) => d.total > 0);
    expect(busyDays).toEqual([
      { dia: '2024-05-01', total: 2 },
      { dia: '2024-05-02', total: 2 },
      { dia: '2024-05-03', total: 2 },
      { dia: '2024-05-31', total: 1 },
    ]);
    // Another period changes the closed ones only.
    const june = (await get(`${DASHBOARD}?dataInicio=2024-06-01&dataFim=2024-06-30`)).json().data;
    expect(june).toMatchObject({ abertas: 5, concluidas: 0, total: 5 });
  });

  it('agrees with the delivery list each figure links to', async () => {
    const total = async (query: string) => {
      const res = await get(`/api/tracking/entrega?${query}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data.total as number;
    };
    expect(await total('situacao=aberta')).toBe(5);
    expect(await total('situacao=aberta&prazo=atrasada')).toBe(3);
    expect(await total('situacao=aberta&prazo=noPrazo')).toBe(1);
    expect(await total('situacao=aberta&prazo=semPrazo')).toBe(1);
    expect(await total('situacao=aberta&uf=SP&prazo=atrasada')).toBe(3);
    expect(await total('status=pendente')).toBe(4);
    expect(await total(`${MAY}&situacao=concluida`)).toBe(4);
    expect(await total(`${MAY}&status=entregue`)).toBe(2);
    expect((await get('/api/tracking/entrega?prazo=tarde')).statusCode).toBe(400);
    expect((await get('/api/tracking/entrega?situacao=perdida')).statusCode).toBe(400);
  });

  it('never counts another company’s deliveries', async () => {
    const ofB = await entregaDashboard(app.db, companyB, { dataInicio: '2024-05-01', dataFim: '2024-05-31' });
    expect(ofB.total).toBe(2);
    expect(ofB.porUf).toEqual([{ uf: 'AM', total: 2, atrasadas: 2 }]);
    const ofA = (await get(`${DASHBOARD}?${MAY}`)).json().data;
    expect(ofA.porUf.map((u: { uf: string }) => u.uf)).not.toContain('AM');
  });

  it('defaults to the last 30 days and refuses a malformed day', async () => {
    const res = await get(DASHBOARD);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.porDia).toHaveLength(30);
    // Nothing closed in the last 30 days; the open ones count whatever their day.
    expect(res.json().data).toMatchObject({ concluidas: 0, abertas: 5 });
    for (const query of ['dataInicio=2024-13-01', 'dataFim=31/05/2024']) {
      expect((await get(`${DASHBOARD}?${query}`)).statusCode, query).toBe(400);
    }
  });

  it('requires a token and the tracking rule', async () => {
    expect((await get(DASHBOARD, null)).statusCode).toBe(401);
  });

  it('counts from the status and issue-date indexes, never scanning whole tables', async () => {
    const sul = await app.db
      .selectFrom('empresa')
      .select('id')
      .where('nomeFantasia', '=', 'Transportadora Sul')
      .executeTakeFirstOrThrow();
    await sql`
      insert into nota_fiscal (empresa_id, chave_acesso, numero, data_emissao, destinatario_uf, conteudo_hash)
      select ${sul.id}, 'dash' || g, g::text, timestamptz '2023-01-01 00:00-03' + g * interval '1 hour',
        (array['RS', 'SC', 'PR', 'SP'])[1 + g % 4], md5(g::text)
      from generate_series(1, 4000) g`.execute(app.db);
    // Most delivered long ago, one in ten still open.
    await sql`
      insert into entrega (empresa_id, nota_fiscal_id, data_prevista, status)
      select empresa_id, id, (data_emissao + interval '5 days')::date,
        case when numero::int % 10 = 0 then 'pendente' else 'entregue' end
      from nota_fiscal where empresa_id = ${sul.id}`.execute(app.db);
    await sql`analyze`.execute(app.db);
    const plan = await app.db.transaction().execute(async (trx) => {
      await sql`set local enable_seqscan = off`.execute(trx);
      const lines = await dashboardCountsQuery(trx, sul.id, {
        dataInicio: '2023-01-10',
        dataFim: '2023-01-20',
      }).explain();
      return lines.map((line) => Object.values(line).join(' ')).join('\n');
    });
    // The open half by the delivery's status, the closed half by the note's issue day.
    expect(plan).toContain('entrega_empresa_status_idx');
    expect(plan).toContain('nota_fiscal_empresa_emissao_idx');
    expect(plan).not.toMatch(/Seq Scan/);
    const counted = await entregaDashboard(app.db, sul.id, {
      dataInicio: '2023-01-10',
      dataFim: '2023-01-20',
    });
    // The notes are open (pending) whatever their day; hourly from 2023-01-01 01:00, days 10 to
    // 20 hold 24 each.
    expect(counted.abertas).toBe(400);
    expect(counted.porDia.reduce((sum, d) => sum + d.total, 0)).toBe(11 * 24);
    // Notes 216 to 479 are those days; 26 of them (220, 230 ... 470) are open.
    expect(counted.concluidas).toBe(264 - 26);
  });
});
