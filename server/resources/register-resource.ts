// Turns one resource declaration into its REST routes: list and get (read-routes.ts), create,
// update, delete and, when the resource has an `ativo` flag, activate/deactivate. Every route requires the
// declaration's permission rule (its writePermission, when it has one, for the writes) and sees
// only rows in the caller's tenancy scope; a row outside it answers 404 exactly like a missing one.
// The engine keeps a versioned register's version (a stale edit answers 409) and an audited
// register's created/updated by and at; a soft-deleted register's delete deactivates the row.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import {
  bulkBody,
  bulkResult,
  mayAccess,
  type ResourceAction,
  rowSchemaOf,
  STALE_EDIT_MESSAGE_ID,
  VERSION_HEADER,
  versionFromHeader,
  writeRuleOf,
} from '../../src/domain/resources';
import type { Database } from '../db/schema';
import { forbidden, HttpError, notFound, refuse } from '../errors';
import { dataEnvelope } from '../services/envelope';
import { deletedAnswer } from './deleted-answer';
import { changedStamp } from './history-stamp';
import type { ColumnValues, CommittedWrite, HookContext } from './hooks/resource-hooks';
import { tableColumnsOf } from './list-rows';
import { registerEditMultiple } from './edit-multiple';
import { checkedParent } from './nested';
import { parseRow } from './parse-row';
import { readRow } from './read-row';
import { removeLinks } from './references/reference-links';
import { referenceScopes, rowReferences } from './references/reference-sql';
import { DECLARED_RESOURCES, type ResourceCatalog } from './references/resource-catalog';
import type { ListTotals } from './list-totals';
import { registerReadRoutes, untyped } from './read-routes';
import { createQuery, deletedMessage, idParams, bearer, wireRow } from './route-schemas';
import { insertRow, type RowWriter, updateRow } from './row-writes';
import type { ServerResource } from './server-resource';
import { type CreationScope, creationScope, inScope, rowScope, type Scope } from './tenancy';

/** A row just written in the transaction: read back by its id alone. */
const WRITTEN_ROW: Scope = { column: 'id', companyIds: [], all: true };
const NO_ROWS: Scope = { column: 'id', companyIds: [] };

/** The version an edit was made from: `If-Match: "3"`; without it the edit is not checked. */
const versionHeaders = z.object({
  [VERSION_HEADER]: z
    .string()
    .regex(/^"?\d{1,9}"?$/, 'If-Match deve ser a versão do registro, entre aspas')
    .optional(),
});

