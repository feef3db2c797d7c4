// What an import adds to the engine's row writes (../row-writes.ts): it finds the stored row by
// the register's import key, and wraps a create in its own two hooks (beforeImportCreate,
// afterImportCreate) for what a file cannot carry.
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import type { ColumnValues, CommittedWrite, ImportHookContext } from '../hooks/resource-hooks';
import { untyped } from '../read-routes';
import { hookContextOf, insertRow, type RowWriter } from '../row-writes';
import { inScope } from '../tenancy';

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

/** Inserts an imported row as the create route does, inside the import's own hooks. */
export async function importCreate(
  writer: RowWriter,
  trx: Transaction<Database>,
  values: ColumnValues,
): Promise<CommittedWrite> {
  const importHook: ImportHookContext = { ...hookContextOf(writer, trx), app: writer.app, trx };
  const hooks = writer.hooks;
  const body = hooks.beforeImportCreate ? await hooks.beforeImportCreate(importHook, values) : values;
  const written = await insertRow(writer, trx, body);
  await hooks.afterImportCreate?.(importHook, written.after!);
  return written;
}
