// Files nothing names any more, removed once a day old (a file is written a moment before the row
// that names it, and a form may stay open a while between an upload and its save). Two kinds, one
// sweep each, for every area and either store:
// - bytes no owner row names (FILE_OWNERS): a server stopped between the file and its row, or, in
//   the local store, a row deleted (a delivery removed takes its proofs' rows; the database store's
//   trigger removes their bytes, the folders keep them);
// - owner rows no record names, with their bytes: an upload whose record (a register's form, a chat
//   message) was never saved, or a record that names another file now (sweepUnnamedRows).
// Run once per start, in the background (file-store-plugin.ts, resources/files/index.ts).
import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { Database } from '../db/schema';
import type { FileStore } from './file-store';
import { FILE_AREAS, type FileArea, FILE_OWNERS, type StoredFileRef } from './stored-file';

/** A day: no upload waits that long for the record that names it. */
export const ORPHAN_AFTER_HOURS = 24;

/** Of `names` (files of one company), those a row still names. */
export type NamesInUse = (empresaId: number, names: readonly string[]) => Promise<Iterable<string>>;

/** Candidates checked per query. */
const BATCH = 500;

/**
 * Removes the files of `area` older than `olderThanHours` whose names `namesInUse` does not
 * answer. Answers how many were removed.
 */
export async function sweepArea(
  files: FileStore,
  area: FileArea,
  namesInUse: NamesInUse,
  olderThanHours = ORPHAN_AFTER_HOURS,
): Promise<number> {
  let removed = 0;
  const pending = new Map<number, string[]>();
  const check = async (empresaId: number) => {
    const names = pending.get(empresaId) ?? [];
    pending.delete(empresaId);
    if (names.length === 0) return;
    const used = new Set(await namesInUse(empresaId, names));
    for (const name of names) {
      if (used.has(name)) continue;
      await files.remove({ area, empresaId, name });
      removed += 1;
    }
  };
  // Gathered first: removing while the store lists (a folder, a page of rows) could skip some.
  const candidates: StoredFileRef[] = [];
  for await (const ref of files.oldFiles(area, olderThanHours)) candidates.push(ref);
  for (const { empresaId, name } of candidates) {
    const names = pending.get(empresaId) ?? [];
    names.push(name);
    pending.set(empresaId, names);
    if (names.length >= BATCH) await check(empresaId);
  }
  for (const empresaId of [...pending.keys()]) await check(empresaId);
  return removed;
}

/** The names of `area` its owner rows hold (FILE_OWNERS: nfe_import, entrega_comprovante...). */
export const ownerNamesInUse =
  (db: Kysely<Database>, area: FileArea): NamesInUse =>
  async (empresaId, names) => {
    const owner = FILE_OWNERS[area];
    const rows = await sql<{ name: string }>`
      select ${sql.ref(owner.column)} as name from ${sql.table(owner.table)}
       where empresa_id = ${empresaId} and ${sql.ref(owner.column)} = any(${[...names]}::text[])`.execute(db);
    return rows.rows.map((row) => row.name);
  };

/** Every area's files no owner row names. Answers how many were removed. */
export async function sweepUnownedFiles(
  db: Kysely<Database>,
  files: FileStore,
  olderThanHours = ORPHAN_AFTER_HOURS,
): Promise<number> {
  let removed = 0;
  for (const area of FILE_AREAS)
    removed += await sweepArea(files, area, ownerNamesInUse(db, area), olderThanHours);
  return removed;
}

/** Owner rows of an area that only a record makes useful, and the condition of one no record names. */
export interface UnnamedRows {
  area: FileArea;
  /** Over the owner row as `f` (its table is FILE_OWNERS[area].table): true when nothing names it. */
  unnamed: RawBuilder<unknown>;
}

/**
 * Removes the owner rows older than `olderThanHours` that no record names, and their bytes (the
 * database store's with the row, by its trigger; the local store's here). Answers how many.
 */
export async function sweepUnnamedRows(
  db: Kysely<Database>,
  files: FileStore,
  { area, unnamed }: UnnamedRows,
  olderThanHours = ORPHAN_AFTER_HOURS,
): Promise<number> {
  const owner = FILE_OWNERS[area];
  const removed = await sql<{ empresaId: number; name: string }>`
    delete from ${sql.table(owner.table)} f
     where f.created_at < now() - make_interval(hours => ${olderThanHours})
       and ${unnamed}
    returning f.empresa_id, ${sql.ref(`f.${owner.column}`)} as name`.execute(db);
  for (const file of removed.rows) await files.remove({ area, empresaId: file.empresaId, name: file.name });
  return removed.rows.length;
}

/** Chat attachments sent with no message (the message was never written, or went another way). */
export const UNSENT_CHAT_ATTACHMENTS: UnnamedRows = {
  area: 'chat',
  unnamed: sql`not exists (select 1 from support_message m where m.attachment_id = f.id)`,
};

/** The file store's sweeps: attachments no message names, then every area's unowned bytes. */
export async function sweepFileStore(
  db: Kysely<Database>,
  files: FileStore,
  olderThanHours = ORPHAN_AFTER_HOURS,
): Promise<{ rows: number; files: number }> {
  const rows = await sweepUnnamedRows(db, files, UNSENT_CHAT_ATTACHMENTS, olderThanHours);
  return { rows, files: await sweepUnownedFiles(db, files, olderThanHours) };
}