export function registerResource(
  app: FastifyInstance,
  { def, hooks }: ServerResource,
  totals: ListTotals,
  catalog: ResourceCatalog = DECLARED_RESOURCES,
): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const rowSchema = rowSchemaOf(def);
  // Only the row schema's keys are ever selected, so hashes and internal columns never leave; the
  // labels of references are computed (references/reference-sql.ts).
  const columns = tableColumnsOf(rowSchema, def);
  const row = wireRow(rowSchema);
  const tags = [def.service, def.name];
  // Run on onRequest, before validation, so a caller without the rule gets 401/403 and never
  // learns anything from 400 answers about the body.
  const guard = app.requireRule(writeRuleOf(def));

  const toRow = (raw: Record<string, unknown>) => parseRow(rowSchema, raw);

  const scopeOf = (request: FastifyRequest) => rowScope(app.db, request.auth, def.tenancy);

  /** What every change of a row sets besides its own values: the next version, who and when. */
  const changeStamp = (request: FastifyRequest): ColumnValues => changedStamp(def, request.auth.userId);

  /**
   * Inside a write's transaction: the row as it is, or 404 unless it is in the caller's scope and
   * readable by them; 403 when they may read it but not do this.
   */
  const assertMay = async (
    trx: Kysely<Database>,
    request: FastifyRequest,
    action: ResourceAction,
    id: number,
    scope: Scope,
  ): Promise<ColumnValues> => {
    const before = await assertInScope(trx, id, scope);
    const record = toRow(before);
    if (!mayAccess(def, request.auth.principal, 'read', record)) throw notFound();
    if (!mayAccess(def, request.auth.principal, action, record)) throw forbidden();
    return before;
  };

  /** Inside a write's transaction: the row as it is, or 404 unless it is in the caller's scope. */
  const assertInScope = async (trx: Kysely<Database>, id: number, scope: Scope): Promise<ColumnValues> => {
    const found = await untyped(trx)
      .selectFrom(def.table)
      .select(columns)
      .where('id', '=', id)
      .where(inScope(scope))
      // Writes of one row queue behind each other, so a version is compared with the stored one.
      .forUpdate()
      .executeTakeFirst();
    if (!found) throw notFound();
    return found as ColumnValues;
  };

  /** The scopes of the registers this one points at, for the caller. */
  const scopesOf = (request: FastifyRequest) => referenceScopes(app.db, request.auth, def, catalog);

  /**
   * Inside a write's transaction, once the row is written: the row the route answers, with the
   * labels of its references. It is the row just written, so no scope narrows it.
   */
  const answerRow = async (trx: Kysely<Database>, id: number, scopes: Map<string, Scope>) => {
    const found = await readRow(
      untyped(trx),
      def,
      rowSchema,
      WRITTEN_ROW,
      id,
      rowReferences(def, catalog, scopes),
    );
    return toRow(found ?? {});
  };

  /**
   * The engine's row writes (row-writes.ts) for this request: `scope` is what an update may
   * reach, `creation` what a create takes from the caller's company.
   */
  const writerOf = (
    request: FastifyRequest,
    scopes: Map<string, Scope>,
    { scope, creation }: { scope: Scope; creation: CreationScope },
  ): RowWriter => ({
    app,
    auth: request.auth,
    def,
    hooks,
    columns,
    scope,
    creation,
    catalog,
    referenceScopes: scopes,
  });

  const hookContext = (trx: Kysely<Database>, request: FastifyRequest): HookContext => ({
    db: untyped(trx),
    auth: request.auth,
    jobs: app.jobs,
  });

  /** Inside a transaction: sets `ativo` on a row in scope, through the activation hooks. */
  const activeWrite = async (
    trx: Kysely<Database>,
    request: FastifyRequest,
    scope: Scope,
    id: number,
    ativo: boolean,
    action: ResourceAction = 'activate',
  ): Promise<CommittedWrite> => {
    const before = await assertMay(trx, request, action, id, scope);
    if (ativo) await hooks.beforeActivate?.(hookContext(trx, request), id);
    else await hooks.beforeDeactivate?.(hookContext(trx, request), id);
    const after = await untyped(trx)
      .updateTable(def.table)
      .set({ ativo, ...changeStamp(request) })
      .where('id', '=', id)
      .where(inScope(scope))
      .returning(columns)
      .executeTakeFirstOrThrow();
    await hooks.afterWrite?.(hookContext(trx, request), { id, before, after });
    return { id, before, after };
  };

  /** Inside a transaction: removes a row in scope (or deactivates it, for a soft delete). */
  const deleteWrite = async (
    trx: Kysely<Database>,
    request: FastifyRequest,
    scope: Scope,
    id: number,
  ): Promise<CommittedWrite> => {
    if (def.softDelete) return activeWrite(trx, request, scope, id, false, 'delete');
    const before = await assertMay(trx, request, 'delete', id, scope);
    await hooks.beforeDelete?.(hookContext(trx, request), id);
    await removeLinks(untyped(trx), def, id);
    await untyped(trx).deleteFrom(def.table).where('id', '=', id).where(inScope(scope)).execute();
    await hooks.afterWrite?.(hookContext(trx, request), { id, before, after: null });
    return { id, before, after: null };
  };

  /**
   * Runs per-row writes in one transaction (all or none), then what must see them committed.
   * A database refusal of a deletion (rows still refer to it) is a 409.
   */
  const writeRows = async (
    request: FastifyRequest,
    ids: readonly number[],
    write: (trx: Kysely<Database>, scope: Scope, id: number) => Promise<CommittedWrite>,
  ): Promise<CommittedWrite[]> => {
    const scope = await scopeOf(request);
    let writes: CommittedWrite[];
    try {
      writes = await app.db.transaction().execute(async (trx) => {
        const done: CommittedWrite[] = [];
        for (const id of ids) done.push(await write(trx, scope, id));
        return done;
      });
    } catch (error) {
      if (error instanceof HttpError) throw error;
      request.log.warn({ err: error, resource: def.name, ids }, 'write refused');
      // A row still named by others (a foreign key), or another refusal of the database.
      throw refuse(409, { id: 'resources.deleteError' });
    }
    totals.forgetAll();
    for (const done of writes) await hooks.afterCommit?.(app, done);
    return writes;
  };

  registerReadRoutes(app, def, totals, catalog);

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
      if (!mayAccess(def, request.auth.principal, 'create', request.body as ColumnValues)) throw forbidden();
      const parentId = await checkedParent(app.db, request.auth, def, catalog, request.query.parentId);
      // A nested row belongs to the parent the route names, whatever the body says.
      const parent = def.nestedIn && parentId !== undefined ? { [def.nestedIn.foreignKey]: parentId } : {};
      const scopes = await scopesOf(request);
      const writer = writerOf(request, scopes, {
        // A create updates nothing: its writer reaches no stored row.
        scope: NO_ROWS,
        creation: await creationScope(app.db, request.auth, def.tenancy, request.query.companyId),
      });
      const created = await app.db.transaction().execute(async (trx) => {
        const write = await insertRow(writer, trx, request.body as ColumnValues, parent);
        return { write, answer: await answerRow(trx, write.id, scopes) };
      });
      totals.forgetAll();
      await hooks.afterCommit?.(app, created.write);
      reply.code(201);
      return { isSuccess: true as const, data: created.answer };
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
        description: def.versioned
          ? 'Com If-Match: "<version>", uma versão que não é mais a gravada responde 409.'
          : undefined,
        params: idParams,
        headers: versionHeaders,
        body: def.input,
        response: { 200: dataEnvelope(row) },
      },
    },
    async (request) => {
      const { id } = request.params;
      const scope = await scopeOf(request);
      const scopes = await scopesOf(request);
      const editedVersion = versionFromHeader(request.headers[VERSION_HEADER]);
      // An update creates nothing: no company values to give.
      const writer = writerOf(request, scopes, { scope, creation: { values: {} } });
      const write = await app.db.transaction().execute(async (trx) => {
        const before = await assertMay(trx, request, 'update', id, scope);
        // Someone saved the row since this edit was opened: its changes would be lost.
        if (def.versioned && editedVersion !== undefined && before.version !== editedVersion) {
          throw refuse(409, { id: STALE_EDIT_MESSAGE_ID });
        }
        const committed = await updateRow(writer, trx, before, request.body as ColumnValues);
        return { ...committed, answer: await answerRow(trx, id, scopes) };
      });
      totals.forgetAll();
      const { answer, ...committed } = write;
      await hooks.afterCommit?.(app, committed);
      return { isSuccess: true as const, data: answer };
    },
  );

  routes.delete(
    `/${def.name}/:id`,
    {
      onRequest: guard,
      schema: {
        tags,
        security: bearer,
        summary: def.softDelete ? `Exclui (desativa) ${def.name}` : `Exclui ${def.name}`,
        params: idParams,
        response: { 200: deletedMessage },
      },
    },
    async (request) => {
      await writeRows(request, [request.params.id], (trx, scope, id) => deleteWrite(trx, request, scope, id));
      return deletedAnswer(request);
    },
  );

  for (const action of def.bulkActions ?? []) {
    routes.post(
      `/${def.name}/bulk/${action}`,
      {
        onRequest: guard,
        schema: {
          tags,
          security: bearer,
          summary: `${action} de vários registros de ${def.name} (todos ou nenhum)`,
          body: bulkBody,
          response: { 200: dataEnvelope(bulkResult) },
        },
      },
      async (request) => {
        const ids = [...new Set(request.body.ids)];
        const writes = await writeRows(request, ids, (trx, scope, id) =>
          action === 'delete'
            ? deleteWrite(trx, request, scope, id)
            : activeWrite(trx, request, scope, id, action === 'activate'),
        );
        return { isSuccess: true as const, data: { changed: writes.length } };
      },
    );
  }

  registerEditMultiple(app, { def, hooks }, totals, catalog);

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
        const [write] = await writeRows(request, [request.params.id], (trx, scope, id) =>
          activeWrite(trx, request, scope, id, ativo),
        );
        // Answered with the labels of its references, as every other route's row.
        const labelled = write && (await answerRow(app.db, write.id, await scopesOf(request)));
        return { isSuccess: true as const, data: labelled ?? toRow(write?.after ?? {}) };
      },
    );
  }
}
