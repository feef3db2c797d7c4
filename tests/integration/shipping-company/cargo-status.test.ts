// A load's status through the cargo machine on real databases: an accepted move writes status,
// history (with its reason) and outbox in one transaction; a refused move, a move lacking its
// reason and a stale version answer 409 and write nothing; another company's load is missing;
// the route needs cargoKanban.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeaders, createTestApp, DATABASES, login, type TestApp } from '../helpers';
import { claimsOf } from '../hub/hub-test-kit';
import { CARGO_INPUT, createCargo, postCargo } from './cargo-fixtures';

const statusUrl = (id: number) => `/api/tracking/cargo/${id}/status`;

describe.each(DATABASES)('cargo status machine on %s', (kind) => {
  let testApp: TestApp;
  let app: FastifyInstance;
  let adminToken: string;
  let operadorToken: string;
  let tokenB: string;

  const post = (token: string, id: number, payload: object) =>
    app.inject({ method: 'POST', url: statusUrl(id), headers: authHeaders(token), payload });
  const stored = async (id: number) => ({
    carga: await app.db
      .selectFrom('carga')
      .select(['status', 'version', 'statusDesde', 'updatedBy'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow(),
    history: await app.db
      .selectFrom('cargaStatusHistorico')
      .selectAll()
      .where('cargaId', '=', id)
      .orderBy('id')
      .execute(),
    outbox: await app.db
      .selectFrom('machineOutbox')
      .selectAll()
      .where('maquina', '=', 'carga')
      .where('registroId', '=', id)
      .execute(),
  });

  beforeAll(async () => {
    testApp = await createTestApp(kind);
    app = testApp.app;
    adminToken = await login(app, 'admin');
    operadorToken = await login(app, 'operador');
    const signUp = await app.inject({
      method: 'POST',
      url: '/api/tracking/usuario/create',
      payload: {
        nomeApresentacao: 'Dona da Transportadora B',
        nomeAcesso: 'dona.cargas',
        email: 'dona@cargas-b.example',
        password: 'empresa-b-123',
        empresaNomeFantasia: 'Transportadora B',
      },
    });
    expect(signUp.statusCode).toBe(200);
    tokenB = signUp.json().token;
    // Company B's owner may use the cargo kanban too: only the company tells the two apart.
    await app.db
      .updateTable('usuario')
      .set({ tracking: true, cargoKanbamAvaliable: true, accessLoads: true })
      .where('id', '=', claimsOf(tokenB).id)
      .execute();
  });
  afterAll(() => testApp?.close());

  it('numbers loads per company and stores plates, CPF and money exactly', async () => {
    const first = await createCargo(app, adminToken);
    const second = await createCargo(app, adminToken);
    expect(second.numero).toBe(first.numero + 1);
    expect(first).toMatchObject({ status: 'aguardandoCarregamento', version: 0, placa: 'ABC1234' });
    const row = await app.db
      .selectFrom('carga')
      .selectAll()
      .where('id', '=', first.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      motoristaCpf: '52998224725',
      placaReboque1: 'BRA2E19',
      placaReboque2: 'XYZ9K88',
      placaReboque3: null,
      peso: '24500.500',
      valorFrete: '12345.67',
    });
    // Company B numbers its own loads from 1.
    expect((await createCargo(app, tokenB)).numero).toBe(1);
  });

  it('refuses a bad plate or CPF', async () => {
    for (const bad of [{ placa: 'AB-12' }, { motoristaCpf: '111.111.111-11' }, { placaReboque3: 'A' }]) {
      const response = await postCargo(app, adminToken, { ...CARGO_INPUT, ...bad });
      expect(response.statusCode).toBe(400);
    }
  });

  it('applies an allowed move: status, history and outbox, and the version moves on', async () => {
    const { id } = await createCargo(app, adminToken);
    const moved = await post(adminToken, id, { to: 'emCarregamento', version: 0 });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().data).toMatchObject({ id, status: 'emCarregamento', version: 1 });

    const { carga, history, outbox } = await stored(id);
    const adminId = claimsOf(adminToken).id;
    expect(carga).toMatchObject({ status: 'emCarregamento', version: 1, updatedBy: adminId });
    expect(Date.now() - carga.statusDesde.getTime()).toBeLessThan(60_000);
    expect(history).toMatchObject([
      {
        usuarioId: adminId,
        evento: 'carga.criada',
        estadoAnterior: '',
        estadoNovo: 'aguardandoCarregamento',
      },
      {
        usuarioId: adminId,
        evento: 'carga.emCarregamento',
        estadoAnterior: 'aguardandoCarregamento',
        estadoNovo: 'emCarregamento',
        motivo: null,
        motivoId: null,
      },
    ]);
    expect(outbox).toMatchObject([
      { estadoAnterior: 'aguardandoCarregamento', estadoNovo: 'emCarregamento' },
    ]);
  });

  it('keeps the reason of a move that needs one, picked from its register, with the note', async () => {
    const { id } = await createCargo(app, adminToken);
    const created = (await stored(id)).history;
    const withoutReason = await post(adminToken, id, { to: 'naoAtendida', version: 0 });
    expect(withoutReason.statusCode).toBe(409);
    expect(withoutReason.json().messageIds).toEqual(['cargo.error.reasonRequired']);
    expect((await stored(id)).history).toEqual(created);

    const empresaId = claimsOf(adminToken).empresaId;
    const reason = await app.db
      .insertInto('nonAttendanceReason')
      .values({ empresaId, sequencia: 1, nomeExibicao: 'Sem veículo disponível' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const disapproval = await app.db
      .insertInto('disapprovedReason')
      // An id no non-attendance reason has, so only the register tells them apart.
      .values({ id: 900_001, empresaId, sequencia: 1, nomeExibicao: 'Pedido cancelado' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const reasonOfB = await app.db
      .insertInto('nonAttendanceReason')
      .values({ empresaId: claimsOf(tokenB).empresaId, sequencia: 1, nomeExibicao: 'Motivo da B' })
      .returning('id')
      .executeTakeFirstOrThrow();
    // A reason of the other register, of another company or of none is refused; nothing written.
    for (const motivoId of [disapproval.id, reasonOfB.id, 2_000_000]) {
      const refused = await post(adminToken, id, { to: 'naoAtendida', version: 0, motivoId });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().messageIds).toEqual(['cargo.error.reasonUnavailable']);
      expect((await stored(id)).history).toEqual(created);
    }

    const moved = await post(adminToken, id, {
      to: 'naoAtendida',
      version: 0,
      motivo: '  Caminhão na oficina  ',
      motivoId: reason.id,
    });
    expect(moved.statusCode).toBe(200);
    expect((await stored(id)).history.at(-1)).toMatchObject({
      estadoNovo: 'naoAtendida',
      motivo: 'Sem veículo disponível: Caminhão na oficina',
      motivoId: reason.id,
    });

    // The dialog's list: the company's reasons of the kind, in sequence; none of B's.
    const offered = await app.inject({
      method: 'GET',
      url: '/api/tracking/cargo/reasons?kind=naoAtendimento',
      headers: authHeaders(adminToken),
    });
    expect(offered.json().data.reasons).toEqual([{ id: reason.id, nome: 'Sem veículo disponível' }]);
  });

  it('answers 409 and writes nothing for a refused move or a stale version', async () => {
    const { id } = await createCargo(app, adminToken);
    const before = await stored(id);

    const skipped = await post(adminToken, id, { to: 'entregue', version: 0 });
    expect(skipped.statusCode).toBe(409);
    expect(skipped.json()).toMatchObject({
      isSuccess: false,
      messageIds: ['cargo.error.notAccepted'],
      errors: ['O status atual da carga não aceita esta mudança.'],
    });
    expect(await stored(id)).toEqual(before);

    const stale = await post(adminToken, id, { to: 'emCarregamento', version: 3 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().messageIds).toEqual(['cargo.error.stale']);
    expect(await stored(id)).toEqual(before);
  });

  it("answers another company's load as missing, and changes nothing", async () => {
    const { id } = await createCargo(app, adminToken);
    const before = await stored(id);
    const moved = await post(tokenB, id, { to: 'emCarregamento', version: 0 });
    expect(moved.statusCode).toBe(404);
    expect(moved.json().messageIds).toEqual(['cargo.error.notFound']);
    const read = await app.inject({
      method: 'GET',
      url: `/api/tracking/cargo/${id}/details`,
      headers: authHeaders(tokenB),
    });
    expect(read.statusCode).toBe(404);
    const board = await app.inject({
      method: 'GET',
      url: '/api/tracking/cargo/board',
      headers: authHeaders(tokenB),
    });
    expect(board.json().data.cards.map((c: { id: number }) => c.id)).not.toContain(id);
    expect(await stored(id)).toEqual(before);
  });

  it('needs the cargo kanban permission', async () => {
    const { id } = await createCargo(app, adminToken);
    expect((await post(operadorToken, id, { to: 'emCarregamento', version: 0 })).statusCode).toBe(403);
    const board = await app.inject({
      method: 'GET',
      url: '/api/tracking/cargo/board',
      headers: authHeaders(operadorToken),
    });
    expect(board.statusCode).toBe(403);
  });

  it('reads a load with its history, newest first', async () => {
    const { id } = await createCargo(app, adminToken);
    await post(adminToken, id, { to: 'emCarregamento', version: 0 });
    await post(adminToken, id, { to: 'aguardandoCarregamento', version: 1, motivo: 'Doca interditada' });
    const read = await app.inject({
      method: 'GET',
      url: `/api/tracking/cargo/${id}/details`,
      headers: authHeaders(adminToken),
    });
    expect(read.statusCode).toBe(200);
    const { carga, historico } = read.json().data;
    expect(carga).toMatchObject({ id, status: 'aguardandoCarregamento', version: 2, valorFrete: '12345.67' });
    expect(historico).toMatchObject([
      {
        de: 'emCarregamento',
        para: 'aguardandoCarregamento',
        motivo: 'Doca interditada',
        usuario: 'Administrador Demo',
      },
      { de: 'aguardandoCarregamento', para: 'emCarregamento', motivo: null },
      // The creation, by whoever created the load.
      { de: '', para: 'aguardandoCarregamento', motivo: null, usuario: 'Administrador Demo' },
    ]);
  });
});
