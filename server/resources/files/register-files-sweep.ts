// Register files no record names: uploaded for a form that was never saved, or replaced by
// another. Removed once a day old (a form may be open a while between the upload and the save),
// the row with its bytes: the file store's general sweep of owner rows (server/files/orphan-sweep.ts).
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { RESOURCES } from '../../../src/domain/resources';
import { ORPHAN_AFTER_HOURS, sweepUnnamedRows, type UnnamedRows } from '../../files/orphan-sweep';
import { fileFieldsOf } from './file-fields';

/** The table and column of every declared file field. */
const fileColumns = () =>
  RESOURCES.flatMap((def) => fileFieldsOf(def).map((field) => ({ table: def.table, column: field.name })));

/** A register_file row (as `f`) that no record's file field names. */
export function unnamedRegisterFiles(): UnnamedRows {
  const named = fileColumns().map(
    ({ table, column }) => sql`select 1 from ${sql.table(table)} o where ${sql.ref(`o.${column}`)} = f.id`,
  );
  return {
    area: 'registers',
    unnamed: named.length === 0 ? sql`true` : sql`not exists (${sql.join(named, sql` union all `)})`,
  };
}

export async function sweepRegisterFiles(
  app: FastifyInstance,
  olderThanHours = ORPHAN_AFTER_HOURS,
): Promise<number> {
  return sweepUnnamedRows(app.db, app.files, unnamedRegisterFiles(), olderThanHours);
}
