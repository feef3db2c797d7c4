// Turns one resource declaration into its REST routes: list, get, create, update, delete and,
// when the resource has an `ativo` flag, activate/deactivate. Every route requires the
// declaration's permission rule and sees only rows in the caller's tenancy scope; a row outside
// it answers 404 exactly like a missing one.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import type { ResourceDefinition } from '../../src/domain/resources';
import type { Database } from '../db/schema';
import { conflict, HttpError, notFound } from '../errors';
import { dataEnvelope } from '../services/envelope';
import { hooksFor } from './hooks';
import type { ColumnValues } from './hooks/resource-hooks';
import { pageOffset, parseSort, searchFilter } from './list-query';
import { createQuery, deletedMessage, idParams, listQuery, pageOf, bearer, wireRow } from './route-schemas';
import { creationScope, inScope, listScope, rowScope, type Scope } from './tenancy';

export const DELETE_SUCCESS = 'Exlusão efetuada com sucesso';
export const DELETE_FAILURE = 'Erro durante a exclusão';

/**
 * The table is chosen at run time from the declaration, which the typed Database interface
 * cannot express; the declaration's schema gives the rows their shape instead.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const untyped = (db: Kysely<Database>) => db as unknown as Kysely<any>;

export function registerResource(app: FastifyInstance, def: ResourceDefinition): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const hooks = hooksFor(def.name);
  // Only the schema's keys are ever selected, so hashes and internal columns never leave.
  const columns = Object.keys(def.schema.shape);
  const row = wireRow(def);
  const tags = [def.service, def.name];
  // Run on onRequest, before validation, so a caller without the rule gets 401/403 and never
  // learns anything from 400 answers about the body.
  const guard = app.requireRule(def.permission);
  const db = () => untyped(app.db);

  // Nullable columns come back as null; undefined lets the schema's defaults apply instead.
  const toRow = (raw: Record<string, unknown>) =>
    def.schema.parse(Object.fromEntries(Object.entries(raw).map(([k, v]) => [k, v ?? undefined])));

  const scopeOf = (request: FastifyRequest) => rowScope(app.db, request.auth, def.tenancy);

  /** Inside a write's transaction: 404 unless the row exists in the caller's scope. */
  const assertInScope = async (trx: Kysely<Database>, id: number, scope: Scope) => {
    const found = await untyped(trx)
      .selectFrom(def.table)
      .select('id')
      .where('id', '=', id)
      .where(inScope(scope))
      .executeTakeFirst();
    if (!found) throw notFound();
  };

  routes.get(
    `/${def.name}`,
    {
      onRequest: guard,
      schema: {
        tags,
        security: bearer,
        summary: `Lista paginada de ${def.name}`,
        querystring: listQuery,
        response: { 200: pageOf(row) },
      },
    },
    async (request) => {
      const { page, pageSize, sort, search, companyId } = request.query;
      const order = parseSort(sort, def);
      const scope = await listScope(app.db, request.auth, def.tenancy, companyId);
      const filtered = db()
        .selectFrom(def.table)
        .where(inScope(scope))
        .where(searchFilter(def.searchable, search));
      const [items, counted] = await Promise.all([
        filtered
          .select(columns)
          .orderBy(order.field, order.direction)
          .orderBy('id', order.direction)
          .limit(pageSize)
          .offset(pageOffset(page, pageSize))
          .execute(),
        filtered.select((eb) => eb.fn.countAll().as('total')).executeTakeFirstOrThrow(),
      ]);
      return {
        isSuccess: true as const,
        data: { items: items.map(toRow), total: Number(counted.total), page, pageSize },
      };
    },
  );

  routes.get(
    `/${def.name}/:id`,
    {
      onRequest: guard,
      schema: {
        tags,
        security: bearer,
        summary: `Um registro de ${def.name}`,
        params: idParams,
        response: { 200: dataEnvelope(row) },
      },
    },
    async (request) => {
      const scope = await scopeOf(request);
      const found = await db()
        .selectFrom(def.table)
        .select(columns)
        .where('id', '=', request.params.id)
        .where(inScope(scope))
        .executeTakeFirst();
      if (!found) throw notFound();
      return { isSuccess: true as const, data: toRow(found) };
    },
  );

  routes.post(
    `/${def.name}`,
    {
      onRequest: guard,
      schema: {
        tags,
        security: bearer,
        summary: `Cria ${def.name}`,
        querystring: createQuery,
        body: def.input,
        response: { 201: dataEnvelope(row) },
      },
    },
    async (request, reply) => {
      const creation = await creationScope(app.db, request.auth, def.tenancy, request.query.companyId);
      const created = await app.db.transaction().execute(async (trx) => {
        const body = request.body as ColumnValues;
        const values = hooks.beforeCreate
          ? await hooks.beforeCreate({ db: untyped(trx), auth: request.auth }, body)
          : body;
        const inserted = await untyped(trx)
          .insertInto(def.table)
          .values({ ...values, ...creation.values })
          .returning(columns)
          .executeTakeFirstOrThrow();
        await creation.afterInsert?.(trx, Number(inserted.id));
        return inserted;
      });
      reply.code(201);
      return { isSuccess: true as const, data: toRow(created) };
    },
  );

  routes.put(
    `/${def.name}/:id`,
    {
      onRequest: guard,
      schema: {
        tags,
        security: bearer,
        summary: `Altera ${def.name}`,
        params: idParams,
        body: def.input,
        response: { 200: dataEnvelope(row) },
      },
    },
    async (request) => {
      const { id } = request.params;
      const scope = await scopeOf(request);
      const updated = await app.db.transaction().execute(async (trx) => {
        await assertInScope(trx, id, scope);
        const body = request.body as ColumnValues;
        const values = hooks.beforeUpdate
          ? await hooks.beforeUpdate({ db: untyped(trx), auth: request.auth }, id, body)
          : body;
        return untyped(trx)
          .updateTable(def.table)
          .set(values)
          .where('id', '=', id)
          .where(inScope(scope))
          .returning(columns)
          .executeTakeFirstOrThrow();
      });
      return { isSuccess: true as const, data: toRow(updated) };
    },
  );

  routes.delete(
    `/${def.name}/:id`,
    {
      onRequest: guard,
      schema: {
        tags,
        security: bearer,
        summary: `Exclui ${def.name}`,
        params: idParams,
        response: { 200: deletedMessage },
      },
    },
    async (request) => {
      const { id } = request.params;
      const scope = await scopeOf(request);
      try {
        await app.db.transaction().execute(async (trx) => {
          await assertInScope(trx, id, scope);
          await hooks.beforeDelete?.({ db: untyped(trx), auth: request.auth }, id);
          await untyped(trx).deleteFrom(def.table).where('id', '=', id).where(inScope(scope)).execute();
        });
      } catch (error) {
        if (error instanceof HttpError) throw error;
        // Rows that still refer to this one (or any other database refusal) keep it in place.
        request.log.warn({ err: error, resource: def.name, id }, 'deletion refused');
        throw conflict(DELETE_FAILURE);
      }
      return { isSuccess: true as const, data: { message: DELETE_SUCCESS } };
    },
  );

  if (!def.activatable) return;

  for (const ativo of [true, false]) {
    const action = ativo ? 'activate' : 'deactivate';
    routes.put(
      `/${def.name}/:id/${action}`,
      {
        onRequest: guard,
        schema: {
          tags,
          security: bearer,
          summary: `${ativo ? 'Ativa' : 'Desativa'} ${def.name}`,
          params: idParams,
          response: { 200: dataEnvelope(row) },
        },
      },
      async (request) => {
        const { id } = request.params;
        const scope = await scopeOf(request);
        const changed = await app.db.transaction().execute(async (trx) => {
          await assertInScope(trx, id, scope);
          if (!ativo) await hooks.beforeDeactivate?.({ db: untyped(trx), auth: request.auth }, id);
          return untyped(trx)
            .updateTable(def.table)
            .set({ ativo })
            .where('id', '=', id)
            .where(inScope(scope))
            .returning(columns)
            .executeTakeFirstOrThrow();
        });
        return { isSuccess: true as const, data: toRow(changed) };
      },
    );
  }
}
