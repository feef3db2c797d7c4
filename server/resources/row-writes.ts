// How the engine writes one row, for every writer of a register: its create and update routes
// (register-resource.ts) and its sheet import (spreadsheet/import-sheet.ts), inside the caller's
// transaction. The same hooks in the same order, the same checks of the references and files a
// row sets, the scope's values and the engine's stamps, the link rows of its references fields.
// What differs between writers stays with them: a route checks the caller may touch the row and
// the version they edited; an import finds the row by its key and adds its own two hooks.
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { ResourceDefinition } from '../../src/domain/resources/define-resource';
import type { AuthContext } from '../auth/auth-context';
import type { Database } from '../db/schema';
import { checkFileValues } from './files';
import { changedStamp, createdStamp } from './history-stamp';
import type { ColumnValues, CommittedWrite, HookContext, ResourceHooks } from './hooks/resource-hooks';
import { untyped } from './read-routes';
import { checkReferences } from './references/reference-check';
import { linkedIds, splitLinks, writeLinks } from './references/reference-links';
import type { ResourceCatalog } from './references/resource-catalog';
import { type CreationScope, inScope, type Scope } from './tenancy';

export interface RowWriter {
  app: FastifyInstance;
  auth: AuthContext;
  def: ResourceDefinition;
  hooks: ResourceHooks;
  /** The columns a write answers (the table's own: a references field lives in its link table). */
  columns: readonly string[];
  /** Rows an update may reach. */
  scope: Scope;
  /** What a new row takes from the caller's company. */
  creation: CreationScope;
  /** The registers reference fields point at, and the caller's scope in each. */
  catalog: ResourceCatalog;
  referenceScopes: Map<string, Scope>;
}

export const hookContextOf = (writer: RowWriter, trx: Kysely<Database>): HookContext => ({
  db: untyped(trx),
  auth: writer.auth,
  jobs: writer.app.jobs,
});

/** An edit never moves a nested row to another parent. */
const withoutParent = (def: ResourceDefinition, values: ColumnValues): ColumnValues => {
  if (!def.nestedIn) return values;
  const { [def.nestedIn.foreignKey]: _parent, ...rest } = values;
  return rest;
};

/** An edit never gives a user's own row ('company-user') to another user or company. */
const withoutOwner = (def: ResourceDefinition, values: ColumnValues): ColumnValues => {
  if (def.tenancy !== 'company-user') return values;
  const { empresaId: _company, usuarioId: _user, ...rest } = values;
  return rest;
};

/**
 * The values as the table takes them: a 'json' field's value goes to its jsonb column as its JSON
 * text (the driver would turn an array into a PostgreSQL array), read back parsed.
 */
const storedValues = (def: ResourceDefinition, values: ColumnValues): ColumnValues => {
  const stored = { ...values };
  for (const field of def.fields) {
    if (field.kind !== 'json' || stored[field.name] === undefined) continue;
    stored[field.name] = stored[field.name] === null ? null : JSON.stringify(stored[field.name]);
  }
  return stored;
};

/**
 * Inserts a new row: beforeCreate, the checks, the insert with the scope's values, the stamps and
 * `fixed` (a nested row's parent), the links, the scope's afterInsert and afterWrite. A create's
 * committed write carries no `values`: afterCommit hooks read those as what an update changed.
 */
export async function insertRow(
  writer: RowWriter,
  trx: Kysely<Database>,
  body: ColumnValues,
  fixed: ColumnValues = {},
): Promise<CommittedWrite> {
  const { def, hooks, auth, catalog, referenceScopes } = writer;
  const hook = hookContextOf(writer, trx);
  const values = hooks.beforeCreate ? await hooks.beforeCreate(hook, body) : body;
  await checkReferences(untyped(trx), def, catalog, referenceScopes, auth.principal, values, {
    row: null,
    links: new Map(),
  });
  await checkFileValues(trx, def, auth, values, null);
  const { columns: columnValues, links } = splitLinks(def, values);
  const inserted = (await untyped(trx)
    .insertInto(def.table)
    .values({
      ...storedValues(def, columnValues),
      ...createdStamp(def, auth.userId),
      ...writer.creation.values,
      ...fixed,
    })
    .returning([...writer.columns])
    .executeTakeFirstOrThrow()) as ColumnValues;
  const id = Number(inserted.id);
  await writeLinks(untyped(trx), def, id, links, catalog, referenceScopes);
  await writer.creation.afterInsert?.(trx, id);
  await hooks.afterWrite?.(hook, { id, before: null, after: inserted });
  return { id, before: null, after: inserted };
}

/**
 * Updates a stored row (`before`, read and locked by the caller): beforeUpdate, the checks, the
 * columns with the change stamps (never the parent of a nested row), the links and afterWrite.
 */
export async function updateRow(
  writer: RowWriter,
  trx: Kysely<Database>,
  before: ColumnValues,
  body: ColumnValues,
): Promise<CommittedWrite> {
  const { def, hooks, auth, catalog, referenceScopes } = writer;
  const hook = hookContextOf(writer, trx);
  const id = Number(before.id);
  const values = hooks.beforeUpdate ? await hooks.beforeUpdate(hook, id, body) : body;
  const linksBefore = await linkedIds(untyped(trx), def, id);
  await checkReferences(untyped(trx), def, catalog, referenceScopes, auth.principal, values, {
    row: before,
    links: linksBefore,
  });
  await checkFileValues(trx, def, auth, values, before);
  const { columns: columnValues, links } = splitLinks(def, values);
  const changes = {
    ...storedValues(def, withoutOwner(def, withoutParent(def, columnValues))),
    ...changedStamp(def, auth.userId),
  };
  // A write of link rows alone leaves the row's columns as they are.
  const after =
    Object.keys(changes).length === 0
      ? before
      : ((await untyped(trx)
          .updateTable(def.table)
          .set(changes)
          .where('id', '=', id)
          .where(inScope(writer.scope))
          .returning([...writer.columns])
          .executeTakeFirstOrThrow()) as ColumnValues);
  await writeLinks(untyped(trx), def, id, links, catalog, referenceScopes);
  await hooks.afterWrite?.(hook, { id, before, after });
  return { id, before, after, values };
}
