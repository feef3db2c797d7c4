// One imported row written the way the register's own create and update routes write it
// (register-resource.ts): the scope's values and the engine's stamps on the insert, the same
// hooks in the same order, the same check of the references it sets and the same link rows of
// its references fields, inside the import's transaction. The import adds its own two hooks
// around a create (beforeImportCreate, afterImportCreate) for what a file cannot carry.
import type { FastifyInstance } from 'fastify';
import type { Transaction } from 'kysely';
import type { ResourceDefinition } from '../../../src/domain/resources/define-resource';
import type { AuthContext } from '../../auth/auth-context';
import type { Database } from '../../db/schema';
import { changedStamp, createdStamp } from '../history-stamp';
import type {
  ColumnValues,
  CommittedWrite,
  HookContext,
  ImportHookContext,
  ResourceHooks,
} from '../hooks/resource-hooks';
import { untyped } from '../read-routes';
import { checkReferences } from '../references/reference-check';
import { linkedIds, splitLinks, writeLinks } from '../references/reference-links';
import type { ResourceCatalog } from '../references/resource-catalog';
import { type CreationScope, inScope, type Scope } from '../tenancy';

export interface RowWriter {
  app: FastifyInstance;
  auth: AuthContext;
  def: ResourceDefinition;
  hooks: ResourceHooks;
  /** The columns a write answers (the row schema's keys). */
  columns: readonly string[];
  /** Rows an update may reach. */
  scope: Scope;
  /** What a new row takes from the caller's company. */
  creation: CreationScope;
  /** The registers reference fields point at, and the caller's scope in each. */
  catalog: ResourceCatalog;
  referenceScopes: Map<string, Scope>;
}

const contexts = (writer: RowWriter, trx: Transaction<Database>): [HookContext, ImportHookContext] => {
  const hook: HookContext = { db: untyped(trx), auth: writer.auth, jobs: writer.app.jobs };
  return [hook, { ...hook, app: writer.app, trx }];
};

/** The stored row the key names, locked for the update, or undefined. */
export async function rowByKey(
  writer: RowWriter,
  trx: Transaction<Database>,
  key: readonly string[],
  values: ColumnValues,
): Promise<ColumnValues | undefined> {
  let query = untyped(trx)
    .selectFrom(writer.def.table)
    .select([...writer.columns])
    .where(inScope(writer.scope));
  // A key field left empty ("any carrier" of a deadline rule) names the rows where it is null.
  for (const field of key) {
    const value = values[field];
    query =
      value === null || value === undefined ? query.where(field, 'is', null) : query.where(field, '=', value);
  }
  return (await query.forUpdate().executeTakeFirst()) as ColumnValues | undefined;
}

/** Inserts a new row as the create route does; answers the row as stored. */
export async function createRow(
  writer: RowWriter,
  trx: Transaction<Database>,
  values: ColumnValues,
): Promise<ColumnValues> {
  const { def, hooks, creation, auth } = writer;
  const [hook, importHook] = contexts(writer, trx);
  const body = hooks.beforeImportCreate ? await hooks.beforeImportCreate(importHook, values) : values;
  const prepared = hooks.beforeCreate ? await hooks.beforeCreate(hook, body) : body;
  const { catalog, referenceScopes } = writer;
  await checkReferences(untyped(trx), def, catalog, referenceScopes, auth.principal, prepared, {
    row: null,
    links: new Map(),
  });
  const { columns: columnValues, links } = splitLinks(def, prepared);
  const inserted = (await untyped(trx)
    .insertInto(def.table)
    .values({ ...columnValues, ...createdStamp(def, auth.userId), ...creation.values })
    .returning([...writer.columns])
    .executeTakeFirstOrThrow()) as ColumnValues;
  const id = Number(inserted.id);
  await writeLinks(untyped(trx), def, id, links, catalog, referenceScopes);
  await creation.afterInsert?.(trx, id);
  await hooks.afterWrite?.(hook, { id, before: null, after: inserted });
  await hooks.afterImportCreate?.(importHook, inserted);
  return inserted;
}

/** Updates a stored row (found and locked by rowByKey) as the update route does. */
export async function updateRow(
  writer: RowWriter,
  trx: Transaction<Database>,
  before: ColumnValues,
  values: ColumnValues,
): Promise<CommittedWrite> {
  const { def, hooks, auth } = writer;
  const [hook] = contexts(writer, trx);
  const id = Number(before.id);
  const prepared = hooks.beforeUpdate ? await hooks.beforeUpdate(hook, id, values) : values;
  const { catalog, referenceScopes } = writer;
  const linksBefore = await linkedIds(untyped(trx), def, id);
  await checkReferences(untyped(trx), def, catalog, referenceScopes, auth.principal, prepared, {
    row: before,
    links: linksBefore,
  });
  const { columns: columnValues, links } = splitLinks(def, prepared);
  const after = (await untyped(trx)
    .updateTable(def.table)
    .set({ ...columnValues, ...changedStamp(def, auth.userId) })
    .where('id', '=', id)
    .where(inScope(writer.scope))
    .returning([...writer.columns])
    .executeTakeFirstOrThrow()) as ColumnValues;
  await writeLinks(untyped(trx), def, id, links, catalog, referenceScopes);
  await hooks.afterWrite?.(hook, { id, before, after });
  return { id, before, after, values: prepared };
}
