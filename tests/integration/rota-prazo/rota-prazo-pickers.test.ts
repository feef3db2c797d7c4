// What the deadline form's pickers are offered: the IBGE municipalities by name, and the carriers
// of the signed-in company's NF-e and CT-e only.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertDelivery } from '../entrega-fixtures';
import { authHeaders, createTestApp, DATABASES, login, type TestApp } from '../helpers';

describe.each(DATABASES)('deadline pickers on %s', (kind) => {
  let testApp: TestApp;
  let app: FastifyInstance;
  let admin: string;
  let ownerB: string;

  const get = (token: string, url: string) => app.inject({ method: 'GET', url, headers: authHeaders(token) });

  beforeAll(async () => {
    testApp = await createTestApp(kind);
    app = testApp.app;
    admin = await login(app, 'admin');
    const signUp = await app.inject({
      method: 'POST',
      url: '/api/tracking/usuario/create',
      payload: {
        nomeApresentacao: 'Dona dos Prazos',
        nomeAcesso: 'dona.prazos',
        email: 'dona@prazos-b.example',
        password: 'empresa-b-123',
        empresaNomeFantasia: 'Prazos B',
      },
    });
    expect(signUp.statusCode).toBe(200);
    ownerB = signUp.json().token;
    const me = (await get(admin, '/api/scheduler/v1/access/me')).json().data.empresaId as number;
    await insertDelivery(app.db, me, { numero: '7001', dataEmissao: '2026-05-01T10:00:00-03:00' });
  });
  afterAll(() => testApp?.close());

  it('finds a municipality by part of its name, with its IBGE code and UF', async () => {
    const res = await get(admin, '/api/tracking/municipios?busca=florianop&uf=SC');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual([{ ibge: '4205407', nome: 'Florianópolis', uf: 'SC' }]);
    expect((await get(admin, '/api/tracking/municipios?uf=XX')).statusCode).toBe(400);
    expect((await app.inject({ method: 'GET', url: '/api/tracking/municipios' })).statusCode).toBe(401);
  });

  it("lists the carriers of the company's own documents, by CNPJ or name", async () => {
    const mine = await get(admin, '/api/tracking/rotaPrazoEntrega/transportadoras?busca=rápidos');
    expect(mine.statusCode).toBe(200);
    expect(mine.json().data).toContainEqual({ cnpj: '55444333000122', nome: 'Transportes Rápidos Ltda' });
    const byCnpj = await get(admin, '/api/tracking/rotaPrazoEntrega/transportadoras?busca=55.444');
    expect(byCnpj.json().data.map((c: { cnpj: string }) => c.cnpj)).toContain('55444333000122');
    const other = await get(ownerB, '/api/tracking/rotaPrazoEntrega/transportadoras');
    expect(other.json().data).toEqual([]);
  });
});
