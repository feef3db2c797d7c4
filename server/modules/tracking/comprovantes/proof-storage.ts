// Where proof files live: the file store's `comprovantes` area, owned by the proof's company, as
// `<uuid>.<ext>` (entrega_comprovante.arquivo). The name is made here, never taken from the upload;
// the row is written only after the file, so no reader ever finds half of one.
import { randomUUID } from 'node:crypto';
import type { FileStore } from '../../../files/file-store';
import type { StoredFileRef } from '../../../files/stored-file';

/** The stored file of a proof row. */
export const proofRef = (empresaId: number, arquivo: string): StoredFileRef => ({
  area: 'comprovantes',
  empresaId,
  name: arquivo,
});

/** Stores the prepared bytes and answers the name kept in entrega_comprovante.arquivo. */
export async function storeProofFile(
  files: FileStore,
  empresaId: number,
  bytes: Buffer,
  extension: 'webp' | 'pdf',
): Promise<string> {
  const name = `${randomUUID()}.${extension}`;
  await files.write(proofRef(empresaId, name), [bytes]);
  return name;
}
