// Rotograms on real databases: a rotogram (a register of the engine) gets its stops in the order
// sent, replaced all at once; a load finds the active rotogram of its origin and destination
// (city without case or accents, and UF) or answers the spec's message; another company's
// rotograms and loads are never reached.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeaders, createTestApp, DATABASES, login, type TestApp } from '../helpers';
import { claimsOf } from '../hub/hub-test-kit';
import { createCargo } from './cargo-fixtures';

const STOPS = [
  {
    nome: 'Posto Graal',
    endereco: 'Rod. dos Bandeirantes, km 72',
    distanciaKm: '72.5',
    tempoPrevistoMin: 60,
  },
  { nome: 'Balança de Itapira', endereco: 'Rod. SP-340, km 160', distanciaKm: null, tempoPrevistoMin: null },
];

describe.each(DATABASES)('rotograms on %s', (kind) => {
  let testApp: TestApp;
  let app: FastifyInstance;
  let adminToken: string;
  let tokenB: string;

  const call = (token: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    app.inject({ method, url, payload, headers: authHeaders(token) });
  const createRotogram = async (token: string, body: object) => {
    const res = await call(token, 'POST', '/api/tracking/rotogram', body);
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data.id as number;
  };

  beforeAll(async () => {
    testApp = await createTestApp(kind);
    app = testApp.app;
    adminToken = await login(app, 'admin');
    const signUp = await app.inject({
      method: 'POST',
      url: '/api/tracking/usuario/create',
      payload: {
        nomeApresentacao: 'Dona da Transportadora R',
        nomeAcesso: 'dona.rotas',
        email: 'dona@rotas-r.example',
        password: 'empresa-r-123',
        empresaNomeFantasia: 'Transportadora R',
      },
    });
    tokenB = signUp.json().token;
    await app.db
      .updateTable('usuario')
      .set({ tracking: true, accessLoads: true })
      .where('id', '=', claimsOf(tokenB).id)
      .execute();
  });
  afterAll(() => testApp?.close());

  it("finds the load's rotogram by origin and destination, with its stops in order", async () => {
    const id = await createRotogram(adminToken, {
      nome: 'Campinas a Curitiba pela Régis',
      origemCidade: 'CAMPINAS',
      origemUf: 'SP',
      destinoCidade: 'curitiba',
      destinoUf: 'PR',
    });
    const saved = await call(adminToken, 'PUT', `/api/tracking/rotogram/${id}/stops`, { paradas: STOPS });
    expect(saved.statusCode, saved.body).toBe(200);
    // Saved again in another order: replaced, numbered from 1.
    const reordered = await call(adminToken, 'PUT', `/api/tracking/rotogram/${id}/stops`, {
      paradas: [STOPS[1], STOPS[0]],
    });
    expect(
      reordered.json().data.paradas.map((p: { ordem: number; nome: string }) => [p.ordem, p.nome]),
    ).toEqual([
      [1, 'Balança de Itapira'],
      [2, 'Posto Graal'],
    ]);
    const rotogram = await call(adminToken, 'GET', `/api/tracking/rotogram/${id}`);
    expect(rotogram.json().data.version).toBe(3);

    // Company B has a rotogram of the same route: never offered to A's loads.
    await createRotogram(tokenB, {
      nome: 'Rota da B',
      origemCidade: 'Campinas',
      origemUf: 'SP',
      destinoCidade: 'Curitiba',
      destinoUf: 'PR',
    });
    const cargo = await createCargo(app, adminToken);
    const found = await call(adminToken, 'GET', `/api/tracking/cargo/${cargo.id}/rotogram`);
    expect(found.statusCode, found.body).toBe(200);
    expect(found.json().data).toMatchObject({
      rotograma: { id, nome: 'Campinas a Curitiba pela Régis' },
      carga: { id: cargo.id, numero: cargo.numero },
      paradas: [
        { ordem: 1, nome: 'Balança de Itapira', distanciaKm: null },
        { ordem: 2, nome: 'Posto Graal', distanciaKm: '72.5', tempoPrevistoMin: 60 },
      ],
    });
  });

  it("answers the spec's message for a load whose route has no rotogram, or only an inactive one", async () => {
    const cargo = await createCargo(app, adminToken, {
      origemCidade: 'São José dos Pinhais',
      origemUf: 'PR',
    });
    const none = await call(adminToken, 'GET', `/api/tracking/cargo/${cargo.id}/rotogram`);
    expect(none.statusCode).toBe(404);
    expect(none.json()).toMatchObject({
      messageIds: ['cargo.error.noRotogram'],
      errors: ['Não existe rotograma criado para a origem e destino desta carga!'],
    });
    // Accents and case do not matter; an inactive rotogram is not offered.
    const id = await createRotogram(adminToken, {
      nome: 'Rota de São José',
      origemCidade: 'sao jose dos pinhais',
      origemUf: 'PR',
      destinoCidade: 'Curitiba',
      destinoUf: 'PR',
    });
    expect((await call(adminToken, 'GET', `/api/tracking/cargo/${cargo.id}/rotogram`)).statusCode).toBe(200);
    await call(adminToken, 'PUT', `/api/tracking/rotogram/${id}/deactivate`);
    expect((await call(adminToken, 'GET', `/api/tracking/cargo/${cargo.id}/rotogram`)).statusCode).toBe(404);
  });

  it('reaches no rotogram or load of another company', async () => {
    const ofB = await createRotogram(tokenB, {
      nome: 'Só da B',
      origemCidade: 'Londrina',
      origemUf: 'PR',
      destinoCidade: 'Maringá',
      destinoUf: 'PR',
    });
    expect((await call(adminToken, 'GET', `/api/tracking/rotogram/${ofB}/stops`)).statusCode).toBe(404);
    const put = await call(adminToken, 'PUT', `/api/tracking/rotogram/${ofB}/stops`, { paradas: STOPS });
    expect(put.statusCode).toBe(404);
    expect(
      await app.db.selectFrom('rotogramaParada').selectAll().where('rotogramaId', '=', ofB).execute(),
    ).toEqual([]);
    const cargoOfB = await createCargo(app, tokenB);
    const read = await call(adminToken, 'GET', `/api/tracking/cargo/${cargoOfB.id}/rotogram`);
    expect(read.statusCode).toBe(404);
    expect(read.json().messageIds).toEqual(['cargo.error.notFound']);
    // A stop without its name is refused, and nothing is replaced.
    const bad = await call(tokenB, 'PUT', `/api/tracking/rotogram/${ofB}/stops`, {
      paradas: [{ ...STOPS[0], nome: ' ' }],
    });
    expect(bad.statusCode).toBe(400);
  });
});
