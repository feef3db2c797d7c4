// Nested resources on probe registers (nested-probe.ts): a child register is listed and created
// under a parent record the company can see, named by the route; its rows never change parent.
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeaders, createTestApp, DATABASES, login, type TestApp } from './helpers';
import { CHILDREN, mountNestedProbes, PARENTS } from './nested-probe';

describe.each(DATABASES)('nested resources on %s', (kind) => {
  let testApp: TestApp;
  let app: FastifyInstance;
  let admin: string;
  const parent: Record<string, number> = {};

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    app.inject({ method, url, payload, headers: authHeaders(admin) });
  const childrenOf = async (parentId: number) =>
    (await call('GET', `${CHILDREN}?parentId=${parentId}`))
      .json()
      .data.items.map((row: { descricao: string }) => row.descricao);

  beforeAll(async () => {
    testApp = await createTestApp(kind);
    app = testApp.app;
    await mountNestedProbes(app);
    admin = await login(app, 'admin');
    for (const nome of ['Carga 1', 'Carga 2']) {
      const created = await call('POST', PARENTS, { nome });
      expect(created.statusCode).toBe(201);
      parent[nome] = created.json().data.id;
    }
    const norte = await app.db
      .selectFrom('empresa')
      .select('id')
      .where('nomeFantasia', '=', 'Rota Logística Norte')
      .executeTakeFirstOrThrow();
    const foreign = await sql<{ id: number }>`
      insert into nest_probe_parent (empresa_id, nome) values (${norte.id}, 'Carga do Norte') returning id`.execute(
      app.db,
    );
    parent.foreign = foreign.rows[0]!.id;
    await sql`insert into nest_probe_child (empresa_id, carga_id, descricao)
      values (${norte.id}, ${parent.foreign}, 'Despesa do Norte')`.execute(app.db);
  });
  afterAll(() => testApp?.close());

  it('creates a row under the parent the route names, and lists each parent its own rows', async () => {
    const created = await call('POST', `${CHILDREN}?parentId=${parent['Carga 1']}`, {
      descricao: 'Pedágio',
      // A parent in the body is not the route's: it is ignored.
      cargaId: parent['Carga 2'],
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().data).toMatchObject({ descricao: 'Pedágio', cargaId: parent['Carga 1'] });
    expect(
      (await call('POST', `${CHILDREN}?parentId=${parent['Carga 2']}`, { descricao: 'Diária' })).statusCode,
    ).toBe(201);
    expect(await childrenOf(parent['Carga 1']!)).toEqual(['Pedágio']);
    expect(await childrenOf(parent['Carga 2']!)).toEqual(['Diária']);
  });

  it('refuses a list or a create without a parent, or under one the company cannot see', async () => {
    expect((await call('GET', CHILDREN)).statusCode).toBe(400);
    expect((await call('POST', CHILDREN, { descricao: 'Sem carga' })).statusCode).toBe(400);
    for (const parentId of [parent.foreign, 2_147_483_000]) {
      expect((await call('GET', `${CHILDREN}?parentId=${parentId}`)).statusCode).toBe(404);
      expect(
        (await call('POST', `${CHILDREN}?parentId=${parentId}`, { descricao: 'Invasora' })).statusCode,
      ).toBe(404);
    }
    const written =
      await sql`select 1 from nest_probe_child where descricao in ('Sem carga', 'Invasora')`.execute(app.db);
    expect(written.rows).toEqual([]);
  });

  it('keeps a row under its parent when it is edited, and within its company', async () => {
    const created = await call('POST', `${CHILDREN}?parentId=${parent['Carga 1']}`, { descricao: 'Guincho' });
    const id = created.json().data.id as number;
    const edited = await call('PUT', `${CHILDREN}/${id}`, {
      descricao: 'Guincho pesado',
      cargaId: parent['Carga 2'],
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data).toMatchObject({ descricao: 'Guincho pesado', cargaId: parent['Carga 1'] });
    const foreignChild = await sql<{
      id: number;
    }>`select id from nest_probe_child where descricao = 'Despesa do Norte'`.execute(app.db);
    expect((await call('GET', `${CHILDREN}/${foreignChild.rows[0]!.id}`)).statusCode).toBe(404);
  });
});
