// Uploads are streamed to the file store (area `imports`, owned by the import's company) under a
// random name (the uploaded name is kept only as text for the screens), checked to start like a
// zip (or like the single file the kind takes), and cut off at the size limit. The stored name's
// extension tells the reader what it holds.
import type { Readable } from 'node:stream';
import type { FileStore } from '../../../../files/file-store';
import type { StoredFileRef } from '../../../../files/stored-file';
import { StoredFileTooLarge } from '../../../../files/stored-file-errors';
import {
  type ImportLogMessage,
  type ImportLogPart,
  importLogMessage,
} from '../../../../../src/domain/tracking/imports/import-log-message';
import { portugueseLogText } from '../log-text';
import { formatBytes, startsLikeZip } from '../zip/zip-entries';
import { looksLikeXml } from './screen-entry';

/** The stored file of an import (`nfe_import.arquivo_armazenado`), owned by its company. */
export const uploadRef = (empresaId: number, storedName: string): StoredFileRef => ({
  area: 'imports',
  empresaId,
  name: storedName,
});

/** The name a file has while it is being received: the import records it before a byte is written. */
export const partialUploadName = (id: string) => `${id}.part`;

/** The upload is refused as a whole: the message (its Portuguese text) says why and what to do. */
export class UploadRejected extends Error {
  constructor(
    readonly statusCode: 400 | 413,
    readonly mensagem: ImportLogMessage,
  ) {
    super(portugueseLogText(mensagem));
    this.name = 'UploadRejected';
  }
}

/** What an upload may be besides a zip. */
export type SingleFile = 'xml' | 'txt' | null;

// Enough to see past a BOM and the blank lines some files start with.
const HEAD_BYTES = 64;

function formatOf(head: Buffer, single: SingleFile): 'zip' | 'xml' | 'txt' | null {
  if (startsLikeZip(head)) return 'zip';
  if (single === 'xml' && looksLikeXml(head)) return 'xml';
  // A text file has no NUL byte in its first bytes; anything binary is refused here.
  if (single === 'txt' && !head.includes(0)) return 'txt';
  return null;
}

/** Passes bytes through, deciding from the first ones what the upload is. */
async function* formatChecked(
  source: AsyncIterable<Buffer>,
  single: SingleFile,
  notAccepted: ImportLogPart,
  found: (format: 'zip' | 'xml' | 'txt') => void,
): AsyncGenerator<Buffer> {
  let head = Buffer.alloc(0);
  let checked = false;
  const decide = () => {
    checked = true;
    const format = formatOf(head, single);
    if (format === null) throw new UploadRejected(400, notAccepted);
    found(format);
  };
  for await (const chunk of source) {
    if (!checked) {
      head = Buffer.concat([head, chunk]);
      if (head.length >= HEAD_BYTES) decide();
    }
    yield chunk;
  }
  if (checked) return;
  if (head.length < 4)
    throw new UploadRejected(400, importLogMessage('importLog.upload.empty', { comoEnviar: notAccepted }));
  decide();
}

export interface StoredUpload {
  storedName: string;
  bytes: number;
}

export interface UploadRules {
  limitBytes: number;
  singleFile: SingleFile;
  /** Why an upload of the wrong type is refused, and what to send instead. */
  notAccepted: ImportLogPart;
}

/**
 * Streams `source` to the store as `<id>.part`, then renames it `<id>.<format>`. `isTruncated`
 * tells whether the multipart parser cut the file at the size limit; the partial file is then
 * removed and the upload refused with 413. Whatever goes wrong (a refusal, a cut-off or aborted
 * body), the partial file is removed before the error is thrown.
 */
export async function storeUpload(
  files: FileStore,
  owner: { empresaId: number; fileId: string },
  source: Readable,
  rules: UploadRules,
  isTruncated: () => boolean,
): Promise<StoredUpload> {
  const { limitBytes } = rules;
  let format: 'zip' | 'xml' | 'txt' = 'zip';
  const partial = uploadRef(owner.empresaId, partialUploadName(owner.fileId));
  try {
    const checked = formatChecked(source, rules.singleFile, rules.notAccepted, (found) => (format = found));
    const bytes = await files.write(partial, checked, limitBytes);
    if (isTruncated()) throw uploadTooLarge(limitBytes, format);
    const storedName = `${owner.fileId}.${format}`;
    await files.rename(partial, storedName);
    return { storedName, bytes };
  } catch (error) {
    await files.remove(partial);
    if (error instanceof UploadRejected) throw error;
    if (error instanceof StoredFileTooLarge || (error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw uploadTooLarge(limitBytes, format);
    throw error;
  }
}

/** Over the limit: a zip is split into smaller zips, a single file into smaller files. */
export const uploadTooLarge = (limitBytes: number, format: 'zip' | 'xml' | 'txt') =>
  new UploadRejected(
    413,
    importLogMessage(format === 'zip' ? 'importLog.upload.tooLargeZip' : 'importLog.upload.tooLargeFile', {
      limite: formatBytes(limitBytes),
    }),
  );
