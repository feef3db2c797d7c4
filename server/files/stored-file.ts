// What names a stored file: the area of the product it belongs to, the company that owns it and a
// name the server made (a random UUID and an extension), never one taken from an upload. Every
// store reads and writes a file only through all three, so a file is found only within its company.
import { StoredFileError } from './stored-file-errors';

/** The parts of the product that keep files. */
export const FILE_AREAS = ['imports', 'comprovantes', 'chat', 'registers'] as const;
export type FileArea = (typeof FILE_AREAS)[number];

/**
 * The row that owns each area's files and the column that names the file. Migration 0013's
 * triggers remove a file with its owner row; the database store's sweep removes files whose
 * owner row was never written (a server stopped between the file and its row).
 */
export const FILE_OWNERS = {
  imports: { table: 'nfe_import', column: 'arquivo_armazenado' },
  comprovantes: { table: 'entrega_comprovante', column: 'arquivo' },
  chat: { table: 'support_attachment', column: 'arquivo' },
  registers: { table: 'register_file', column: 'name' },
} as const satisfies Record<FileArea, { table: string; column: string }>;

export interface StoredFileRef {
  area: FileArea;
  empresaId: number;
  /** `<uuid>.<extension>`, made by the server. */
  name: string;
}

const STORED_NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.[a-z]{2,5}$/;

/** Whether `name` is one the server makes for a stored file (`<uuid>.<extension>`). */
export const isStoredName = (name: string): boolean => STORED_NAME.test(name);

/** The reference as given, after checking it names a file a store may hold; throws otherwise. */
export function checkedRef(ref: StoredFileRef): StoredFileRef {
  if (!FILE_AREAS.includes(ref.area)) throw new StoredFileError(`Not a file area: ${String(ref.area)}`);
  if (!Number.isSafeInteger(ref.empresaId) || ref.empresaId <= 0)
    throw new StoredFileError(`Not a company id: ${ref.empresaId}`);
  if (!STORED_NAME.test(ref.name)) throw new StoredFileError(`Not a stored file name: ${ref.name}`);
  return ref;
}

/** A part of a file, first and last byte included (an HTTP byte range once it is resolved). */
export interface ByteRange {
  start: number;
  end: number;
}
