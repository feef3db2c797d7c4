// Uploaded zips are streamed to DATA_DIR/imports under a random name (the uploaded name is kept
// only as text for the screens), checked to start like a zip, and cut off at the size limit.
import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { formatBytes } from '../zip/zip-entries';

export const storedZipPath = (dataDir: string, storedName: string) => join(dataDir, 'imports', storedName);

/** The upload is refused as a whole: the message says why and what to do. */
export class UploadRejected extends Error {
  constructor(
    readonly statusCode: 400 | 413,
    message: string,
  ) {
    super(message);
    this.name = 'UploadRejected';
  }
}

// 'PK\x03\x04' starts a zip with entries; 'PK\x05\x06' an empty one (rejected later, by name).
const ZIP_SIGNATURES = [Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.from([0x50, 0x4b, 0x05, 0x06])];

/** Passes bytes through, checking the first four against the zip signatures. */
function zipSignatureCheck(): Transform {
  let head = Buffer.alloc(0);
  let checked = false;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      if (!checked) {
        head = Buffer.concat([head, chunk]);
        if (head.length >= 4) {
          checked = true;
          const signature = head.subarray(0, 4);
          if (!ZIP_SIGNATURES.some((s) => s.equals(signature))) {
            callback(
              new UploadRejected(
                400,
                'O arquivo enviado não é um arquivo zip. Envie um .zip com os XML das NF-e.',
              ),
            );
            return;
          }
        }
      }
      callback(null, chunk);
    },
    flush(callback) {
      if (!checked)
        callback(new UploadRejected(400, 'O arquivo enviado está vazio ou não é um arquivo zip.'));
      else callback();
    },
  });
}

export interface StoredZip {
  storedName: string;
  bytes: number;
}

/**
 * Streams `source` to disk. `isTruncated` tells whether the multipart parser cut the file at the
 * size limit; the partial file is then removed and the upload refused with 413.
 */
export async function storeZip(
  dataDir: string,
  source: Readable,
  limitBytes: number,
  isTruncated: () => boolean,
): Promise<StoredZip> {
  const folder = join(dataDir, 'imports');
  await mkdir(folder, { recursive: true });
  const storedName = `${randomUUID()}.zip`;
  const partial = join(folder, `${storedName}.part`);
  let bytes = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      bytes += chunk.length;
      callback(null, chunk);
    },
  });
  try {
    await pipeline(source, zipSignatureCheck(), counter, createWriteStream(partial));
    if (isTruncated() || bytes > limitBytes) throw tooLarge(limitBytes);
    await rename(partial, join(folder, storedName));
    return { storedName, bytes };
  } catch (error) {
    await rm(partial, { force: true });
    if (error instanceof UploadRejected) throw error;
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge(limitBytes);
    throw error;
  }
}

const tooLarge = (limitBytes: number) =>
  new UploadRejected(
    413,
    `O arquivo passa do limite de ${formatBytes(limitBytes)} por importação. Divida as notas em arquivos zip menores.`,
  );
