// Cargo expenses on real databases: created and listed under their load through the engine's
// nested register, values kept as exact money and summed by the server exactly; the status moves
// only through the expense machine (every refused move answers 409 and writes nothing, an accepted
// one writes status, history and outbox together); another company's expense and load are out of
// reach by route and by hub; the routes need cargoExpenses.
import type { HubConnection } from '@microsoft/signalr';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  CARGO_EXPENSE_STATUSES,
  cargoExpenseMoveReason,
  type CargoExpenseStatus,
} from '../../../src/machines/cargo-expense-status-machine';
import { authHeaders, createTestApp, login, type TestApp } from '../helpers';
import { claimsOf, FAST_HUB, hubClient, listen, recorder, sleep, stopAll } from '../hub/hub-test-kit';
import { createCargo } from './cargo-fixtures';

const EXPENSES = '/api/tracking/cargoExpense';
const statusUrl = (id: number) => `${EXPENSES}/${id}/status`;

describe('cargo expenses', () => {
  let testApp: TestApp;
  let app: FastifyInstance;
  let baseUrl: string;
  let adminToken: string;
  let rmsToken: string;
  let tokenB: string;
  let tipoId: number;
  let reasonId: number;
  const open: HubConnection[] = [];

  const call = (token: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    app.inject({ method, url, payload, headers: authHeaders(token) });
  const createExpense = async (cargaId: number, valor: string, token = adminToken) => {
    const response = await call(token, 'POST', `${EXPENSES}?parentId=${cargaId}`, {
      tipoId,
      valor,
      data: '2026-05-11',
      descricao: 'Pedágio',
    });
    if (response.statusCode !== 201)
      throw new Error(`create expense: ${response.statusCode} ${response.body}`);
    return response.json<{ data: { id: number; numero: number; status: string; valor: string } }>().data;
  };
  const stored = async (id: number) => ({
    row: await app.db
      .selectFrom('cargaDespesa')
      .select(['status', 'version', 'statusDesde'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow(),
    history: await app.db
      .selectFrom('cargaDespesaStatusHistorico')
      .selectAll()
      .where('cargaDespesaId', '=', id)
      .orderBy('id')
      .execute(),
    outbox: await app.db
      .selectFrom('machineOutbox')
      .selectAll()
      .where('maquina', '=', 'cargaDespesa')
      .where('registroId', '=', id)
      .execute(),
  });
  /** Moves an expense to `to` through the route, with the reason each move needs. */
  const moveTo = async (id: number, from: CargoExpenseStatus, to: CargoExpenseStatus, version: number) => {
    const needs = cargoExpenseMoveReason(from, to);
    const response = await call(adminToken, 'POST', statusUrl(id), {
      to,
      version,
      ...(needs ? { motivoId: reasonId } : {}),
    });
    expect(response.statusCode, response.body).toBe(200);
  };

  beforeAll(async () => {
    testApp = await createTestApp('embedded', { realtime: FAST_HUB });
    app = testApp.app;
    baseUrl = await listen(app);
    adminToken = await login(app, 'admin');
    rmsToken = await login(app, 'rms');
    const empresaId = claimsOf(adminToken).empresaId;
    tipoId = (
      await app.db
        .insertInto('cargoExpenseOccurrence')
        .values({ empresaId, nome: 'Pedágio de teste' })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    reasonId = (
      await app.db
        .insertInto('disapprovedReason')
        .values({ empresaId, sequencia: 1, nomeExibicao: 'Sem comprovante' })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    const signUp = await app.inject({
      method: 'POST',
      url: '/api/tracking/usuario/create',
      payload: {
        nomeApresentacao: 'Dona das Despesas B',
        nomeAcesso: 'dona.despesas',
        email: 'dona@despesas-b.example',
        password: 'empresa-b-123',
        empresaNomeFantasia: 'Transportadora Despesas B',
      },
    });
    expect(signUp.statusCode).toBe(200);
    tokenB = signUp.json().token;
    await app.db
      .updateTable('usuario')
      .set({ tracking: true, cargoExpensesAvaliable: true, accessLoads: true })
      .where('id', '=', claimsOf(tokenB).id)
      .execute();
  });
  afterEach(() => stopAll(...open.splice(0)));
  afterAll(() => testApp?.close());

  it('creates expenses under their load, launched, numbered, with history, and lists them there', async () => {
    const load = await createCargo(app, adminToken);
    const other = await createCargo(app, adminToken);
    const first = await createExpense(load.id, '1234.56');
    const second = await createExpense(load.id, '10.00');
    await createExpense(other.id, '99.90');
    expect(first).toMatchObject({ status: 'lancada', valor: '1234.56' });
    expect(second.numero).toBe(first.numero + 1);
    const listed = await call(adminToken, 'GET', `${EXPENSES}?parentId=${load.id}`);
    expect(listed.statusCode).toBe(200);
    expect(
      listed
        .json()
        .data.items.map((row: { id: number }) => row.id)
        .sort(),
    ).toEqual([first.id, second.id].sort());
    const { history } = await stored(first.id);
    expect(history).toMatchObject([{ evento: 'despesa.criada', estadoAnterior: '', estadoNovo: 'lancada' }]);
    // A body's status is not the form's to set.
    const edited = await call(adminToken, 'PUT', `${EXPENSES}/${first.id}`, {
      tipoId,
      valor: '1234.57',
      data: '2026-05-12',
      status: 'paga',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await stored(first.id)).row.status).toBe('lancada');
  });

  it('keeps money exact: a float is refused, and 0.10 + 0.20 sums to 0.30 on the server', async () => {
    const load = await createCargo(app, adminToken);
    const asFloat = await call(adminToken, 'POST', `${EXPENSES}?parentId=${load.id}`, {
      tipoId,
      valor: 0.1,
      data: '2026-05-11',
    });
    expect(asFloat.statusCode).toBe(400);
    await createExpense(load.id, '0.10');
    await createExpense(load.id, '0.20');
    const totals = await call(adminToken, 'GET', `/api/tracking/cargo/${load.id}/expenseTotals`);
    expect(totals.statusCode).toBe(200);
    expect(totals.json().data).toEqual({
      total: '0.30',
      porStatus: [{ status: 'lancada', total: '0.30', count: 2 }],
    });
  });

  it('moves through the machine: history and outbox written; paid only from approved', async () => {
    const load = await createCargo(app, adminToken);
    const expense = await createExpense(load.id, '50.00');
    await moveTo(expense.id, 'lancada', 'emAnalise', 0);
    await moveTo(expense.id, 'emAnalise', 'aprovada', 1);
    const after = await stored(expense.id);
    expect(after.row).toMatchObject({ status: 'aprovada', version: 2 });
    expect(after.history.slice(1)).toMatchObject([
      { evento: 'despesa.emAnalise', estadoAnterior: 'lancada', estadoNovo: 'emAnalise', motivo: null },
      { evento: 'despesa.aprovada', estadoAnterior: 'emAnalise', estadoNovo: 'aprovada' },
    ]);
    expect(after.history[2]!.usuarioId).toBe(claimsOf(adminToken).id);
    expect(after.outbox).toHaveLength(2);
    await moveTo(expense.id, 'aprovada', 'paga', 2);
    expect((await stored(expense.id)).row.status).toBe('paga');
  });

  it('disapproves only with a reason of the register, kept in the history', async () => {
    const load = await createCargo(app, adminToken);
    const expense = await createExpense(load.id, '70.00');
    await moveTo(expense.id, 'lancada', 'emAnalise', 0);
    const before = await stored(expense.id);
    for (const payload of [
      { to: 'reprovada', version: 1 },
      { to: 'reprovada', version: 1, motivo: 'Só texto' },
      { to: 'reprovada', version: 1, motivoId: 2_000_000_000 },
    ]) {
      const refused = await call(adminToken, 'POST', statusUrl(expense.id), payload);
      expect(refused.statusCode, JSON.stringify(payload)).toBe(409);
      expect(refused.json().messageIds[0]).toMatch(/^cargoExpense\.error\.reason/);
    }
    expect(await stored(expense.id)).toEqual(before);
    const done = await call(adminToken, 'POST', statusUrl(expense.id), {
      to: 'reprovada',
      version: 1,
      motivoId: reasonId,
      motivo: 'nota fiscal ilegível',
    });
    expect(done.statusCode, done.body).toBe(200);
    const details = await call(adminToken, 'GET', `${EXPENSES}/${expense.id}/details`);
    expect(details.json().data.historico[0]).toMatchObject({
      de: 'emAnalise',
      para: 'reprovada',
      motivo: 'Sem comprovante: nota fiscal ilegível',
      motivoId: reasonId,
      usuario: 'Administrador Demo',
    });
  });

  it('answers 409 with a catalog message and writes nothing for every move the machine refuses', async () => {
    const load = await createCargo(app, adminToken);
    // One expense in each status, reached through the machine.
    const path: CargoExpenseStatus[] = ['lancada', 'emAnalise', 'aprovada', 'paga'];
    const inStatus = new Map<CargoExpenseStatus, number>();
    for (const status of CARGO_EXPENSE_STATUSES) {
      const expense = await createExpense(load.id, '1.00');
      const route: CargoExpenseStatus[] =
        status === 'reprovada'
          ? ['lancada', 'emAnalise', 'reprovada']
          : path.slice(0, path.indexOf(status) + 1);
      for (let step = 1; step < route.length; step++)
        await moveTo(expense.id, route[step - 1]!, route[step]!, step - 1);
      inStatus.set(status, expense.id);
    }
    let refusedCount = 0;
    for (const from of CARGO_EXPENSE_STATUSES)
      for (const to of CARGO_EXPENSE_STATUSES) {
        if (from === to || cargoExpenseMoveReason(from, to) !== undefined) continue;
        const id = inStatus.get(from)!;
        const before = await stored(id);
        const response = await call(adminToken, 'POST', statusUrl(id), {
          to,
          version: before.row.version,
          motivoId: reasonId,
        });
        expect(response.statusCode, `${from} → ${to}`).toBe(409);
        expect(response.json().messageIds).toEqual(['cargoExpense.error.notAccepted']);
        expect(response.json().errors[0]).toBe('O status atual da despesa não aceita esta mudança.');
        expect(await stored(id)).toEqual(before);
        refusedCount++;
      }
    expect(refusedCount).toBeGreaterThan(10);
    // A stale version is refused too, and writes nothing.
    const id = inStatus.get('lancada')!;
    const before = await stored(id);
    const stale = await call(adminToken, 'POST', statusUrl(id), { to: 'emAnalise', version: 7 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().messageIds).toEqual(['cargoExpense.error.stale']);
    expect(await stored(id)).toEqual(before);
  });

  it("keeps another company's expenses and loads out of reach, by route and by hub", async () => {
    const load = await createCargo(app, adminToken);
    const expense = await createExpense(load.id, '80.00');
    const before = await stored(expense.id);
    expect((await call(tokenB, 'GET', `${EXPENSES}/${expense.id}`)).statusCode).toBe(404);
    expect((await call(tokenB, 'GET', `${EXPENSES}/${expense.id}/details`)).statusCode).toBe(404);
    expect((await call(tokenB, 'GET', `${EXPENSES}?parentId=${load.id}`)).statusCode).toBe(404);
    expect(
      (
        await call(tokenB, 'POST', `${EXPENSES}?parentId=${load.id}`, {
          tipoId,
          valor: '1.00',
          data: '2026-05-11',
        })
      ).statusCode,
    ).toBe(404);
    expect((await call(tokenB, 'GET', `/api/tracking/cargo/${load.id}/expenseTotals`)).statusCode).toBe(404);
    const moved = await call(tokenB, 'POST', statusUrl(expense.id), { to: 'emAnalise', version: 0 });
    expect(moved.statusCode).toBe(404);
    const boardB = await call(tokenB, 'GET', `${EXPENSES}/board`);
    expect(boardB.json().data.cards.map((card: { id: number }) => card.id)).not.toContain(expense.id);

    const other = hubClient(baseUrl, () => tokenB, { path: '/hubs/cargo-board' });
    open.push(other);
    await other.start();
    await expect(other.invoke('JoinGroup', 'expenseBoard', claimsOf(adminToken).empresaId)).rejects.toThrow();
    const result = await other.invoke('MoveExpense', expense.id, { to: 'emAnalise', version: 0 });
    expect(result).toMatchObject({ ok: false, status: 404, card: null });
    expect(await stored(expense.id)).toEqual(before);
  });

  it('needs cargoExpenses: the route and the hub refuse a user without it', async () => {
    // rms has the cargo kanban but not the expenses.
    expect((await call(rmsToken, 'GET', `${EXPENSES}/board`)).statusCode).toBe(403);
    const rms = hubClient(baseUrl, () => rmsToken, { path: '/hubs/cargo-board' });
    open.push(rms);
    await rms.start();
    await expect(rms.invoke('JoinGroup', 'expenseBoard', claimsOf(rmsToken).empresaId)).rejects.toThrow(
      /Permission denied/,
    );
  });

  it('pushes an expense move to the others on the expense board, not to the cargo board', async () => {
    const load = await createCargo(app, adminToken);
    const expense = await createExpense(load.id, '15.00');
    const empresaId = claimsOf(adminToken).empresaId;
    const mover = hubClient(baseUrl, () => adminToken, { path: '/hubs/cargo-board' });
    const watcher = hubClient(baseUrl, () => adminToken, { path: '/hubs/cargo-board' });
    const cargoWatcher = hubClient(baseUrl, () => rmsToken, { path: '/hubs/cargo-board' });
    open.push(mover, watcher, cargoWatcher);
    await Promise.all([mover.start(), watcher.start(), cargoWatcher.start()]);
    const seen = recorder(watcher, 'expenseMoved');
    const cargoSeen = recorder(cargoWatcher, 'expenseMoved');
    await mover.invoke('JoinGroup', 'expenseBoard', empresaId);
    await watcher.invoke('JoinGroup', 'expenseBoard', empresaId);
    await cargoWatcher.invoke('JoinGroup', 'board', empresaId);
    const result = await mover.invoke('MoveExpense', expense.id, { to: 'emAnalise', version: 0 });
    expect(result).toMatchObject({ ok: true, card: { id: expense.id, status: 'emAnalise', version: 1 } });
    const [[card]] = (await seen.until(1)) as [[{ id: number; status: string; valor: string }]];
    expect(card).toMatchObject({
      id: expense.id,
      status: 'emAnalise',
      valor: '15.00',
      cargaNumero: load.numero,
    });
    await sleep(200);
    expect(cargoSeen.calls).toHaveLength(0);
  });
});
