// Turns one resource declaration into its REST routes: list and get (read-routes.ts), create,
// update, delete and, when the resource has an `ativo` flag, activate/deactivate. Every route requires the
// declaration's permission rule (its writePermission, when it has one, for the writes) and sees
// only rows in the caller's tenancy scope; a row outside it answers 404 exactly like a missing one.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { writeRuleOf } from '../../src/domain/resources';
import type { Database } from '../db/schema';
import { conflict, HttpError, notFound } from '../errors';
import { dataEnvelope } from '../services/envelope';
import type { ColumnValues, HookContext } from './hooks/resource-hooks';
import { parseRow } from './parse-row';
import type { ListTotals } from './list-totals';
import { registerReadRoutes, untyped } from './read-routes';
import { createQuery, deletedMessage, idParams, bearer, wireRow } from './route-schemas';
import type { ServerResource } from './server-resources';
import { creationScope, inScope, rowScope, type Scope } from './tenancy';

export const DELETE_SUCCESS = 'Exlusão efetuada com sucesso';
export const DELETE_FAILURE = 'Erro durante a exclusão';

export function registerResource(
  app: FastifyInstance,
  { def, hooks }: ServerResource,
  totals: ListTotals,
): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  // Only the schema's keys are ever selected, so hashes and internal columns never leave.
  const columns = Object.keys(def.schema.shape);
  const row = wireRow(def.schema);
  const tags = [def.service, def.name];
  // Run on onRequest, before validation, so a caller without the rule gets 401/403 and never
  // learns anything from 400 answers about the body.
  const guard = app.requireRule(writeRuleOf(def));

  const toRow = (raw: Record<string, unknown>) => parseRow(def.schema, raw);

  const scopeOf = (request: FastifyRequest) => rowScope(app.db, request.auth, def.tenancy);

  /** Inside a write's transaction: the row as it is, or 404 unless it is in the caller's scope. */
  const assertInScope = async (trx: Kysely<Database>, id: number, scope: Scope): Promise<ColumnValues> => {
    const found = await untyped(trx)
      .selectFrom(def.table)
      .select(columns)
      .where('id', '=', id)
      .where(inScope(scope))
      .executeTakeFirst();
    if (!found) throw notFound();
    return found as ColumnValues;
  };

  const hookContext = (trx: Kysely<Database>, request: FastifyRequest): HookContext => ({
    db: untyped(trx),
    auth: request.auth,
    jobs: app.jobs,
  });

  registerReadRoutes(app, def, totals);

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
        const values = hooks.beforeCreate ? await hooks.beforeCreate(hookContext(trx, request), body) : body;
        const inserted = await untyped(trx)
          .insertInto(def.table)
          .values({ ...values, ...creation.values })
          .returning(columns)
          .executeTakeFirstOrThrow();
        await creation.afterInsert?.(trx, Number(inserted.id));
        await hooks.afterWrite?.(hookContext(trx, request), {
          id: Number(inserted.id),
          before: null,
          after: inserted,
        });
        return inserted;
      });
      totals.forgetAll();
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
      const write = await app.db.transaction().execute(async (trx) => {
        const before = await assertInScope(trx, id, scope);
        const body = request.body as ColumnValues;
        const values = hooks.beforeUpdate
          ? await hooks.beforeUpdate(hookContext(trx, request), id, body)
          : body;
        const after = await untyped(trx)
          .updateTable(def.table)
          .set(values)
          .where('id', '=', id)
          .where(inScope(scope))
          .returning(columns)
          .executeTakeFirstOrThrow();
        await hooks.afterWrite?.(hookContext(trx, request), { id, before, after });
        return { id, before, after, values };
      });
      totals.forgetAll();
      await hooks.afterCommit?.(app, write);
      return { isSuccess: true as const, data: toRow(write.after) };
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
        const write = await app.db.transaction().execute(async (trx) => {
          const before = await assertInScope(trx, id, scope);
          await hooks.beforeDelete?.(hookContext(trx, request), id);
          await untyped(trx).deleteFrom(def.table).where('id', '=', id).where(inScope(scope)).execute();
          await hooks.afterWrite?.(hookContext(trx, request), { id, before, after: null });
          return { id, before, after: null };
        });
        totals.forgetAll();
        await hooks.afterCommit?.(app, write);
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
        const write = await app.db.transaction().execute(async (trx) => {
          const before = await assertInScope(trx, id, scope);
          if (ativo) await hooks.beforeActivate?.(hookContext(trx, request), id);
          else await hooks.beforeDeactivate?.(hookContext(trx, request), id);
          const after = await untyped(trx)
            .updateTable(def.table)
            .set({ ativo })
            .where('id', '=', id)
            .where(inScope(scope))
            .returning(columns)
            .executeTakeFirstOrThrow();
          await hooks.afterWrite?.(hookContext(trx, request), { id, before, after });
          return { id, before, after };
        });
        totals.forgetAll();
        await hooks.afterCommit?.(app, write);
        return { isSuccess: true as const, data: toRow(write.after) };
      },
    );
  }
}
