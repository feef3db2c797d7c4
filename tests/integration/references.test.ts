// The engine's reference kinds on probe registers (reference-probe.ts): options scoped to the
// company, ids the company cannot see refused, link rows written with their record in one
// transaction and read back with their labels.
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeaders, createTestApp, DATABASES, login, type TestApp } from './helpers';
import { FAILING_NAME, mountReferenceProbes, OWNERS, TAGS } from './reference-probe';

describe.each(DATABASES)('reference fields on %s', (kind) => {
  let testApp: TestApp;
  let app: FastifyInstance;
  let admin: string;
  let operador: string;
  const tag: Record<string, number> = {};

  const call = (token: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    app.inject({ method, url, payload, headers: authHeaders(token) });
  const labels = (answer: { json: () => { data: { items: { label: string }[] } } }) =>
    answer.json().data.items.map((item) => item.label);
  const links = async (ownerId: number) =>
    (
      await sql<{
        tagId: number;
      }>`select tag_id from ref_probe_owner_tag where owner_id = ${ownerId} order by tag_id`.execute(app.db)
    ).rows.map((row) => row.tagId);

  beforeAll(async () => {
    testApp = await createTestApp(kind);
    app = testApp.app;
    await mountReferenceProbes(app);
    admin = await login(app, 'admin');
    operador = await login(app, 'operador');
    for (const nome of ['Azul', 'Verde', 'Vermelho', 'Cinza']) {
      const created = await call(admin, 'POST', TAGS, { nome });
      expect(created.statusCode).toBe(201);
      tag[nome] = created.json().data.id;
    }
    expect((await call(admin, 'PUT', `${TAGS}/${tag.Cinza}/deactivate`)).statusCode).toBe(200);
    // A tag of another company, which the demo company's users must never reach.
    const norte = await app.db
      .selectFrom('empresa')
      .select('id')
      .where('nomeFantasia', '=', 'Rota Logística Norte')
      .executeTakeFirstOrThrow();
    const foreign = await sql<{ id: number }>`
      insert into ref_probe_tag (empresa_id, nome) values (${norte.id}, 'Verde-estrangeira') returning id`.execute(
      app.db,
    );
    tag.foreign = foreign.rows[0]!.id;
  });
  afterAll(() => testApp?.close());

  it("offers the company's active rows by label, searched, and looks up given ids whatever their state", async () => {
    const all = await call(admin, 'GET', `${TAGS}/options`);
    expect(all.statusCode).toBe(200);
    expect(all.json().data).toEqual({
      items: [
        { id: tag.Azul, label: 'Azul' },
        { id: tag.Verde, label: 'Verde' },
        { id: tag.Vermelho, label: 'Vermelho' },
      ],
      total: 3,
    });
    expect(labels(await call(admin, 'GET', `${TAGS}/options?search=ver`))).toEqual(['Verde', 'Vermelho']);
    expect(labels(await call(admin, 'GET', `${TAGS}/options?search=ver&page=2`))).toEqual([]);
    const lookup = await call(admin, 'GET', `${TAGS}/options?ids=${tag.Cinza},${tag.foreign},${tag.Azul}`);
    expect(labels(lookup).sort()).toEqual(['Azul', 'Cinza']);
    expect((await call(admin, 'GET', `${TAGS}/options?label=empresaId`)).statusCode).toBe(400);
    expect((await call(admin, 'GET', `${TAGS}/options?ids=1,abc`)).statusCode).toBe(400);
  });

  it('answers the options to whoever may fill a form pointing at them, and refuses anyone else', async () => {
    // The operator may not manage tags, but fills owners, whose form picks tags.
    expect((await call(operador, 'GET', TAGS)).statusCode).toBe(403);
    expect((await call(operador, 'GET', `${TAGS}/options`)).statusCode).toBe(200);
    const { empresaId, passwordHash } = await app.db
      .selectFrom('usuario')
      .select(['empresaId', 'passwordHash'])
      .where('nomeAcesso', '=', 'admin')
      .executeTakeFirstOrThrow();
    await app.db
      .insertInto('usuario')
      .values({
        empresaId,
        passwordHash,
        nomeAcesso: 'sem.modulo',
        nomeApresentacao: 'Sem módulo',
        tipo: 'staff',
      })
      .execute();
    const outsider = await login(app, 'sem.modulo');
    expect((await call(outsider, 'GET', `${TAGS}/options`)).statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: `${TAGS}/options` })).statusCode).toBe(401);
  });

  it('refuses an id the company cannot see, and an inactive row newly chosen, writing nothing', async () => {
    const before = await app.db
      .selectFrom('ref_probe_owner' as never)
      .select(sql`count(*)`.as('n'))
      .executeTakeFirst();
    for (const [body, message] of [
      [{ nome: 'x', tagId: tag.foreign }, 'engine.reference.unavailable'],
      [{ nome: 'x', tagId: 2_147_483_000 }, 'engine.reference.unavailable'],
      [{ nome: 'x', tags: [tag.Azul, tag.foreign] }, 'engine.reference.unavailable'],
      [{ nome: 'x', tagId: tag.Cinza }, 'engine.reference.inactive'],
      [{ nome: 'x', tags: [tag.Cinza] }, 'engine.reference.inactive'],
    ] as const) {
      const refused = await call(operador, 'POST', OWNERS, body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(400);
      expect(refused.json().messageIds).toEqual([message]);
      expect(refused.json().errors[0]).toMatch(/^tags?(Id)?: /);
    }
    const after = await app.db
      .selectFrom('ref_probe_owner' as never)
      .select(sql`count(*)`.as('n'))
      .executeTakeFirst();
    expect(after).toEqual(before);
  });

  it('writes the references with their record in one transaction and reads them back with labels', async () => {
    const created = await call(operador, 'POST', OWNERS, {
      nome: 'Dono',
      tagId: tag.Verde,
      tags: [tag.Vermelho, tag.Azul, tag.Azul],
    });
    expect(created.statusCode).toBe(201);
    const owner = created.json().data;
    const expected = {
      nome: 'Dono',
      tagId: tag.Verde,
      tagIdLabel: 'Verde',
      tags: [tag.Azul, tag.Vermelho].sort((a, b) => a! - b!),
      tagsLabels: ['Azul', 'Vermelho'],
      version: 1,
    };
    expect(owner).toMatchObject(expected);
    expect(await links(owner.id)).toEqual(expected.tags);
    expect((await call(operador, 'GET', `${OWNERS}/${owner.id}`)).json().data).toMatchObject(expected);
    // The list shows the labels, searches and sorts by them.
    const listed = await call(operador, 'GET', `${OWNERS}?search=vermelho&sort=-tagId`);
    expect(listed.json().data.items).toEqual([expect.objectContaining({ id: owner.id, ...expected })]);

    const edited = await call(operador, 'PUT', `${OWNERS}/${owner.id}`, {
      nome: 'Dono',
      tagId: null,
      tags: [tag.Verde],
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data).toMatchObject({
      tagId: null,
      tagIdLabel: null,
      tags: [tag.Verde],
      tagsLabels: ['Verde'],
    });
    expect(await links(owner.id)).toEqual([tag.Verde]);

    // A failure after the record and its links are written leaves neither.
    const failed = await call(operador, 'POST', OWNERS, { nome: FAILING_NAME, tags: [tag.Azul] });
    expect(failed.statusCode).toBe(409);
    const leftovers = await sql`
      select o.id from ref_probe_owner o where o.nome = ${FAILING_NAME}
      union all select owner_id from ref_probe_owner_tag where owner_id not in (select id from ref_probe_owner)`.execute(
      app.db,
    );
    expect(leftovers.rows).toEqual([]);

    // An edit that fails leaves the links it would have replaced.
    const failedEdit = await call(operador, 'PUT', `${OWNERS}/${owner.id}`, {
      nome: FAILING_NAME,
      tags: [tag.Azul],
    });
    expect(failedEdit.statusCode).toBe(409);
    expect(await links(owner.id)).toEqual([tag.Verde]);
  });

  it('keeps an inactive row the record already points at, and refuses it anywhere new', async () => {
    const [a, b] = [
      await call(admin, 'POST', TAGS, { nome: 'Ocre' }),
      await call(admin, 'POST', TAGS, { nome: 'Ouro' }),
    ];
    const [ocre, ouro] = [a.json().data.id as number, b.json().data.id as number];
    const owner = (await call(admin, 'POST', OWNERS, { nome: 'Antigo', tagId: ocre, tags: [ouro] })).json()
      .data;
    for (const id of [ocre, ouro])
      expect((await call(admin, 'PUT', `${TAGS}/${id}/deactivate`)).statusCode).toBe(200);
    const kept = await call(admin, 'PUT', `${OWNERS}/${owner.id}`, {
      nome: 'Antigo 2',
      tagId: ocre,
      tags: [ouro],
    });
    expect(kept.statusCode).toBe(200);
    expect(kept.json().data).toMatchObject({ tagIdLabel: 'Ocre', tagsLabels: ['Ouro'] });
    const moved = await call(admin, 'POST', OWNERS, { nome: 'Novo', tags: [ouro] });
    expect(moved.json().messageIds).toEqual(['engine.reference.inactive']);
  });

  it('never shows the label of a row outside the company, whoever wrote its id', async () => {
    const invaded = await call(admin, 'POST', OWNERS, { nome: 'Invadido' });
    expect(invaded.statusCode, invaded.body).toBe(201);
    const owner = invaded.json().data;
    await sql`update ref_probe_owner set tag_id = ${tag.foreign} where id = ${owner.id}`.execute(app.db);
    await sql`insert into ref_probe_owner_tag (owner_id, tag_id) values (${owner.id}, ${tag.foreign})`.execute(
      app.db,
    );
    const read = (await call(admin, 'GET', `${OWNERS}/${owner.id}`)).json().data;
    expect(read).toMatchObject({ tagId: tag.foreign, tagIdLabel: null, tags: [], tagsLabels: [] });
  });

  it('removes the link rows with their record', async () => {
    const owner = (await call(admin, 'POST', OWNERS, { nome: 'Efêmero', tags: [tag.Azul, tag.Verde] })).json()
      .data;
    expect((await call(admin, 'DELETE', `${OWNERS}/${owner.id}`)).statusCode).toBe(200);
    expect(await links(owner.id)).toEqual([]);
  });
});
