// Occurrences recorded by hand and deliveries confirmed with their receipt, on real databases:
// one occurrence on many of the company's deliveries in one request (all or nothing, at most 500),
// each status moved through the delivery's machine with its history; a confirmation delivered on
// the receipt's day, so lateness follows that day; a receiver's document checked by its digits.
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertDelivery } from '../entrega-fixtures';
import { authHeaders, createTestApp, DATABASES, login, type TestApp } from '../helpers';
import { claimsOf } from '../hub/hub-test-kit';

describe.each(DATABASES)('recording occurrences and receipts on %s', (kind) => {
  let testApp: TestApp;
  let app: FastifyInstance;
  let adminToken: string;
  let companyA: number;
  let companyB: number;
  let serial = 810_000;

  const delivery = (empresaId: number, extra: { status?: 'entregue'; dataPrevista?: string } = {}) =>
    insertDelivery(app.db, empresaId, {
      numero: String(++serial),
      dataEmissao: '2026-05-01T10:00:00-03:00',
      ...extra,
    });
  const record = (payload: object) =>
    app.inject({
      method: 'POST',
      url: '/api/tracking/entregaOcorrencia',
      headers: authHeaders(adminToken),
      payload,
    });
  const statusOf = (id: number) =>
    app.db
      .selectFrom('entrega')
      .select(['status', 'dataEntrega', 'recebedorNome', 'recebedorDocumento'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
  const occurrencesOf = (ids: number[]) =>
    app.db.selectFrom('entregaOcorrencia').selectAll().where('entregaId', 'in', ids).execute();

  beforeAll(async () => {
    testApp = await createTestApp(kind);
    app = testApp.app;
    adminToken = await login(app, 'admin');
    companyA = claimsOf(adminToken).empresaId;
    const signUp = await app.inject({
      method: 'POST',
      url: '/api/tracking/usuario/create',
      payload: {
        nomeApresentacao: 'Dona da Empresa B',
        nomeAcesso: 'dona.ocorrencias',
        email: 'dona@ocorrencias-b.example',
        password: 'empresa-b-123',
        empresaNomeFantasia: 'Empresa B Ocorrências',
      },
    });
    expect(signUp.statusCode).toBe(200);
    companyB = claimsOf(signUp.json().token).empresaId;
  });
  afterAll(() => testApp?.close());

  it('offers the PROCEDA codes under the company’s own mapping', async () => {
    const answer = await app.inject({
      method: 'GET',
      url: '/api/tracking/entregaOcorrencia/codigos',
      headers: authHeaders(adminToken),
    });
    expect(answer.statusCode).toBe(200);
    const codes = answer.json().data as { codigo: string; status: string }[];
    expect(codes.find((c) => c.codigo === '0')).toMatchObject({ status: 'emTransito' });
    expect(codes.find((c) => c.codigo === '1')).toMatchObject({ status: 'entregue' });
  });

  it('records one occurrence on many deliveries, each status through the machine', async () => {
    const a = await delivery(companyA);
    const b = await delivery(companyA);
    const delivered = await delivery(companyA, { status: 'entregue' });
    const ids = [a.id, b.id, delivered.id];
    const answer = await record({
      entregaIds: ids,
      codigo: 0,
      dataOcorrencia: '2026-05-02T09:30:00-03:00',
      texto: 'Saiu do CD',
    });
    expect(answer.statusCode).toBe(200);
    // A delivered one keeps its status (the machine does not move it back into transit).
    expect(answer.json().data).toEqual({ gravadas: 3, statusAlterados: 2 });
    expect((await statusOf(a.id)).status).toBe('emTransito');
    expect((await statusOf(delivered.id)).status).toBe('entregue');
    const rows = await occurrencesOf(ids);
    expect(rows).toHaveLength(3);
    expect(rows[0]).toMatchObject({ codigo: '0', texto: 'Saiu do CD', importId: null, empresaId: companyA });
    expect(rows[0]?.usuarioId).toBe(claimsOf(adminToken).id);
    const history = await app.db
      .selectFrom('entregaStatusHistorico')
      .selectAll()
      .where('entregaId', '=', b.id)
      .execute();
    expect(history).toMatchObject([{ evento: 'entrega.emTransito', estadoNovo: 'emTransito' }]);
  });

  it('records nothing when one delivery is another company’s or missing, or too many are sent', async () => {
    const own = await delivery(companyA);
    const foreign = await delivery(companyB);
    const refused = await record({
      entregaIds: [own.id, foreign.id],
      codigo: 0,
      dataOcorrencia: new Date().toISOString(),
    });
    expect(refused.statusCode).toBe(404);
    expect(await occurrencesOf([own.id, foreign.id])).toHaveLength(0);
    expect((await statusOf(own.id)).status).toBe('pendente');
    expect((await statusOf(foreign.id)).status).toBe('pendente');

    const tooMany = await record({
      entregaIds: Array.from({ length: 501 }, (_, i) => i + 1),
      codigo: 0,
      dataOcorrencia: new Date().toISOString(),
    });
    expect(tooMany.statusCode).toBe(400);
    const unknown = await record({
      entregaIds: [own.id],
      codigo: 999,
      dataOcorrencia: new Date().toISOString(),
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().messageIds).toContain('entregaOcorrencia.error.unknownCode');
    const future = await record({
      entregaIds: [own.id],
      codigo: 0,
      dataOcorrencia: new Date(Date.now() + 86_400_000).toISOString(),
    });
    expect(future.statusCode).toBe(400);
    expect(await occurrencesOf([own.id])).toHaveLength(0);
  });

  it('confirms a delivery on the receipt’s day with its receiver, on time when that day was', async () => {
    const late = await delivery(companyA, { dataPrevista: '2026-05-05' });
    const confirm = (recebimento: object) =>
      app.inject({
        method: 'POST',
        url: `/api/tracking/entrega/${late.id}/status`,
        headers: authHeaders(adminToken),
        payload: { event: 'entrega.entregue', version: 0, recebimento },
      });
    const badDocument = await confirm({
      dataRecebimento: '2026-05-05',
      recebedorNome: 'Maria',
      recebedorDocumento: '529.982.247-26',
    });
    expect(badDocument.statusCode).toBe(400);
    expect(badDocument.json().messageIds).toContain('comprovante.error.receiverDocument');
    const noName = await confirm({ dataRecebimento: '2026-05-05' });
    expect(noName.statusCode).toBe(400);
    const future = await confirm({ dataRecebimento: '2999-01-01', recebedorNome: 'Maria' });
    expect(future.statusCode).toBe(400);

    const answer = await confirm({
      dataRecebimento: '2026-05-05',
      recebedorNome: 'Maria da Silva',
      recebedorDocumento: '529.982.247-25',
    });
    expect(answer.statusCode).toBe(200);
    // Confirmed today, long after the expected day, but received on it: on time.
    expect(answer.json().data).toMatchObject({
      status: 'entregue',
      recebedorNome: 'Maria da Silva',
      recebedorDocumento: '52998224725',
    });
    const stored = await statusOf(late.id);
    expect(stored.dataEntrega?.toISOString()).toBe('2026-05-05T15:00:00.000Z');
    const { rows } = await sql<{
      prazo: string;
    }>`select prazo from entrega_lista where id = ${late.id}`.execute(app.db);
    expect(rows).toEqual([{ prazo: 'noPrazo' }]);

    // Received the day after: late.
    const later = await delivery(companyA, { dataPrevista: '2026-05-05' });
    const lateAnswer = await app.inject({
      method: 'POST',
      url: `/api/tracking/entrega/${later.id}/status`,
      headers: authHeaders(adminToken),
      payload: {
        event: 'entrega.entregue',
        version: 0,
        recebimento: { dataRecebimento: '2026-05-06', recebedorNome: 'João' },
      },
    });
    expect(lateAnswer.json().data).toMatchObject({ status: 'entregueComAtraso' });
  });
});
