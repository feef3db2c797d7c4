// `POST /<resource>/editMultiple`, for a declaration with `editMultiple`: sets some of its declared
// fields on every row the list's own search and filters select within the caller's scope, in one
// UPDATE inside one transaction, with the engine's version and author stamps. The register's
// afterEditMultiple hook (else its afterWrite, per row) runs in that transaction, so a hook that
// throws undoes the whole edit. Answers how many rows changed.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import {
  editMultipleBodyOf,
  editMultipleProblem,
  editMultipleResult,
  type EditMultipleSelection,
} from '../../src/domain/resources/edit-multiple';
import {
  mayAccess,
  readableRowsOf,
  type ResourceAction,
  type ResourceDefinition,
  rowSchemaOf,
  writeRuleOf,
} from '../../src/domain/resources';
import type { Database } from '../db/schema';
import { forbidden } from '../errors';
import { dataEnvelope } from '../services/envelope';
import { changedStamp } from './history-stamp';
import type { ColumnValues, CommittedWrite, HookContext } from './hooks/resource-hooks';
import { listedRows, tableColumnsOf } from './list-rows';
import type { ListTotals } from './list-totals';
import { checkedParent } from './nested';
import { parseRow } from './parse-row';
import { untyped } from './read-routes';
import { referenceScopes, rowReferences } from './references/reference-sql';
import type { ResourceCatalog } from './references/resource-catalog';
import { bearer } from './route-schemas';
import type { ServerResource } from './server-resource';
import { inScope, listScope, type Scope } from './tenancy';

/** The subquery holding each chosen row as it was, read and locked before the change. */
const PRIOR = 'prior';

export function registerEditMultiple(
  app: FastifyInstance,
  { def, hooks }: ServerResource,
  totals: ListTotals,
  catalog: ResourceCatalog,
): void {
  if (!def.editMultiple) return;
  // A declaration the engine cannot serve fails at start, not on the first request.
  const problem = editMultipleProblem(def);
  if (problem) throw new Error(problem);
  // The edit writes the columns itself: a register that turns values into columns per row would
  // be bypassed.
  if (hooks.beforeUpdate) throw new Error(`${def.name}: editMultiple would skip its beforeUpdate hook`);

  const rowSchema = rowSchemaOf(def);
  const columns = tableColumnsOf(rowSchema, def);
  const idIndex = columns.indexOf('id');
  if (idIndex < 0) throw new Error(`${def.name}: its row schema has no id`);
  // Aliases without capitals, which the snake_case mapping leaves as they are.
  const priorAlias = (index: number) => `${PRIOR}${index}`;
  const own = (column: string) => `${def.table}.${column}`;

  /** Inside the transaction: the chosen rows changed, each with its columns before and after. */
  const changeRows = async (
    trx: Kysely<Database>,
    request: FastifyRequest,
    scope: Scope,
    selection: EditMultipleSelection,
    values: ColumnValues,
  ): Promise<CommittedWrite[]> => {
    const db = untyped(trx);
    const references = rowReferences(def, catalog, await referenceScopes(app.db, request.auth, def, catalog));
    // The list's own rows (scope, readable rows, search, filters, parent), locked so `before` is
    // what the change replaced even when another write to them was under way.
    const readable = readableRowsOf(def, request.auth.principal);
    const prior = listedRows(db, def, scope, selection, references, readable)
      .select(columns.map((column, index) => `${column} as ${priorAlias(index)}`))
      .forUpdate()
      .as(PRIOR);
    const changed = (await db
      .updateTable(def.table)
      .set({ ...values, ...changedStamp(def, request.auth.userId) })
      .from(prior)
      .whereRef(own('id'), '=', `${PRIOR}.${priorAlias(idIndex)}`)
      .where(inScope(scope, def.table))
      .returning([
        ...columns.map((column) => own(column)),
        ...columns.map((_, index) => `${PRIOR}.${priorAlias(index)}`),
      ])
      .execute()) as ColumnValues[];
    return changed
      .map((row) => {
        const before = Object.fromEntries(columns.map((column, index) => [column, row[priorAlias(index)]]));
        const after = Object.fromEntries(columns.map((column) => [column, row[column]]));
        return { id: Number(after.id), before, after, values };
      })
      .sort((a, b) => a.id - b.id);
  };

  /** Every changed row the caller may read and change, as the form's edit of one row asks. */
  const assertMay = (request: FastifyRequest, writes: readonly CommittedWrite[], values: ColumnValues) => {
    if (!def.canAccess) return;
    const actions: ResourceAction[] = ['read', 'update', ...('ativo' in values ? ['activate' as const] : [])];
    for (const { before } of writes) {
      const record = parseRow(rowSchema, before ?? {});
      const allowed = actions.every((action) => mayAccess(def, request.auth.principal, action, record));
      if (!allowed) throw forbidden();
    }
  };

  app.withTypeProvider<ZodTypeProvider>().post(
    `/${def.name}/editMultiple`,
    {
      // A change to the register, as its own writes.
      onRequest: app.requireRule(writeRuleOf(def)),
      schema: {
        tags: [def.service, def.name],
        security: bearer,
        summary: `Altera de uma vez os registros de ${def.name} selecionados pelos filtros da lista`,
        body: editMultipleBodyOf(def as ResourceDefinition),
        response: { 200: dataEnvelope(editMultipleResult) },
      },
    },
    async (request) => {
      if (!mayAccess(def, request.auth.principal, 'list')) throw forbidden();
      const { filtros: selection, valores } = request.body as {
        filtros: EditMultipleSelection;
        valores: ColumnValues;
      };
      const companyId = typeof selection.companyId === 'number' ? selection.companyId : undefined;
      const parentId = typeof selection.parentId === 'number' ? selection.parentId : undefined;
      const scope = await listScope(app.db, request.auth, def.tenancy, companyId);
      await checkedParent(app.db, request.auth, def, catalog, parentId);
      const writes = await app.db.transaction().execute(async (trx) => {
        const done = await changeRows(trx, request, scope, selection, valores);
        assertMay(request, done, valores);
        const hook: HookContext = { db: untyped(trx), auth: request.auth, jobs: app.jobs };
        if (hooks.afterEditMultiple) {
          if (done.length > 0) await hooks.afterEditMultiple(hook, done);
        } else {
          for (const write of done) await hooks.afterWrite?.(hook, write);
        }
        return done;
      });
      totals.forgetAll();
      for (const write of writes) await hooks.afterCommit?.(app, write);
      return { isSuccess: true as const, data: { alterados: writes.length } };
    },
  );
}
