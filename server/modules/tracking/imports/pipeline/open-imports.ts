// beginImport opens an import row that waits for its file. The screen opens one right before each
// upload, so a user rarely has more than one waiting; a client calling beginImport in a loop,
// though, would add a row per call. Each user keeps at most MAX_OPEN_IMPORTS imports of a kind
// that never received a file (past that, the newest of them is answered again), and imports left
// without a file for a day are removed when the same user opens another, with the partial file of
// an upload that a stopped server never finished.
import { type Kysely, sql } from 'kysely';
import type { ImportTipo } from '../../../../../src/domain/tracking/imports/document-import';
import type { Database } from '../../../../db/schema';
import type { FileStore } from '../../../../files/file-store';
import type { StoredFileRef } from '../../../../files/stored-file';
import { uploadRef } from './upload-storage';

/** Imports of one kind a user may hold open without a file. */
export const MAX_OPEN_IMPORTS = 3;
/** An import without a file after this long is abandoned (the screen uploads at once). */
export const ABANDONED_AFTER = sql`interval '1 day'`;
/** Advisory lock namespace: calls of one user are serialised, so they cannot both pass the count. */
const OPEN_IMPORT_LOCK = 74_201;

export interface ImportOpener {
  empresaId: number;
  usuarioId: number;
  tipo: ImportTipo;
}

/** The id of an import waiting for the user's file: a new one, or the newest one already open. */
export async function openImport(
  db: Kysely<Database>,
  files: FileStore,
  opener: ImportOpener,
): Promise<number> {
  // Files named by abandoned imports (an upload cut by a server stop), removed once committed.
  const partials: StoredFileRef[] = [];
  const id = await db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(${OPEN_IMPORT_LOCK}, ${opener.usuarioId})`.execute(trx);
    const abandoned = await trx
      .deleteFrom('nfeImport')
      .where('usuarioId', '=', opener.usuarioId)
      .where('situacao', '=', 'aguardandoArquivo')
      .where('dataInicio', '<', sql<Date>`now() - ${ABANDONED_AFTER}`)
      .returning(['empresaId', 'arquivoArmazenado'])
      .execute();
    partials.push(
      ...abandoned.flatMap((row) =>
        row.arquivoArmazenado ? [uploadRef(row.empresaId, row.arquivoArmazenado)] : [],
      ),
    );
    const open = await trx
      .selectFrom('nfeImport')
      .where('usuarioId', '=', opener.usuarioId)
      .where('situacao', '=', 'aguardandoArquivo')
      .where('arquivoArmazenado', 'is', null)
      .where('empresaId', '=', opener.empresaId)
      .where('tipo', '=', opener.tipo)
      .select('id')
      .orderBy('id', 'desc')
      .execute();
    if (open.length >= MAX_OPEN_IMPORTS) return open[0]!.id;
    const created = await trx
      .insertInto('nfeImport')
      .values({ empresaId: opener.empresaId, usuarioId: opener.usuarioId, tipo: opener.tipo })
      .returning('id')
      .executeTakeFirstOrThrow();
    return created.id;
  });
  await Promise.all(partials.map((ref) => files.remove(ref)));
  return id;
}
