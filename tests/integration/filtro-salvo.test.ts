// Saved filter sets of the delivery list, the engine's register filtroSalvo
// (/api/tracking/filtroSalvo, tenancy 'company-user'): each belongs to one user in one company;
// nobody else lists, reads, renames or deletes it (404, as a missing one), and names are unique
// per owner (409 with the bar's own message, in the request's language).
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeaders, createTestApp, DATABASES, login, type TestApp } from './helpers';

const URL = '/api/tracking/filtroSalvo';
const LIST = `${URL}?pageSize=150`;

interface Set {
  id: number;
  nome: string;
  filtros: Record<string, string>;
}

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
    language?: string,
  ) =>
    app.inject({
      method,
      url,
      payload,
      headers: {
        ...(token === null ? {} : authHeaders(token)),
        ...(language ? { 'accept-language': language } : {}),
      },
    });

  const listed = async (token: string): Promise<Set[]> => {
    const res = await call(token, 'GET', LIST);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data.items;
  };

  /** A token of the same user in another company they may access. */
  const inAnotherCompany = async (token: string): Promise<{ token: string; empresaId: number }> => {
    const companies = (await call(token, 'GET', '/api/scheduler/v1/access/companies')).json().data as {
      id: number;
    }[];
    const me = (await call(token, 'GET', '/api/scheduler/v1/access/me')).json().data;
    const other = companies.find((c) => c.id !== me.empresaId);
    expect(other).toBeDefined();
    const switched = await call(token, 'POST', '/api/scheduler/v1/access/switchCompany', {
      empresaId: other?.id,
    });
    expect(switched.statusCode, switched.body).toBe(200);
    return { token: switched.json().token ?? switched.json().data?.token, empresaId: other!.id };
  };

  beforeAll(async () => {
    testApp = await createTestApp(kind);
    app = testApp.app;
    admin = await login(app, 'admin');
    operador = await login(app, 'operador');
  });
  afterAll(() => testApp?.close());

  it('saves, lists, renames, replaces the filters of and deletes a set of the user’s own', async () => {
    const created = await call(admin, 'POST', URL, {
      nome: '  SP atrasadas ',
      filtros: { uf: 'SP', prazo: 'atrasada', page: '4', status: 'perdida' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const set = created.json().data as Set;
    // Undeclared filters and invalid values are not kept.
    expect(set).toEqual({ id: set.id, nome: 'SP atrasadas', filtros: { uf: 'SP', prazo: 'atrasada' } });

    // The engine's page: the user's sets by name.
    const page = (await call(admin, 'GET', LIST)).json().data;
    expect(page).toEqual({ items: [set], total: 1, page: 1, pageSize: 150 });
    expect((await call(admin, 'GET', `${URL}/${set.id}`)).json().data).toEqual(set);

    // Stored as the hand-written routes stored it: a jsonb object of { filter: value }.
    const stored = await app.db
      .selectFrom('filtroSalvo')
      .select(['empresaId', 'usuarioId', 'filtros', 'createdAt', 'updatedAt'])
      .where('id', '=', set.id)
      .executeTakeFirstOrThrow();
    expect(stored.filtros).toEqual({ uf: 'SP', prazo: 'atrasada' });

    // A rename sends the set's filters along (the engine's update takes the whole set).
    const renamed = await call(admin, 'PUT', `${URL}/${set.id}`, {
      nome: 'São Paulo atrasadas',
      filtros: set.filtros,
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().data).toEqual({ id: set.id, nome: 'São Paulo atrasadas', filtros: set.filtros });
    const after = await app.db
      .selectFrom('filtroSalvo')
      .select('updatedAt')
      .where('id', '=', set.id)
      .executeTakeFirstOrThrow();
    expect(after.updatedAt.getTime()).toBeGreaterThanOrEqual(stored.updatedAt.getTime());

    // Keeping its name and replacing its filters is no duplicate of itself.
    const replaced = await call(admin, 'PUT', `${URL}/${set.id}`, {
      nome: 'São Paulo atrasadas',
      filtros: { uf: 'SP' },
    });
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(replaced.json().data.filtros).toEqual({ uf: 'SP' });
    expect((await listed(admin)).map((s) => s.filtros)).toEqual([{ uf: 'SP' }]);

    const deleted = await call(admin, 'DELETE', `${URL}/${set.id}`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toMatchObject({ isSuccess: true, data: { message: expect.any(String) } });
    expect(await listed(admin)).toEqual([]);
    expect((await call(admin, 'DELETE', `${URL}/${set.id}`)).statusCode).toBe(404);
    expect((await call(admin, 'GET', `${URL}/${set.id}`)).statusCode).toBe(404);
  });

  it('refuses a set without a name or without filters', async () => {
    expect((await call(admin, 'POST', URL, { nome: '', filtros: { uf: 'SP' } })).statusCode).toBe(400);
    expect((await call(admin, 'POST', URL, { nome: 'Nada', filtros: { page: '2' } })).statusCode).toBe(400);
    expect((await call(admin, 'POST', URL, { nome: 'Sem filtros' })).statusCode).toBe(400);
  });

  it('refuses a name the user already gave, with 409 in the request’s language', async () => {
    const mg = await call(admin, 'POST', URL, { nome: 'MG', filtros: { uf: 'MG' } });
    expect(mg.statusCode).toBe(201);
    const again = await call(admin, 'POST', URL, { nome: 'MG', filtros: { uf: 'MG', status: 'pendente' } });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      isSuccess: false,
      errors: ['Já existe um filtro salvo com este nome.'],
      messageIds: ['savedFilters.error.duplicate'],
    });
    const inEnglish = await call(admin, 'POST', URL, { nome: ' MG ', filtros: { uf: 'RS' } }, 'en');
    expect(inEnglish.statusCode).toBe(409);
    expect(inEnglish.json().errors).toEqual(['A saved filter with this name already exists.']);

    // Renaming another set to a taken name is refused alike, and changes nothing.
    const rs = (await call(admin, 'POST', URL, { nome: 'RS', filtros: { uf: 'RS' } })).json().data as Set;
    const rename = await call(admin, 'PUT', `${URL}/${rs.id}`, { nome: 'MG', filtros: rs.filtros }, 'en');
    expect(rename.statusCode).toBe(409);
    expect(rename.json().messageIds).toEqual(['savedFilters.error.duplicate']);
    expect((await call(admin, 'GET', `${URL}/${rs.id}`)).json().data.nome).toBe('RS');

    // Another user of the same company may use the same name, and so may the same user elsewhere.
    expect((await call(operador, 'POST', URL, { nome: 'MG', filtros: { uf: 'MG' } })).statusCode).toBe(201);
    const elsewhere = await inAnotherCompany(admin);
    expect((await call(elsewhere.token, 'POST', URL, { nome: 'MG', filtros: { uf: 'MG' } })).statusCode).toBe(
      201,
    );
  });

  it('shows a set only to its user in its company: to anyone else it is missing', async () => {
    const own = (await call(admin, 'POST', URL, { nome: 'Só meu', filtros: { uf: 'RJ' } })).json()
      .data as Set;
    const url = `${URL}/${own.id}`;
    const before = await app.db.selectFrom('filtroSalvo').selectAll().where('id', '=', own.id).execute();

    // Another user of the same company.
    expect((await listed(operador)).map((s) => s.id)).not.toContain(own.id);
    const search = await call(operador, 'GET', `${LIST}&search=${encodeURIComponent('Só meu')}`);
    expect(search.json().data).toMatchObject({ items: [], total: 0 });
    expect((await call(operador, 'GET', url)).statusCode).toBe(404);
    expect((await call(operador, 'PUT', url, { nome: 'Tomado', filtros: { uf: 'SP' } })).statusCode).toBe(
      404,
    );
    expect((await call(operador, 'DELETE', url)).statusCode).toBe(404);
    const exported = await call(operador, 'GET', `${URL}/export?format=csv`);
    expect(exported.statusCode).toBe(200);
    expect(exported.body).not.toContain('Só meu');

    // The same user in another company.
    const elsewhere = await inAnotherCompany(admin);
    expect((await listed(elsewhere.token)).map((s) => s.id)).not.toContain(own.id);
    expect((await call(elsewhere.token, 'GET', url)).statusCode).toBe(404);
    expect(
      (await call(elsewhere.token, 'PUT', url, { nome: 'Tomado', filtros: { uf: 'SP' } })).statusCode,
    ).toBe(404);
    expect((await call(elsewhere.token, 'DELETE', url)).statusCode).toBe(404);

    // Refused alike: 404 with the engine's message, nothing of the set in it.
    const refused = await call(operador, 'DELETE', url);
    expect(refused.json()).toMatchObject({ isSuccess: false, messageIds: ['error.notFound'] });
    expect(refused.body).not.toContain('Só meu');

    expect(await app.db.selectFrom('filtroSalvo').selectAll().where('id', '=', own.id).execute()).toEqual(
      before,
    );
    expect((await listed(admin)).map((s) => s.nome)).toContain('Só meu');
  });

  it('takes the owner and the company from the token, never from the body', async () => {
    const operadorId = (await call(operador, 'GET', '/api/scheduler/v1/access/me')).json().data.id;
    const me = (await call(admin, 'GET', '/api/scheduler/v1/access/me')).json().data;
    const elsewhere = await inAnotherCompany(admin);
    const created = await call(admin, 'POST', URL, {
      nome: 'Dono pelo token',
      filtros: { uf: 'BA' },
      usuarioId: operadorId,
      empresaId: elsewhere.empresaId,
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().data.id;
    const row = await app.db
      .selectFrom('filtroSalvo')
      .select(['empresaId', 'usuarioId'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ empresaId: me.empresaId, usuarioId: me.id });

    // An edit does not give it away either.
    const edited = await call(admin, 'PUT', `${URL}/${id}`, {
      nome: 'Dono pelo token',
      filtros: { uf: 'BA' },
      usuarioId: operadorId,
    });
    expect(edited.statusCode).toBe(200);
    expect((await listed(admin)).map((s) => s.id)).toContain(id);
    expect((await listed(operador)).map((s) => s.id)).not.toContain(id);
  });

  it('requires a token (the tracking rule: permissions.test.ts)', async () => {
    expect((await call(null, 'GET', URL)).statusCode).toBe(401);
    expect((await call(null, 'POST', URL, { nome: 'x', filtros: { uf: 'SP' } })).statusCode).toBe(401);
  });
});
