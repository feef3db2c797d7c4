// Register files no record names: uploaded for a form that was never saved, or replaced by
// another. Removed once a day old (a form may be open a while between the upload and the save),
// the row with its bytes: the database store's by the row's trigger, the local store's here.
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { RESOURCES } from '../../../src/domain/resources';
import { fileFieldsOf, registerFileRef } from './file-fields';

/** The table and column of every declared file field. */
const fileColumns = () =>
  RESOURCES.flatMap((def) => fileFieldsOf(def).map((field) => ({ table: def.table, column: field.name })));

export async function sweepRegisterFiles(app: FastifyInstance, olderThanHours = 24): Promise<number> {
  const named = fileColumns().map(
    ({ table, column }) => sql`select 1 from ${sql.table(table)} o where ${sql.ref(`o.${column}`)} = f.id`,
  );
  const unnamed = named.length === 0 ? sql`true` : sql`not exists (${sql.join(named, sql` union all `)})`;
  const removed = await sql<{ empresaId: number; name: string }>`
    delete from register_file f
     where f.created_at < now() - make_interval(hours => ${olderThanHours})
       and ${unnamed}
    returning f.empresa_id, f.name`.execute(app.db);
  for (const file of removed.rows) await app.files.remove(registerFileRef(file.empresaId, file.name));
  return removed.rows.length;
}
