// The engine's edit of many rows at once (a declaration's editMultiple) on a probe register
// (edit-multiple-probe.ts): the list's filters and search choose the rows, only the caller's
// company's; only the declared fields, validated by their own schemas; the version and author
// stamps of every changed row; the write rule and the record rule; and the afterEditMultiple hook
// in the same transaction, so a hook that throws leaves every row as it was.
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { EDIT_PROBE, mountEditProbe, REFUSED_GRADE } from './edit-multiple-probe';
import { authHeaders, createTestApp, DATABASES, login, type TestApp } from './helpers';

interface StoredRow {
  id: number;
  empresaId: number;
  nome: string;
  categoria: string;
  nota: number;
  ativo: boolean;
  version: number;
  updatedBy: number | null;
  updatedAt: Date | null;
}

describe.each(DATABASES)('editMultiple on %s', (kind) => {
  let testApp: TestApp;
  let app: FastifyInstance;
  let admin: string;
  let adminId: number;
  let norteId: number;

  const call = (token: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, headers = {}) =>
    app.inject({ method, url, payload, headers: { ...authHeaders(token), ...headers } });
  const editMultiple = (payload: object, token = admin) =>
    call(token, 'POST', `${EDIT_PROBE}/editMultiple`, payload);

  /** Every probe row, of every company, as stored. */
  const stored = async () =>
    (
      await sql<StoredRow>`
        select id, empresa_id, nome, categoria, nota, ativo, version, updated_by, updated_at
        from edit_probe order by id`.execute(app.db)
    ).rows;
  const logged = async () =>
    (await sql<{ ids: string }>`select ids from edit_probe_log order by id`.execute(app.db)).rows;

  beforeAll(async () => {
    testApp = await createTestApp(kind);
    app = testApp.app;
    await mountEditProbe(app);
    admin = await login(app, 'admin');
    adminId = (
      await app.db
        .selectFrom('usuario')
        .select('id')
        .where('nomeAcesso', '=', 'admin')
        .executeTakeFirstOrThrow()
    ).id;
    norteId = (
      await app.db
        .selectFrom('empresa')
        .select('id')
        .where('nomeFantasia', '=', 'Rota Logística Norte')
        .executeTakeFirstOrThrow()
    ).id;
  });
  afterAll(() => testApp?.close());

  beforeEach(async () => {
    await sql`truncate edit_probe, edit_probe_log restart identity`.execute(app.db);
    for (const [nome, categoria, nota] of [
      ['Ana', 'a', 1],
      ['Bruno', 'b', 2],
      ['Bia', 'b', 3],
      ['Caio', 'c', 4],
    ] as const) {
      expect((await call(admin, 'POST', EDIT_PROBE, { nome, categoria, nota })).statusCode).toBe(201);
    }
    // Another company's rows, which the same filters would select were they in scope.
    await sql`insert into edit_probe (empresa_id, nome, categoria, nota)
      values (${norteId}, 'Bento', 'b', 5), (${norteId}, 'Ana do Norte', 'a', 6)`.execute(app.db);
  });

  it('changes every row of the company the filters select, with its stamps, and only those', async () => {
    const before = await stored();
    const res = await editMultiple({ filtros: { categoria: 'b' }, valores: { nota: 7, ativo: false } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ alterados: 2 });
    const after = await stored();
    const changed = after.filter((row) => ['Bruno', 'Bia'].includes(row.nome));
    for (const row of changed) {
      expect(row).toMatchObject({ categoria: 'b', nota: 7, ativo: false, version: 2, updatedBy: adminId });
      expect(row.updatedAt).not.toBeNull();
    }
    // The other rows, the other company's among them, are as they were.
    const untouched = (rows: StoredRow[]) => rows.filter((row) => !['Bruno', 'Bia'].includes(row.nome));
    expect(untouched(after)).toEqual(untouched(before));
    expect(after.find((row) => row.nome === 'Bento')).toMatchObject({ nota: 5, ativo: true, version: 1 });
    // The hook saw both rows, before and after, once.
    expect(await logged()).toEqual([{ ids: `${changed[0]!.id},${changed[1]!.id}` }]);
  });

  it('narrows by the search as the list does, and keeps the fields it does not name', async () => {
    const res = await editMultiple({ filtros: { search: 'an' }, valores: { nota: 8 } });
    expect(res.json().data).toEqual({ alterados: 1 });
    const rows = await stored();
    expect(rows.find((row) => row.nome === 'Ana')).toMatchObject({ nota: 8, categoria: 'a', version: 2 });
    expect(rows.find((row) => row.nome === 'Ana do Norte')).toMatchObject({ nota: 6, version: 1 });
    // A category not sent keeps its stored value rather than the default of a new row.
    await editMultiple({ filtros: { categoria: 'c' }, valores: { nota: 0 } });
    expect((await stored()).find((row) => row.nome === 'Caio')).toMatchObject({ categoria: 'c', nota: 0 });
  });

  it('answers 0 and queues nothing when no row is selected', async () => {
    const res = await editMultiple({ filtros: { search: 'ninguém' }, valores: { nota: 1 } });
    expect(res.json().data).toEqual({ alterados: 0 });
    expect(await logged()).toEqual([]);
  });

  it('refuses a field it does not offer, a bad value and a body that changes nothing', async () => {
    const before = await stored();
    const notOffered = await editMultiple({ valores: { nome: 'Todos iguais' } });
    expect(notOffered.statusCode).toBe(400);
    const unknown = await editMultiple({ valores: { nota: 1, empresaId: norteId } });
    expect(unknown.statusCode).toBe(400);
    const bad = await editMultiple({ valores: { nota: 11 } });
    expect(bad.statusCode).toBe(400);
    const wrongCategory = await editMultiple({ valores: { categoria: 'z' } });
    expect(wrongCategory.statusCode).toBe(400);
    const badFilter = await editMultiple({ filtros: { categoria: 'z' }, valores: { nota: 1 } });
    expect(badFilter.statusCode).toBe(400);
    const nothing = await editMultiple({ filtros: {}, valores: {} });
    expect(nothing.statusCode).toBe(400);
    expect(nothing.json().errors.join('\n')).toContain('Escolha ao menos um valor para alterar');
    expect(await stored()).toEqual(before);
  });

  it('makes a form opened before the edit stale', async () => {
    const id = (await stored()).find((row) => row.nome === 'Bia')!.id;
    const opened = (await call(admin, 'GET', `${EDIT_PROBE}/${id}`)).json().data;
    expect(opened.version).toBe(1);
    await editMultiple({ filtros: { categoria: 'b' }, valores: { nota: 6 } });
    const save = await call(
      admin,
      'PUT',
      `${EDIT_PROBE}/${id}`,
      { nome: 'Bia', categoria: 'b', nota: 3 },
      {
        'if-match': `"${opened.version}"`,
      },
    );
    expect(save.statusCode).toBe(409);
    expect((await stored()).find((row) => row.id === id)).toMatchObject({ nota: 6, version: 2 });
  });

  it('undoes the whole edit when its hook throws in the transaction', async () => {
    const before = await stored();
    const res = await editMultiple({ filtros: { categoria: 'b' }, valores: { nota: REFUSED_GRADE } });
    expect(res.statusCode).toBe(409);
    // Neither the rows nor the hook's own record of the edit were kept.
    expect(await stored()).toEqual(before);
    expect(await logged()).toEqual([]);
  });

  it('takes the write rule and refuses the whole edit when one row is refused by the record rule', async () => {
    const before = await stored();
    const operador = await login(app, 'operador');
    expect((await editMultiple({ valores: { nota: 1 } }, operador)).statusCode).toBe(403);
    await sql`update edit_probe set bloqueado = true where nome = 'Bia'`.execute(app.db);
    const blocked = await editMultiple({ filtros: { categoria: 'b' }, valores: { nota: 1 } });
    expect(blocked.statusCode).toBe(403);
    const rows = await stored();
    expect(rows.map(({ nota, version }) => ({ nota, version }))).toEqual(
      before.map(({ nota, version }) => ({ nota, version })),
    );
    expect(await logged()).toEqual([]);
  });
});
