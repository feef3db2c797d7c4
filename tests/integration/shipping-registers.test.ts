// The shipping company's registers (spec 2.11): each guarded by its flag on the server, scoped to
// the company, and the expense occurrences pointing at occurrence types the company has.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PermissionFlag, noFlags } from '../../src/domain/permissions';
import { authHeaders, createTestApp, DATABASES, login, type TestApp } from './helpers';

const TYPES = '/api/tracking/occurrenceType';
const EXPENSES = '/api/tracking/cargoExpenseOccurrence';
const VEHICLE_TYPES = '/api/vehicle/vehicleType';

describe.each(DATABASES)("the shipping company's registers on %s", (kind) => {
  let testApp: TestApp;
  let app: FastifyInstance;
  let admin: string;
  let serial = 0;

  const call = (token: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    app.inject({ method, url, payload, headers: authHeaders(token) });

  /** Signs in a new staff user of the demo company with the tracking module and these flags. */
  const userWith = async (...flags: PermissionFlag[]) => {
    const nomeAcesso = `transp.${++serial}`;
    const created = await call(admin, 'POST', '/api/tracking/usuario', {
      nomeApresentacao: 'Usuário da transportadora',
      nomeAcesso,
      password: 'transporte-123',
      ...noFlags(),
      tracking: true,
      ...Object.fromEntries(flags.map((flag) => [flag, true])),
    });
    expect(created.statusCode, created.body).toBe(201);
    return login(app, nomeAcesso, 'transporte-123');
  };

  const createType = async (nome: string, token = admin) => {
    const created = await call(token, 'POST', TYPES, { nome });
    expect(created.statusCode, created.body).toBe(201);
    return created.json().data.id as number;
  };

  beforeAll(async () => {
    testApp = await createTestApp(kind);
    app = testApp.app;
    admin = await login(app, 'admin');
  });
  afterAll(() => testApp?.close());

  it('answers each register only to the holders of its flag', async () => {
    const reasons = await userWith('accessNonAttendanceReason');
    expect((await call(reasons, 'GET', '/api/tracking/nonAttendanceReason')).statusCode).toBe(200);
    expect((await call(reasons, 'GET', '/api/tracking/disapprovedReason')).statusCode).toBe(200);
    for (const url of [TYPES, EXPENSES, VEHICLE_TYPES]) {
      expect((await call(reasons, 'GET', url)).statusCode, url).toBe(403);
    }
    expect((await call(reasons, 'POST', TYPES, { nome: 'Proibido' })).statusCode).toBe(403);
    const vehicles = await userWith('accessTypeVehicle');
    const created = await call(vehicles, 'POST', VEHICLE_TYPES, { nome: 'Cavalo mecânico' });
    expect(created.statusCode).toBe(201);
    expect(created.json().data).toMatchObject({ nome: 'Cavalo mecânico', ativo: true, version: 1 });
  });

  it('points an expense occurrence at an occurrence type of the company, shown by its name', async () => {
    const typeId = await createType('Pernoite forçado');
    const created = await call(admin, 'POST', EXPENSES, {
      nome: 'Hospedagem do motorista',
      occurrenceTypeId: typeId,
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().data).toMatchObject({
      occurrenceTypeId: typeId,
      occurrenceTypeIdLabel: 'Pernoite forçado',
    });
    const listed = await call(admin, 'GET', `${EXPENSES}?search=pernoite`);
    expect(listed.json().data.items).toEqual([
      expect.objectContaining({ nome: 'Hospedagem do motorista', occurrenceTypeIdLabel: 'Pernoite forçado' }),
    ]);
    // In use, the type is deactivated, not deleted; the expense keeps its label.
    expect((await call(admin, 'DELETE', `${TYPES}/${typeId}`)).statusCode).toBe(409);
    expect((await call(admin, 'PUT', `${TYPES}/${typeId}/deactivate`)).statusCode).toBe(200);
    const options = await call(admin, 'GET', `${TYPES}/options?search=pernoite`);
    expect(options.json().data.items).toEqual([]);
    const kept = await call(admin, 'PUT', `${EXPENSES}/${created.json().data.id}`, {
      nome: 'Hospedagem',
      occurrenceTypeId: typeId,
    });
    expect(kept.json().data).toMatchObject({ nome: 'Hospedagem', occurrenceTypeIdLabel: 'Pernoite forçado' });
    const deactivated = await call(admin, 'PUT', `${EXPENSES}/${created.json().data.id}/deactivate`);
    expect(deactivated.json().data).toMatchObject({
      ativo: false,
      occurrenceTypeIdLabel: 'Pernoite forçado',
    });
  });

  it("refuses another company's occurrence type, and offers the types to who fills expense occurrences", async () => {
    const norte = await app.db
      .selectFrom('empresa')
      .select('id')
      .where('nomeFantasia', '=', 'Rota Logística Norte')
      .executeTakeFirstOrThrow();
    const foreign = await app.db
      .insertInto('occurrenceType')
      .values({ empresaId: norte.id, nome: 'Ocorrência do Norte' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const expenses = await userWith('accessTypeOccurrenceExpense');
    const refused = await call(expenses, 'POST', EXPENSES, {
      nome: 'Indevida',
      occurrenceTypeId: foreign.id,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().messageIds).toEqual(['engine.reference.unavailable']);
    // Without the occurrence type flag, the expense form still lists the company's types.
    expect((await call(expenses, 'GET', TYPES)).statusCode).toBe(403);
    const ownType = await createType('Carga recusada');
    const options = await call(expenses, 'GET', `${TYPES}/options?search=recusada`);
    expect(options.statusCode).toBe(200);
    expect(options.json().data.items).toEqual([{ id: ownType, label: 'Carga recusada' }]);
    expect((await call(expenses, 'GET', `${TYPES}/options?ids=${foreign.id}`)).json().data.items).toEqual([]);
    const reasons = await userWith('accessNonAttendanceReason');
    expect((await call(reasons, 'GET', `${TYPES}/options`)).statusCode).toBe(403);
  });

  it('keeps names unique per company, whatever their case', async () => {
    await createType('Roubo de carga');
    const twice = await call(admin, 'POST', TYPES, { nome: 'ROUBO DE CARGA' });
    expect(twice.statusCode).toBe(409);
    const reason = { sequencia: 9, nomeExibicao: 'Portaria fechada' };
    expect((await call(admin, 'POST', '/api/tracking/nonAttendanceReason', reason)).statusCode).toBe(201);
    expect((await call(admin, 'POST', '/api/tracking/nonAttendanceReason', reason)).statusCode).toBe(409);
    expect(
      (await call(admin, 'POST', '/api/tracking/nonAttendanceReason', { ...reason, sequencia: -1 }))
        .statusCode,
    ).toBe(400);
  });
});
