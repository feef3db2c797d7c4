// Saved filter sets of the delivery list (/api/tracking/filtroSalvo): each belongs to one user in
// one company; nobody else lists, renames or deletes it, and names are unique per owner.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeaders, createTestApp, DATABASES, login, type TestApp } from './helpers';

const URL = '/api/tracking/filtroSalvo';

describe.each(DATABASES)('saved filter sets on %s', (kind) => {
  let testApp: TestApp;
  let app: FastifyInstance;
  let admin: string;
  let operador: string;

  const call = (
    token: string | null,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
  ) => app.inject({ method, url, payload, headers: token === null ? {} : authHeaders(token) });

  beforeAll(async () => {
    testApp = await createTestApp(kind);
    app = testApp.app;
    admin = await login(app, 'admin');
    operador = await login(app, 'operador');
  });
  afterAll(() => testApp?.close());

  it('saves, lists, renames and deletes a set of the user’s own', async () => {
    const created = await call(admin, 'POST', URL, {
      nome: '  SP atrasadas ',
      filtros: { uf: 'SP', prazo: 'atrasada', page: '4', status: 'perdida' },
    });
    expect(created.statusCode, created.body).toBe(200);
    const set = created.json().data;
    // Undeclared filters and invalid values are not kept.
    expect(set).toMatchObject({ nome: 'SP atrasadas', filtros: { uf: 'SP', prazo: 'atrasada' } });
    expect(Object.keys(set.filtros)).toHaveLength(2);

    expect((await call(admin, 'GET', URL)).json().data).toEqual([set]);

    const renamed = await call(admin, 'PUT', `${URL}/${set.id}`, { nome: 'São Paulo atrasadas' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().data).toMatchObject({
      id: set.id,
      nome: 'São Paulo atrasadas',
      filtros: set.filtros,
    });

    const replaced = await call(admin, 'PUT', `${URL}/${set.id}`, {
      nome: 'São Paulo atrasadas',
      filtros: { uf: 'SP' },
    });
    expect(replaced.json().data.filtros).toEqual({ uf: 'SP' });

    expect((await call(admin, 'DELETE', `${URL}/${set.id}`)).statusCode).toBe(200);
    expect((await call(admin, 'GET', URL)).json().data).toEqual([]);
    expect((await call(admin, 'DELETE', `${URL}/${set.id}`)).statusCode).toBe(404);
  });

  it('refuses a set without a name or without filters, and a name the user already gave', async () => {
    expect((await call(admin, 'POST', URL, { nome: '', filtros: { uf: 'SP' } })).statusCode).toBe(400);
    expect((await call(admin, 'POST', URL, { nome: 'Nada', filtros: { page: '2' } })).statusCode).toBe(400);
    expect((await call(admin, 'POST', URL, { nome: 'MG', filtros: { uf: 'MG' } })).statusCode).toBe(200);
    const again = await call(admin, 'POST', URL, { nome: 'MG', filtros: { uf: 'MG', status: 'pendente' } });
    expect(again.statusCode).toBe(409);
    // Another user may use the same name.
    expect((await call(operador, 'POST', URL, { nome: 'MG', filtros: { uf: 'MG' } })).statusCode).toBe(200);
  });

  it('shows a set only to its user in its company', async () => {
    const own = (await call(admin, 'POST', URL, { nome: 'Só meu', filtros: { uf: 'RJ' } })).json().data;
    const operadorSets = (await call(operador, 'GET', URL)).json().data as { nome: string }[];
    expect(operadorSets.map((s) => s.nome)).not.toContain('Só meu');
    expect((await call(operador, 'PUT', `${URL}/${own.id}`, { nome: 'Tomado' })).statusCode).toBe(404);
    expect((await call(operador, 'DELETE', `${URL}/${own.id}`)).statusCode).toBe(404);

    // The same user in another company sees none of the first company's sets.
    const companies = (await call(admin, 'GET', '/api/scheduler/v1/access/companies')).json().data as {
      id: number;
      nomeFantasia: string;
    }[];
    const me = (await call(admin, 'GET', '/api/scheduler/v1/access/me')).json().data;
    const other = companies.find((c) => c.id !== me.empresaId);
    expect(other).toBeDefined();
    const switched = await call(admin, 'POST', '/api/scheduler/v1/access/switchCompany', {
      empresaId: other?.id,
    });
    expect(switched.statusCode, switched.body).toBe(200);
    const elsewhere = switched.json().token ?? switched.json().data?.token;
    const theirs = (await call(elsewhere, 'GET', URL)).json().data as { nome: string }[];
    expect(theirs).toEqual([]);
    expect((await call(elsewhere, 'DELETE', `${URL}/${own.id}`)).statusCode).toBe(404);
    expect((await call(admin, 'GET', URL)).json().data.map((s: { nome: string }) => s.nome)).toContain(
      'Só meu',
    );
  });

  it('requires a token', async () => {
    expect((await call(null, 'GET', URL)).statusCode).toBe(401);
  });
});
