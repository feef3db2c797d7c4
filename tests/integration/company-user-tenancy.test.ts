// The engine's 'company-user' tenancy, on a register declared for the tests (owned-probe.ts): rows
// belong to the signed-in user within the token's company. A create takes both from the token,
// never from the body, and an edit never gives a row away; a row of another user (of the same
// company or not) or of another company answers 404 exactly as a missing one, on every route, and
// shows in no list, total, export, label or options. Its 'json' field is stored whole as jsonb.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeaders, createTestApp, DATABASES, login, type TestApp } from './helpers';
import { mountOwnedProbes, OWNED, POINTERS } from './owned-probe';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

interface Owned {
  id: number;
  nome: string;
  dados: string[];
  ativo: boolean;
  empresaId: number;
  usuarioId: number;
  version: number;
}

describe.each(DATABASES)("the 'company-user' tenancy on %s", (kind) => {
  let testApp: TestApp;
  let app: FastifyInstance;
  /** admin and operador: two users of the demo company; elsewhere: admin in another company. */
  let admin: string;
  let operador: string;
  let elsewhere: string;
  let adminId: number;
  let operadorId: number;
  let companyId: number;
  let otherCompanyId: number;

  const call = (token: string, method: Method, url: string, payload?: object) =>
    app.inject({ method, url, payload, headers: authHeaders(token) });

  const create = async (token: string, body: object): Promise<Owned> => {
    const res = await call(token, 'POST', OWNED, body);
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data;
  };

  const page = async (token: string, query = '') => {
    const res = await call(token, 'GET', `${OWNED}?pageSize=150${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as { items: Owned[]; total: number };
  };

  const stored = (id: number) =>
    app.db
      .selectFrom('owned_probe' as never)
      .selectAll()
      .where('id' as never, '=', id as never)
      .execute();

  beforeAll(async () => {
    testApp = await createTestApp(kind);
    app = testApp.app;
    await mountOwnedProbes(app);
    admin = await login(app, 'admin');
    operador = await login(app, 'operador');
    const me = (await call(admin, 'GET', '/api/scheduler/v1/access/me')).json().data;
    adminId = me.id;
    companyId = me.empresaId;
    operadorId = (await call(operador, 'GET', '/api/scheduler/v1/access/me')).json().data.id;
    const companies = (await call(admin, 'GET', '/api/scheduler/v1/access/companies')).json().data as {
      id: number;
    }[];
    otherCompanyId = companies.find((c) => c.id !== companyId)!.id;
    const switched = await call(admin, 'POST', '/api/scheduler/v1/access/switchCompany', {
      empresaId: otherCompanyId,
    });
    expect(switched.statusCode, switched.body).toBe(200);
    elsewhere = switched.json().token ?? switched.json().data?.token;
  });
  afterAll(() => testApp?.close());

  it('creates a row of the token’s user and company, whatever the body says, its JSON kept whole', async () => {
    const row = await create(admin, {
      nome: 'Meu registro',
      dados: ['a', 'b'],
      usuarioId: operadorId,
      empresaId: otherCompanyId,
    });
    expect(row).toMatchObject({
      nome: 'Meu registro',
      dados: ['a', 'b'],
      usuarioId: adminId,
      empresaId: companyId,
    });
    const [db] = (await stored(row.id)) as unknown as Owned[];
    expect(db).toMatchObject({ usuarioId: adminId, empresaId: companyId, dados: ['a', 'b'] });

    // An edit changes its values, never its owner or company.
    const edited = await call(admin, 'PUT', `${OWNED}/${row.id}`, {
      nome: 'Meu registro',
      dados: ['c'],
      usuarioId: operadorId,
      empresaId: otherCompanyId,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data).toMatchObject({ dados: ['c'], usuarioId: adminId, empresaId: companyId });
  });

  it('answers another user’s or another company’s row as missing, on every route', async () => {
    const row = await create(admin, { nome: 'Só do admin', dados: ['x'] });
    const url = `${OWNED}/${row.id}`;
    const before = await stored(row.id);
    for (const token of [operador, elsewhere]) {
      for (const [method, path, payload] of [
        ['GET', url],
        ['PUT', url, { nome: 'Tomado', dados: ['y'] }],
        ['PUT', `${url}/deactivate`],
        ['PUT', `${url}/activate`],
        ['DELETE', url],
        ['POST', `${OWNED}/bulk/delete`, { ids: [row.id] }],
        ['POST', `${OWNED}/bulk/deactivate`, { ids: [row.id] }],
      ] as [Method, string, object?][]) {
        const res = await call(token, method, path, payload);
        expect(res.statusCode, `${method} ${path}`).toBe(404);
        expect(res.json().messageIds).toEqual(['error.notFound']);
        expect(res.body).not.toContain('Só do admin');
      }
    }
    // A missing row answers the same.
    const missing = await call(operador, 'GET', `${OWNED}/2147483647`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().messageIds).toEqual(['error.notFound']);
    expect(await stored(row.id)).toEqual(before);

    // Its owner reaches it on every route.
    expect((await call(admin, 'GET', url)).json().data).toMatchObject({ nome: 'Só do admin' });
    expect((await call(admin, 'PUT', `${url}/deactivate`)).json().data.ativo).toBe(false);
    expect((await call(admin, 'PUT', `${url}/activate`)).json().data.ativo).toBe(true);
    expect((await call(admin, 'POST', `${OWNED}/bulk/deactivate`, { ids: [row.id] })).json().data).toEqual({
      changed: 1,
    });
    expect((await call(admin, 'DELETE', url)).statusCode).toBe(200);
    expect((await call(admin, 'GET', url)).statusCode).toBe(404);
  });

  it('lists, counts, searches and exports only the caller’s own rows', async () => {
    const mine = await create(admin, { nome: 'Lista do admin', dados: [] });
    const theirs = await create(operador, { nome: 'Lista do operador', dados: [] });
    const far = await create(elsewhere, { nome: 'Lista de outra empresa', dados: [] });

    // The same list query for each: the total is counted per user, never shared between them.
    const ofAdmin = await page(admin, '&search=Lista');
    const ofOperador = await page(operador, '&search=Lista');
    const ofElsewhere = await page(elsewhere, '&search=Lista');
    expect(ofAdmin.items.map((r) => r.id)).toEqual([mine.id]);
    expect(ofAdmin.total).toBe(1);
    expect(ofOperador.items.map((r) => r.id)).toEqual([theirs.id]);
    expect(ofOperador.total).toBe(1);
    expect(ofElsewhere.items.map((r) => r.id)).toEqual([far.id]);
    expect(ofElsewhere.total).toBe(1);
    for (const { items } of [await page(admin), await page(operador), await page(elsewhere)]) {
      const owners = new Set(items.map((r) => `${r.empresaId}/${r.usuarioId}`));
      expect(owners.size).toBe(1);
    }

    const exported = await call(operador, 'GET', `${OWNED}/export?format=csv`);
    expect(exported.statusCode).toBe(200);
    expect(exported.body).toContain('Lista do operador');
    expect(exported.body).not.toContain('Lista do admin');
    expect(exported.body).not.toContain('Lista de outra empresa');
    // Only the selected rows of one's own: another's id selects nothing.
    const selected = await call(operador, 'GET', `${OWNED}/export?format=csv&ids=${mine.id}`);
    expect(selected.body).not.toContain('Lista do admin');
  });

  it('exports a JSON value as its JSON text', async () => {
    await create(operador, { nome: 'Com dados', dados: ['um', 'dois'] });
    const exported = await call(operador, 'GET', `${OWNED}/export?format=csv&search=Com%20dados`);
    expect(exported.body).toContain('""um"",""dois""');
  });

  it('points at the caller’s own rows only: labels, checks and options', async () => {
    const mine = await create(admin, { nome: 'Alvo do admin', dados: [] });
    const theirs = await create(operador, { nome: 'Alvo do operador', dados: [] });

    // A company register shared by both users, pointing at a row of the admin's.
    const pointer = await call(admin, 'POST', POINTERS, { nome: 'Ponteiro', ownedId: mine.id });
    expect(pointer.statusCode, pointer.body).toBe(201);
    expect(pointer.json().data.ownedIdLabel).toBe('Alvo do admin');
    const seenByOperador = await call(operador, 'GET', `${POINTERS}/${pointer.json().data.id}`);
    expect(seenByOperador.statusCode).toBe(200);
    expect(seenByOperador.json().data.ownedIdLabel ?? null).toBeNull();
    expect(JSON.stringify(seenByOperador.json())).not.toContain('Alvo do admin');
    const searched = await call(operador, 'GET', `${POINTERS}?search=${encodeURIComponent('Alvo do admin')}`);
    expect(searched.json().data.total).toBe(0);

    // Nobody points at another user's row.
    const refused = await call(operador, 'POST', POINTERS, { nome: 'Tomado', ownedId: mine.id });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().messageIds).toEqual(['engine.reference.unavailable']);
    expect((await call(operador, 'POST', POINTERS, { nome: 'Meu', ownedId: theirs.id })).statusCode).toBe(
      201,
    );

    // The options of the reference field are the caller's own rows.
    const options = await call(operador, 'GET', `${OWNED}/options?search=Alvo`);
    expect(options.statusCode, options.body).toBe(200);
    expect(options.json().data.items).toEqual([{ id: theirs.id, label: 'Alvo do operador' }]);
    const byId = await call(operador, 'GET', `${OWNED}/options?ids=${mine.id},${theirs.id}`);
    expect(byId.json().data.items).toEqual([{ id: theirs.id, label: 'Alvo do operador' }]);
  });
});
