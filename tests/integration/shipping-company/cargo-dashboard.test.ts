// The shipping company dashboard (GET /api/tracking/cargo/dashboard) on real databases, for a
// company of its own: loads per status (every status, zeros included), the open loads past their
// expected delivery day with their days late, the freight per pickup day and of the period summed
// exactly ('0.10' + '0.20' is '0.30'), the expenses per status counted and summed exactly; the
// demo company's loads and expenses never counted; the route needs cargoKanban.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cargoDashboardSchema } from '../../../src/domain/shipping-company/dashboard/cargo-dashboard';
import { addDays } from '../../../src/domain/tracking/dashboard/entrega-dashboard';
import { businessToday } from '../../../src/domain/tracking/entrega/overdue';
import { CARGO_EXPENSE_STATUSES } from '../../../src/machines/cargo-expense-status-machine';
import { CARGO_STATUSES, type CargoStatus } from '../../../src/machines/cargo-status-machine';
import type { CargoExpenseStatus } from '../../../src/machines/cargo-expense-status-machine';
import { authHeaders, createTestApp, DATABASES, login, type TestApp } from '../helpers';
import { claimsOf } from '../hub/hub-test-kit';
import { createCargo, type CargoBody } from './cargo-fixtures';

const URL = '/api/tracking/cargo/dashboard';

