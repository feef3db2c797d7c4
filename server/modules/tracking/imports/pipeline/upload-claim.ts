// One upload per import: before a byte of the body is read, the upload claims its import with a
// conditional update that records the name of the file it is about to write (`<uuid>.part`). A
// second upload to the same import finds the claim taken and is refused without writing, and
// every file of the store's `imports` area is named by the import that owns it, so nothing written is
// ever left without an owner to clean it up.
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { ImportTipo } from '../../../../../src/domain/tracking/imports/document-import';
import type { Database } from '../../../../db/schema';
import type { FileStore } from '../../../../files/file-store';
import { partialUploadName, uploadRef } from './upload-storage';

export interface UploadClaim {
  importId: number;
  /** The import's company, which owns its file. */
  empresaId: number;
  /** The random id of the stored file: `<id>.part` while receiving, `<id>.<format>` once stored. */
  fileId: string;
  partialName: string;
}

export interface ClaimScope {
  tipo: ImportTipo;
  empresaId: number;
  importId: number;
}

/**
 * Claims an import that is waiting for its file and has no upload under way; undefined when it
 * cannot be claimed (not found, already received a file, or another upload holds it).
 */
export async function claimUpload(db: Kysely<Database>, scope: ClaimScope): Promise<UploadClaim | undefined> {
  const fileId = randomUUID();
  const partialName = partialUploadName(fileId);
  const claimed = await db
    .updateTable('nfeImport')
    .set({ arquivoArmazenado: partialName })
    .where('id', '=', scope.importId)
    .where('empresaId', '=', scope.empresaId)
    .where('tipo', '=', scope.tipo)
    .where('situacao', '=', 'aguardandoArquivo')
    .where('arquivoArmazenado', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return claimed ? { importId: scope.importId, empresaId: scope.empresaId, fileId, partialName } : undefined;
}

/**
 * Gives the import back, waiting for a file again, after an upload that did not arrive whole (cut
 * off, aborted, malformed): the user can send the file again to the same import. The partial file
 * is removed; only this claim's own name is cleared, so a later claim is never undone.
 */
export async function releaseUpload(
  db: Kysely<Database>,
  files: FileStore,
  claim: UploadClaim,
): Promise<void> {
  await files.remove(uploadRef(claim.empresaId, claim.partialName));
  await db
    .updateTable('nfeImport')
    .set({ arquivoArmazenado: null, nomeArquivo: null })
    .where('id', '=', claim.importId)
    .where('arquivoArmazenado', '=', claim.partialName)
    .where('situacao', '=', 'aguardandoArquivo')
    .execute();
}

export interface ReceivedFile {
  storedName: string;
  bytes: number;
  nomeArquivo: string;
}

/** Queues the import with its stored file; false (and the file removed) if the claim was lost. */
export async function completeUpload(
  db: Kysely<Database>,
  files: FileStore,
  claim: UploadClaim,
  file: ReceivedFile,
): Promise<boolean> {
  const taken = await db
    .updateTable('nfeImport')
    .set({
      situacao: 'naFila',
      nomeArquivo: file.nomeArquivo,
      tamanhoBytes: file.bytes,
      arquivoArmazenado: file.storedName,
    })
    .where('id', '=', claim.importId)
    .where('situacao', '=', 'aguardandoArquivo')
    .where('arquivoArmazenado', '=', claim.partialName)
    .executeTakeFirst();
  if (Number(taken.numUpdatedRows) > 0) return true;
  await files.remove(uploadRef(claim.empresaId, file.storedName));
  return false;
}
