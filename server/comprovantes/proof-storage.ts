// Where proof files live: DATA_DIR/comprovantes/<empresa>/<uuid>.<ext>. The name is made here,
// never taken from the upload, and a file is written under a temporary name and renamed, so a
// reader never sees half of one.
import { randomUUID } from 'node:crypto';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

const folderOf = (dataDir: string, empresaId: number) => join(dataDir, 'comprovantes', String(empresaId));

/** The stored name kept in entrega_comprovante.arquivo: '<empresa>/<uuid>.<ext>'. */
export async function storeProofFile(
  dataDir: string,
  empresaId: number,
  bytes: Buffer,
  extension: string,
): Promise<string> {
  const folder = folderOf(dataDir, empresaId);
  await mkdir(folder, { recursive: true });
  const name = `${randomUUID()}.${extension}`;
  const partial = join(folder, `${name}.partial`);
  await writeFile(partial, bytes, { flag: 'wx' });
  await rename(partial, join(folder, name));
  return `${empresaId}/${name}`;
}

const STORED_NAME = /^\d+\/[0-9a-f-]{36}\.(webp|pdf)$/;

/** The path of a stored name; refuses anything that is not one of ours. */
export function proofFilePath(dataDir: string, arquivo: string): string {
  if (!STORED_NAME.test(arquivo)) throw new Error(`Not a stored proof name: ${arquivo}`);
  return join(dataDir, 'comprovantes', arquivo);
}

export const removeProofFile = (dataDir: string, arquivo: string) =>
  rm(proofFilePath(dataDir, arquivo), { force: true });