describe.each(DATABASES)('shipping company dashboard on %s', (kind) => {
  let testApp: TestApp;
  let app: FastifyInstance;
  let token: string;
  let adminToken: string;
  let empresaId: number;
  const today = businessToday();
  const period = { dataInicio: addDays(today, -29), dataFim: today };
  const pickup = addDays(today, -5);

  const read = async (who = token, query: Record<string, string> = period) => {
    const response = await app.inject({
      method: 'GET',
      url: `${URL}?${new URLSearchParams(query).toString()}`,
      headers: authHeaders(who),
    });
    expect(response.statusCode, response.body).toBe(200);
    return cargoDashboardSchema.parse(response.json<{ data: unknown }>().data);
  };
  /** A load of the token's company in `status`, created through the register's route. */
  const load = async (status: CargoStatus, input: Partial<CargoBody> = {}, who = token) => {
    const created = await createCargo(app, who, input);
    await app.db.updateTable('carga').set({ status }).where('id', '=', created.id).execute();
    return created;
  };
  const ids: Record<string, { id: number; numero: number }> = {};

  beforeAll(async () => {
    testApp = await createTestApp(kind);
    app = testApp.app;
    adminToken = await login(app, 'admin');
    const signUp = await app.inject({
      method: 'POST',
      url: '/api/tracking/usuario/create',
      payload: {
        nomeApresentacao: 'Despachante do Painel',
        nomeAcesso: 'painel.cargas',
        email: 'painel@cargas.example',
        password: 'painel-cargas-123',
        empresaNomeFantasia: 'Transportadora do Painel',
      },
    });
    expect(signUp.statusCode).toBe(200);
    token = signUp.json().token;
    empresaId = claimsOf(token).empresaId;
    await app.db
      .updateTable('usuario')
      .set({ tracking: true, cargoKanbamAvaliable: true, accessLoads: true })
      .where('id', '=', claimsOf(token).id)
      .execute();

    const noDates = { coletaPrevista: null, entregaPrevista: null, valorFrete: null };
    // Late: open and due before today (naoAtendida is not final in the machine: it may reopen).
    ids.late3 = await load('emTransito', { ...noDates, entregaPrevista: addDays(today, -3) });
    ids.late1 = await load('aguardandoCarregamento', { ...noDates, entregaPrevista: addDays(today, -1) });
    ids.late10 = await load('naoAtendida', { ...noDates, entregaPrevista: addDays(today, -10) });
    // Not late: due today, due later, no expected day, or final.
    await load('emDescarga', { ...noDates, entregaPrevista: today });
    await load('emCarregamento', { ...noDates, entregaPrevista: addDays(today, 4) });
    await load('aguardandoCarregamento', noDates);
    await load('entregue', { ...noDates, entregaPrevista: addDays(today, -8) });
    await load('cancelada', { ...noDates, entregaPrevista: addDays(today, -8) });
    // Freight: 0.10 + 0.20 on one pickup day, 1234.56 on another, one outside the period.
    ids.cents10 = await load('aguardandoCarregamento', {
      valorFrete: '0.10',
      coletaPrevista: pickup,
      entregaPrevista: null,
    });
    await load('entregue', { valorFrete: '0.20', coletaPrevista: pickup, entregaPrevista: null });
    await load('emTransito', { valorFrete: '1234.56', coletaPrevista: today, entregaPrevista: null });
    await load('entregue', {
      valorFrete: '999.99',
      coletaPrevista: addDays(today, -30),
      entregaPrevista: null,
    });

    // Expenses, written straight to the table (the expense routes are tested elsewhere).
    const tipoId = (
      await app.db
        .insertInto('cargoExpenseOccurrence')
        .values({ empresaId, nome: 'Pedágio do painel' })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    const expenses: [CargoExpenseStatus, string][] = [
      ['lancada', '0.10'],
      ['lancada', '0.20'],
      ['paga', '150.05'],
      ['reprovada', '10.00'],
    ];
    await app.db
      .insertInto('cargaDespesa')
      .values(
        expenses.map(([status, valor], index) => ({
          empresaId,
          cargaId: ids.cents10!.id,
          numero: index + 1,
          tipoId,
          valor,
          data: today,
          status,
        })),
      )
      .execute();
  });
  afterAll(() => testApp?.close());

  it('counts every status of the machine, zeros included, in the board order', async () => {
    const data = await read();
    expect(data.porStatus.map((row) => row.status)).toEqual([...CARGO_STATUSES]);
    expect(Object.fromEntries(data.porStatus.map((row) => [row.status, row.total]))).toEqual({
      aguardandoCarregamento: 3,
      emCarregamento: 1,
      emTransito: 2,
      emDescarga: 1,
      entregue: 3,
      naoAtendida: 1,
      cancelada: 1,
    });
    expect(data.total).toBe(12);
  });

  it('lists the open loads past their expected delivery day, most overdue first', async () => {
    const { atrasadas } = await read();
    expect(atrasadas.total).toBe(3);
    expect(atrasadas.cargas.map((c) => [c.numero, c.diasAtraso])).toEqual([
      [ids.late10!.numero, 10],
      [ids.late3!.numero, 3],
      [ids.late1!.numero, 1],
    ]);
    expect(atrasadas.cargas[1]).toMatchObject({
      id: ids.late3!.id,
      origemCidade: 'Campinas',
      origemUf: 'SP',
      destinoCidade: 'Curitiba',
      destinoUf: 'PR',
      status: 'emTransito',
      entregaPrevista: addDays(today, -3),
    });
  });

  it('sums the freight per pickup day and in the period exactly', async () => {
    const data = await read();
    expect(data).toMatchObject(period);
    expect(data.fretePorDia).toHaveLength(30);
    expect(data.fretePorDia[0]!.dia).toBe(period.dataInicio);
    expect(data.fretePorDia.at(-1)!.dia).toBe(today);
    expect(data.fretePorDia.find((d) => d.dia === pickup)).toEqual({ dia: pickup, valor: '0.30', cargas: 2 });
    expect(data.fretePorDia.find((d) => d.dia === today)).toEqual({
      dia: today,
      valor: '1234.56',
      cargas: 1,
    });
    expect(data.fretePorDia.find((d) => d.dia === addDays(today, -1))).toEqual({
      dia: addDays(today, -1),
      valor: '0.00',
      cargas: 0,
    });
    expect(data.freteTotal).toBe('1234.86');
    // A period of the one day: its total is that day's.
    const oneDay = await read(token, { dataInicio: pickup, dataFim: pickup });
    expect(oneDay.fretePorDia).toEqual([{ dia: pickup, valor: '0.30', cargas: 2 }]);
    expect(oneDay.freteTotal).toBe('0.30');
    // The default period: the last 30 days up to today.
    const byDefault = await read(token, {});
    expect(byDefault).toMatchObject({ dataInicio: period.dataInicio, dataFim: today, freteTotal: '1234.86' });
  });

  it('counts and sums the expenses per status exactly, every status included', async () => {
    const { despesasPorStatus } = await read();
    expect(despesasPorStatus.map((row) => row.status)).toEqual([...CARGO_EXPENSE_STATUSES]);
    expect(despesasPorStatus).toEqual([
      { status: 'lancada', total: 2, valor: '0.30' },
      { status: 'emAnalise', total: 0, valor: '0.00' },
      { status: 'aprovada', total: 0, valor: '0.00' },
      { status: 'reprovada', total: 1, valor: '10.00' },
      { status: 'paga', total: 1, valor: '150.05' },
    ]);
  });

  it("never counts another company's loads or expenses", async () => {
    const before = await read();
    // A late load with freight on the same pickup day, in the demo company.
    const other = await load(
      'emTransito',
      { valorFrete: '500.00', coletaPrevista: pickup, entregaPrevista: addDays(today, -2) },
      adminToken,
    );
    expect(await read()).toEqual(before);
    // And the demo company (no demo loads in the test database) sees that one load only.
    const demo = await read(adminToken);
    expect(demo.total).toBe(1);
    expect(demo.atrasadas.cargas.map((c) => c.id)).toEqual([other.id]);
    expect(demo.freteTotal).toBe('500.00');
    expect(demo.despesasPorStatus.every((row) => row.total === 0 && row.valor === '0.00')).toBe(true);
  });

  it('refuses a user without the cargo board permission, and a request without a token', async () => {
    const operador = await login(app, 'operador');
    const refused = await app.inject({ method: 'GET', url: URL, headers: authHeaders(operador) });
    expect(refused.statusCode).toBe(403);
    // The company's owner loses the flag: refused too.
    await app.db
      .updateTable('usuario')
      .set({ cargoKanbamAvaliable: false })
      .where('id', '=', claimsOf(token).id)
      .execute();
    const owner = await app.inject({ method: 'GET', url: URL, headers: authHeaders(token) });
    expect(owner.statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: URL })).statusCode).toBe(401);
  });

  it('rejects a malformed day', async () => {
    const response = await app.inject({
      method: 'GET',
      url: `${URL}?dataInicio=amanhã`,
      headers: authHeaders(adminToken),
    });
    expect(response.statusCode).toBe(400);
  });
});
