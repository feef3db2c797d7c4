// Changing the deadline-per-route table recomputes the deadlines of the company's open
// deliveries in a job: through the routes (create, update, deactivate, editMultiple, delete),
// and the batch walk itself, on deliveries written straight into the database.
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recomputeDeadlines } from '../../../server/modules/tracking/rota-prazo/recompute-deadlines';
import { RECOMPUTE_QUEUE } from '../../../server/modules/tracking/rota-prazo/recompute-job';
import { insertDelivery } from '../entrega-fixtures';
import { authHeaders, createTestApp, DATABASES, login, type TestApp } from '../helpers';

const BASE = '/api/tracking/rotaPrazoEntrega';
// A Wednesday in UTC-3.
const ISSUED = '2024-05-01T10:00:00-03:00';

describe.each(DATABASES)('deadline recomputation on %s', (kind) => {
  let testApp: TestApp;
  let app: FastifyInstance;
  let token: string;
  let empresaId: number;
  const ids: Record<string, number> = {};

  const call = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    app.inject({ method, url, payload, headers: authHeaders(token) });

  const deadlines = async () => {
    const rows = await app.db
      .selectFrom('entrega')
      .select(['id', 'prazoDias', sql<string | null>`to_char(data_prevista, 'YYYY-MM-DD')`.as('dia')])
      .where('id', 'in', Object.values(ids))
      .execute();
    const byId = new Map(rows.map((r) => [r.id, r.dia]));
    return Object.fromEntries(Object.entries(ids).map(([name, id]) => [name, byId.get(id) ?? null]));
  };

  /** The job runs on its own; wait until the deliveries show what the table now says. */
  const waitFor = async (expected: Record<string, string | null>) => {
    const until = Date.now() + 15_000;
    let seen = await deadlines();
    while (Date.now() < until) {
      if (JSON.stringify(seen) === JSON.stringify(expected)) return;
      await new Promise((resolve) => setTimeout(resolve, 200));
      seen = await deadlines();
    }
    expect(seen).toEqual(expected);
  };

  /** Until no recompute job of the earlier steps is waiting or running (they may lag under load). */
  const waitForIdleQueue = async () => {
    const until = Date.now() + 15_000;
    for (;;) {
      const { rows } = await sql<{ pending: number }>`
        select count(*)::int as pending from pgboss.job
        where name = ${RECOMPUTE_QUEUE} and state in ('created', 'retry', 'active')`.execute(app.db);
      if (rows[0]?.pending === 0) return;
      if (Date.now() > until) throw new Error(`${rows[0]?.pending} recompute jobs still pending`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };

  beforeAll(async () => {
    testApp = await createTestApp(kind);
    app = testApp.app;
    token = await login(app, 'admin');
    empresaId = (
      await app.inject({ method: 'GET', url: '/api/scheduler/v1/access/me', headers: authHeaders(token) })
    ).json().data.empresaId;
    ids.sp = (
      await insertDelivery(app.db, empresaId, { numero: '1', dataEmissao: ISSUED, destinatarioUf: 'SP' })
    ).id;
    ids.rj = (
      await insertDelivery(app.db, empresaId, { numero: '2', dataEmissao: ISSUED, destinatarioUf: 'RJ' })
    ).id;
    ids.transit = (
      await insertDelivery(app.db, empresaId, {
        numero: '3',
        dataEmissao: ISSUED,
        destinatarioUf: 'SP',
        status: 'emTransito',
      })
    ).id;
    ids.delivered = (
      await insertDelivery(app.db, empresaId, {
        numero: '4',
        dataEmissao: ISSUED,
        destinatarioUf: 'SP',
        status: 'entregue',
        dataPrevista: '2024-05-02',
      })
    ).id;
  });
  afterAll(() => testApp.close());

  it('follows every change of the table, and never touches a delivered delivery', async () => {
    const created = await call('POST', BASE, { destinoUf: 'SP', prazoDias: 5, tipoDias: 'corridos' });
    expect(created.statusCode).toBe(201);
    const id = created.json().data.id;
    await waitFor({ sp: '2024-05-06', rj: null, transit: '2024-05-06', delivered: '2024-05-02' });

    // Two business days after Wednesday: Friday.
    await call('PUT', `${BASE}/${id}`, { destinoUf: 'SP', prazoDias: 2, tipoDias: 'uteis' });
    await waitFor({ sp: '2024-05-03', rj: null, transit: '2024-05-03', delivered: '2024-05-02' });

    // A country row reaches RJ; SP keeps its own, more specific row.
    await call('POST', BASE, { destinoPais: 'BR', prazoDias: 10 });
    await waitFor({ sp: '2024-05-03', rj: '2024-05-11', transit: '2024-05-03', delivered: '2024-05-02' });

    await call('PUT', `${BASE}/${id}/deactivate`);
    await waitFor({ sp: '2024-05-11', rj: '2024-05-11', transit: '2024-05-11', delivered: '2024-05-02' });

    await call('PUT', `${BASE}/${id}/activate`);
    const many = await call('POST', `${BASE}/editMultiple`, {
      filtros: { destinoUf: 'SP' },
      valores: { prazoDias: 1 },
    });
    expect(many.json().data).toEqual({ alterados: 1 });
    await waitFor({ sp: '2024-05-02', rj: '2024-05-11', transit: '2024-05-02', delivered: '2024-05-02' });

    await call('DELETE', `${BASE}/${id}`);
    await waitFor({ sp: '2024-05-11', rj: '2024-05-11', transit: '2024-05-11', delivered: '2024-05-02' });
  });

  it('walks the open deliveries in batches and changes nothing on a second run', async () => {
    // A job of the test above still running would compute these deliveries before the walk.
    await waitForIdleQueue();
    for (let n = 10; n < 17; n++) {
      ids[`batch${n}`] = (
        await insertDelivery(app.db, empresaId, { numero: String(n), dataEmissao: ISSUED })
      ).id;
    }
    // Written straight into the table: no job was queued for this one.
    await app.db
      .insertInto('rotaPrazoEntrega')
      .values({ empresaId, destinoUf: 'SP', prazoDias: 3, tipoDias: 'corridos' })
      .execute();
    const changed = await recomputeDeadlines(app.db, { empresaId, destinoUfs: ['SP'] }, 2);
    expect(changed).toBe(9);
    const seen = await deadlines();
    for (let n = 10; n < 17; n++) expect(seen[`batch${n}`]).toBe('2024-05-04');
    expect(seen.rj).toBe('2024-05-11');
    expect(seen.delivered).toBe('2024-05-02');
    expect(await recomputeDeadlines(app.db, { empresaId, destinoUfs: null }, 2)).toBe(0);
  });
});
