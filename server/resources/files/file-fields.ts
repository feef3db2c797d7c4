// The 'file' fields of a declaration on the server: where their bytes live (the file store's
// 'registers' area, named by a register_file row) and the check every write of a record makes:
// a file id it sets must name a file this company uploaded for that very field of that register.
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { type FieldDef, isWritable, type ReadableResource } from '../../../src/domain/resources';
import type { AuthContext } from '../../auth/auth-context';
import type { Database } from '../../db/schema';
import { refuse } from '../../errors';
import type { StoredFileRef } from '../../files/stored-file';
import type { ColumnValues } from '../hooks/resource-hooks';

/** The declaration's file fields. */
export const fileFieldsOf = (def: ReadableResource): FieldDef[] =>
  isWritable(def) ? def.fields.filter((field) => field.kind === 'file' && field.file !== undefined) : [];

/** Where a register file's bytes are: in the company that uploaded it. */
export const registerFileRef = (empresaId: number, name: string): StoredFileRef => ({
  area: 'registers',
  empresaId,
  name,
});

/** A new file's id and its name in the store (`<uuid>.<extension>`, never the uploader's name). */
export function newRegisterFileName(extension: string) {
  const id = randomUUID();
  return { id, name: `${id}.${extension}` };
}

/**
 * Inside a record's write: refuses a file id that is not this company's upload for the field.
 * A value the record already holds is left alone (it may have been uploaded by a user of another
 * company that the record's company is reached from, such as an RMS user setting a logo).
 */
export async function checkFileValues(
  db: Kysely<Database>,
  def: ReadableResource,
  auth: AuthContext,
  values: ColumnValues,
  before: ColumnValues | null,
): Promise<void> {
  for (const field of fileFieldsOf(def)) {
    const value = values[field.name];
    if (typeof value !== 'string' || value === before?.[field.name]) continue;
    const found = await db
      .selectFrom('registerFile')
      .select('id')
      .where('id', '=', value)
      .where('empresaId', '=', auth.empresaId)
      .where('resource', '=', def.name)
      .where('field', '=', field.name)
      .executeTakeFirst();
    if (!found) throw refuse(400, { id: 'resources.file.unknown' });
  }
}
