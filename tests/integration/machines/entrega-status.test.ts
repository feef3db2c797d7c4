// A delivery's status through its machine on real databases: the route applies an event only
// when the status accepts it and the version is the one the user saw, writes status, history and
// outbox in one transaction, answers another company's delivery as missing, and pushes the
// committed change to the company's users through the notifications hub.
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MACHINE_CHANGED_TARGET } from '../../../src/domain/machines/machine-change';
import { insertDelivery } from '../entrega-fixtures';
import { authHeaders, createTestApp, DATABASES, login, type TestApp } from '../helpers';
import { claimsOf, FAST_HUB, hubClient, listen, recorder, stopAll } from '../hub/hub-test-kit';

const statusUrl = (id: number) => `/api/tracking/entrega/${id}/status`;

describe.each(DATABASES)('delivery status machine on %s', (kind) => {
  let testApp: TestApp;
  let app: FastifyInstance;
  let baseUrl: string;
  let adminToken: string;
  let operadorToken: string;
  let companyA: number;
  let tokenB: string;
  let serial = 700_000;

  const delivery = (extra: { status?: 'entregue'; dataPrevista?: string } = {}) =>
    insertDelivery(app.db, companyA, {
      numero: String(++serial),
      dataEmissao: '2026-05-01T10:00:00-03:00',
      ...extra,
    });
  const post = (token: string, id: number, payload: object) =>
    app.inject({ method: 'POST', url: statusUrl(id), headers: authHeaders(token), payload });
  const stored = async (id: number) => ({
    entrega: await app.db
      .selectFrom('entrega')
      .select(['status', 'version', 'dataEntrega'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow(),
    history: await app.db
      .selectFrom('entregaStatusHistorico')
      .selectAll()
      .where('entregaId', '=', id)
      .orderBy('id')
      .execute(),
    outbox: await app.db
      .selectFrom('machineOutbox')
      .selectAll()
      .where('maquina', '=', 'entrega')
      .where('registroId', '=', id)
      .orderBy('id')
      .execute(),
  });

  beforeAll(async () => {
    testApp = await createTestApp(kind, { realtime: FAST_HUB });
    app = testApp.app;
    baseUrl = await listen(app);
    adminToken = await login(app, 'admin');
    operadorToken = await login(app, 'operador');
    companyA = claimsOf(adminToken).empresaId;
    const signUp = await app.inject({
      method: 'POST',
      url: '/api/tracking/usuario/create',
      payload: {
        nomeApresentacao: 'Dona da Empresa B',
        nomeAcesso: 'dona.maquinas',
        email: 'dona@maquinas-b.example',
        password: 'empresa-b-123',
        empresaNomeFantasia: 'Empresa B',
      },
    });
    expect(signUp.statusCode).toBe(200);
    tokenB = signUp.json().token;
  });
  afterAll(() => testApp?.close());

  it('applies an accepted event: status, history and outbox, and the version moves on', async () => {
    const { id } = await delivery();
    const before = await app.inject({ method: 'GET', url: statusUrl(id), headers: authHeaders(adminToken) });
    expect(before.statusCode).toBe(200);
    expect(before.json().data).toEqual({
      entrega: {
        id,
        status: 'pendente',
        version: 0,
        dataPrevista: null,
        dataEntrega: null,
        recebedorNome: null,
        recebedorDocumento: null,
      },
      historico: [],
    });

    const moved = await post(adminToken, id, {
      event: 'entrega.emTransito',
      version: 0,
      reason: 'Saiu do CD',
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().data).toMatchObject({ id, status: 'emTransito', version: 1 });
    const delivered = await post(adminToken, id, { event: 'entrega.entregue', version: 1 });
    expect(delivered.json().data).toMatchObject({
      status: 'entregue',
      version: 2,
      dataEntrega: expect.any(String),
    });

    const { entrega, history, outbox } = await stored(id);
    expect(entrega).toMatchObject({ status: 'entregue', version: 2 });
    expect(entrega.dataEntrega).toBeInstanceOf(Date);
    const adminId = claimsOf(adminToken).id;
    expect(history).toMatchObject([
      {
        empresaId: companyA,
        usuarioId: adminId,
        evento: 'entrega.emTransito',
        estadoAnterior: 'pendente',
        estadoNovo: 'emTransito',
        motivo: 'Saiu do CD',
      },
      {
        empresaId: companyA,
        usuarioId: adminId,
        evento: 'entrega.entregue',
        estadoAnterior: 'emTransito',
        estadoNovo: 'entregue',
        motivo: null,
      },
    ]);
    expect(outbox).toMatchObject([
      { empresaId: companyA, estadoAnterior: 'pendente', estadoNovo: 'emTransito', version: 1 },
      { empresaId: companyA, estadoAnterior: 'emTransito', estadoNovo: 'entregue', version: 2 },
    ]);
    // Pushed after the commit, then marked so.
    expect(outbox.every((row) => row.publishedAt instanceof Date)).toBe(true);

    const after = await app.inject({
      method: 'GET',
      url: statusUrl(id),
      headers: authHeaders(operadorToken),
    });
    expect(after.json().data.historico).toMatchObject([
      {
        evento: 'entrega.entregue',
        de: 'emTransito',
        para: 'entregue',
        motivo: null,
        usuario: 'Administrador Demo',
      },
      { evento: 'entrega.emTransito', de: 'pendente', para: 'emTransito', motivo: 'Saiu do CD' },
    ]);
  });

  it('answers 409 for an event the status does not accept, and writes nothing', async () => {
    const { id } = await delivery({ status: 'entregue' });
    const refused = await post(adminToken, id, { event: 'entrega.emTransito', version: 0 });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      isSuccess: false,
      errors: ['O status atual da entrega não aceita esta alteração.'],
      messageIds: ['entregaStatus.error.notAccepted'],
    });
    expect(await stored(id)).toMatchObject({
      entrega: { status: 'entregue', version: 0 },
      history: [],
      outbox: [],
    });
  });

  it('answers 409 for a version the delivery has moved past', async () => {
    const { id } = await delivery();
    expect((await post(adminToken, id, { event: 'entrega.emTransito', version: 0 })).statusCode).toBe(200);
    // A second screen, opened before the change, still holds version 0.
    const stale = await post(operadorToken, id, { event: 'entrega.devolvida', version: 0 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().messageIds).toEqual(['entregaStatus.error.stale']);
    const { entrega, history } = await stored(id);
    expect(entrega).toMatchObject({ status: 'emTransito', version: 1 });
    expect(history).toHaveLength(1);
  });

  it("answers another company's delivery as missing, for reading and for changing", async () => {
    const { id } = await delivery();
    const read = await app.inject({ method: 'GET', url: statusUrl(id), headers: authHeaders(tokenB) });
    expect(read.statusCode).toBe(404);
    expect(read.json().messageIds).toEqual(['entregaStatus.error.notFound']);
    const change = await post(tokenB, id, { event: 'entrega.cancelada', version: 0 });
    expect(change.statusCode).toBe(404);
    expect(change.json().messageIds).toEqual(['entregaStatus.error.notFound']);
    expect(await stored(id)).toMatchObject({ entrega: { status: 'pendente', version: 0 }, history: [] });
  });

  it('refuses users without the tracking rule and events no user may send', async () => {
    const { id } = await delivery();
    // A staff user of the company without the tracking module (the demo password, copied).
    const admin = await app.db
      .selectFrom('usuario')
      .select(['empresaId', 'passwordHash'])
      .where('nomeAcesso', '=', 'admin')
      .executeTakeFirstOrThrow();
    await app.db
      .insertInto('usuario')
      .values({ ...admin, nomeAcesso: 'sem.rastreio', nomeApresentacao: 'Sem rastreio', tipo: 'staff' })
      .execute();
    const outsider = await login(app, 'sem.rastreio');
    expect((await post(outsider, id, { event: 'entrega.emTransito', version: 0 })).statusCode).toBe(403);
    expect(
      (await app.inject({ method: 'GET', url: statusUrl(id), headers: authHeaders(outsider) })).statusCode,
    ).toBe(403);
    const invented = await post(adminToken, id, { event: 'entrega.pendente', version: 0 });
    expect(invented.statusCode).toBe(400);
    const long = await post(adminToken, id, {
      event: 'entrega.emTransito',
      version: 0,
      reason: 'x'.repeat(501),
    });
    expect(long.statusCode).toBe(400);
    expect((await stored(id)).entrega.version).toBe(0);
  });

  it('writes status, history and outbox in one transaction: a failed outbox write undoes them all', async () => {
    const { id } = await delivery();
    await sql`create function refuse_outbox() returns trigger language plpgsql as
      $$ begin raise exception 'outbox refused for the test'; end $$`.execute(app.db);
    await sql`create trigger refuse_outbox before insert on machine_outbox
      for each row execute function refuse_outbox()`.execute(app.db);
    try {
      const failed = await post(adminToken, id, { event: 'entrega.emTransito', version: 0 });
      expect(failed.statusCode).toBe(500);
    } finally {
      await sql`drop trigger refuse_outbox on machine_outbox`.execute(app.db);
      await sql`drop function refuse_outbox()`.execute(app.db);
    }
    expect(await stored(id)).toMatchObject({
      entrega: { status: 'pendente', version: 0 },
      history: [],
      outbox: [],
    });
  });

  it("pushes a committed change to the company's users through the notifications hub", async () => {
    const { id } = await delivery();
    const connection = hubClient(baseUrl, () => operadorToken);
    const pushes = recorder(connection, MACHINE_CHANGED_TARGET);
    await connection.start();
    try {
      expect((await post(adminToken, id, { event: 'entrega.devolvida', version: 0 })).statusCode).toBe(200);
      const [[change]] = (await pushes.until(1)) as [[unknown]];
      expect(change).toEqual({
        maquina: 'entrega',
        id,
        evento: 'entrega.devolvida',
        de: 'pendente',
        para: 'devolvida',
        version: 1,
      });
    } finally {
      await stopAll(connection);
    }
  });
});
