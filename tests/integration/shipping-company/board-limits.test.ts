// The kanbans' limits per company (the boardLimit register): its checks (the status must be the
// chosen board's, one row per company, board and status, at least one limit), its rules (whoever
// uses a board reads, the administrator writes), its company scope, and the two board reads that
// carry the company's limits, only theirs, beside the cards.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PermissionFlag, noFlags } from '../../../src/domain/permissions';
import { authHeaders, createTestApp, DATABASES, login, type TestApp } from '../helpers';

const LIMITS = '/api/tracking/boardLimit';

describe.each(DATABASES)('board limits on %s', (kind) => {
  let testApp: TestApp;
  let app: FastifyInstance;
  let admin: string;
  let empresaId: number;
  let norteId: number;
  let serial = 0;

  const call = (token: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    app.inject({ method, url, payload, headers: authHeaders(token) });

  const userWith = async (...flags: PermissionFlag[]) => {
    const nomeAcesso = `limites.${++serial}`;
    const created = await call(admin, 'POST', '/api/tracking/usuario', {
      nomeApresentacao: 'Usuário dos quadros',
      nomeAcesso,
      password: 'quadros-123',
      ...noFlags(),
      tracking: true,
      ...Object.fromEntries(flags.map((flag) => [flag, true])),
    });
    expect(created.statusCode, created.body).toBe(201);
    return login(app, nomeAcesso, 'quadros-123');
  };

  beforeAll(async () => {
    testApp = await createTestApp(kind);
    app = testApp.app;
    admin = await login(app, 'admin');
    empresaId = (await call(admin, 'GET', '/api/scheduler/v1/access/me')).json().data.empresaId;
    norteId = (
      await app.db
        .selectFrom('empresa')
        .select('id')
        .where('nomeFantasia', '=', 'Rota Logística Norte')
        .executeTakeFirstOrThrow()
    ).id;
    // Start from none: the demo company's own limits are the seed's.
    await app.db.deleteFrom('boardLimit').where('empresaId', '=', empresaId).execute();
  });
  afterAll(() => testApp?.close());

  it('refuses a status of the other board, a second row for a column, and a row without limits', async () => {
    const wrongBoard = await call(admin, 'POST', LIMITS, {
      quadro: 'cargo',
      status: 'lancada',
      limiteWip: 3,
    });
    expect(wrongBoard.statusCode).toBe(400);
    expect(wrongBoard.json().messageIds).toEqual(['resource.boardLimit.error.statusOfBoard']);
    expect(wrongBoard.json().errors[0]).toContain('Esta coluna não é do quadro escolhido');

    const unknown = await call(admin, 'POST', LIMITS, { quadro: 'cargo', status: 'voando', limiteWip: 3 });
    expect(unknown.statusCode).toBe(400);

    const neither = await call(admin, 'POST', LIMITS, {
      quadro: 'cargoExpense',
      status: 'lancada',
      limiteWip: null,
      limiteHoras: '',
    });
    expect(neither.statusCode).toBe(400);
    expect(neither.json().errors[0]).toContain('Informe o limite de cartões, o tempo limite ou os dois');

    for (const limit of [0, -1, 2.5]) {
      const bad = await call(admin, 'POST', LIMITS, {
        quadro: 'cargo',
        status: 'emTransito',
        limiteHoras: limit,
      });
      expect(bad.statusCode, String(limit)).toBe(400);
    }

    const first = await call(admin, 'POST', LIMITS, { quadro: 'cargo', status: 'emTransito', limiteWip: 4 });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().data).toMatchObject({
      quadro: 'cargo',
      status: 'emTransito',
      limiteWip: 4,
    });
    const twice = await call(admin, 'POST', LIMITS, {
      quadro: 'cargo',
      status: 'emTransito',
      limiteHoras: 8,
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().messageIds).toEqual(['resource.boardLimit.error.duplicate']);
    expect(twice.json().errors[0]).toBe(
      'Este quadro já tem limites para esta coluna: edite-os em vez de criar outros',
    );

    // The same status name on the other board is another column; an edit may keep its own column
    // but not take another's.
    const other = await call(admin, 'POST', LIMITS, {
      quadro: 'cargo',
      status: 'emDescarga',
      limiteHoras: 6,
    });
    expect(other.statusCode).toBe(201);
    const kept = await call(admin, 'PUT', `${LIMITS}/${first.json().data.id}`, {
      quadro: 'cargo',
      status: 'emTransito',
      limiteWip: 5,
      limiteHoras: 24,
    });
    expect(kept.statusCode, kept.body).toBe(200);
    const taken = await call(admin, 'PUT', `${LIMITS}/${other.json().data.id}`, {
      quadro: 'cargo',
      status: 'emTransito',
      limiteHoras: 6,
    });
    expect(taken.statusCode).toBe(409);
    const moved = await call(admin, 'PUT', `${LIMITS}/${other.json().data.id}`, {
      quadro: 'cargoExpense',
      status: 'emDescarga',
      limiteHoras: 6,
    });
    expect(moved.statusCode).toBe(400);
  });

  it('lets whoever uses a board read the limits and only the administrator change them', async () => {
    const board = await userWith('cargoKanbamAvaliable');
    const expenses = await userWith('cargoExpensesAvaliable');
    const registers = await userWith('accessTypeOccurrence');
    expect((await call(board, 'GET', LIMITS)).statusCode).toBe(200);
    expect((await call(expenses, 'GET', LIMITS)).statusCode).toBe(200);
    expect((await call(registers, 'GET', LIMITS)).statusCode).toBe(403);
    const body = { quadro: 'cargoExpense', status: 'aprovada', limiteWip: 2 };
    expect((await call(board, 'POST', LIMITS, body)).statusCode).toBe(403);
    const created = await call(admin, 'POST', LIMITS, body);
    expect(created.statusCode).toBe(201);
    const id = created.json().data.id;
    expect((await call(expenses, 'PUT', `${LIMITS}/${id}`, { ...body, limiteWip: 9 })).statusCode).toBe(403);
    expect((await call(expenses, 'DELETE', `${LIMITS}/${id}`)).statusCode).toBe(403);
    expect((await call(expenses, 'GET', `${LIMITS}/${id}`)).json().data).toMatchObject({ limiteWip: 2 });
  });

  it("keeps each company's limits to itself, in the register and in the board reads", async () => {
    const foreign = await app.db
      .insertInto('boardLimit')
      .values([
        {
          empresaId: norteId,
          quadro: 'cargo',
          status: 'aguardandoCarregamento',
          limiteWip: 1,
          limiteHoras: 1,
        },
        { empresaId: norteId, quadro: 'cargoExpense', status: 'paga', limiteWip: 1, limiteHoras: null },
      ])
      .returning('id')
      .execute();
    const listed = await call(admin, 'GET', `${LIMITS}?pageSize=100`);
    const ids = listed.json().data.items.map((row: { id: number }) => row.id);
    for (const row of foreign) expect(ids).not.toContain(row.id);
    expect((await call(admin, 'GET', `${LIMITS}/${foreign[0]!.id}`)).statusCode).toBe(404);
    const update = { quadro: 'cargo', status: 'aguardandoCarregamento', limiteWip: 50 };
    expect((await call(admin, 'PUT', `${LIMITS}/${foreign[0]!.id}`, update)).statusCode).toBe(404);
    expect((await call(admin, 'DELETE', `${LIMITS}/${foreign[1]!.id}`)).statusCode).toBe(404);
    // The other company's column is free in this one.
    expect((await call(admin, 'POST', LIMITS, { ...update, limiteWip: 7 })).statusCode).toBe(201);

    const cargo = await call(admin, 'GET', '/api/tracking/cargo/board');
    expect(cargo.statusCode).toBe(200);
    const cargoLimits = cargo.json().data.limits;
    expect(cargoLimits).toEqual(
      expect.arrayContaining([
        { status: 'aguardandoCarregamento', limiteWip: 7, limiteHoras: null },
        { status: 'emTransito', limiteWip: 5, limiteHoras: 24 },
      ]),
    );
    expect(cargoLimits.every((limit: { status: string }) => limit.status !== 'aprovada')).toBe(true);
    expect(cargoLimits.find((limit: { limiteWip: number }) => limit.limiteWip === 1)).toBeUndefined();

    const expense = await call(admin, 'GET', '/api/tracking/cargoExpense/board');
    expect(expense.statusCode).toBe(200);
    expect(expense.json().data.limits).toEqual([{ status: 'aprovada', limiteWip: 2, limiteHoras: null }]);
  });
});
