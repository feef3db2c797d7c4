// The central directory of an uploaded zip, checked against bomb limits (entry count, total
// uncompressed bytes, compression ratio) before anything is inflated. Shared by every upload that
// is a zip: the tracking imports' archives and the spreadsheets (an .xlsx workbook is a zip). Each
// caller words a refusal its own way, so a problem is data (`ZipProblem`), not a sentence.
import yauzl, { type Entry, type ZipFile } from 'yauzl';

export interface ZipLimits {
  /** Files (not folders) in one zip. */
  maxEntries: number;
  /** Sum of the declared uncompressed sizes. */
  maxTotalBytes: number;
  /** One entry's uncompressed size: bigger ones are logged and skipped, not read. */
  maxEntryBytes: number;
  /** Uncompressed / compressed size above which an entry bigger than 1 MiB marks a zip bomb. */
  maxRatio: number;
}

const RATIO_CHECK_FROM_BYTES = 1024 ** 2;

// 'PK\x03\x04' starts a zip with entries; 'PK\x05\x06' an empty one (refused later, with its reason).
const ZIP_SIGNATURES = [Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.from([0x50, 0x4b, 0x05, 0x06])];

/** Whether the bytes start as a zip does (an .xlsx workbook is one too). */
export const startsLikeZip = (bytes: Buffer): boolean =>
  ZIP_SIGNATURES.some((signature) => signature.equals(bytes.subarray(0, 4)));

/** Why a zip cannot be read, with what its message needs. */
export type ZipProblem =
  | { reason: 'notZip'; detail: string }
  | { reason: 'corrupt'; detail?: string }
  | { reason: 'tooManyFiles'; maxEntries: number }
  | { reason: 'tooLargeUncompressed'; maxTotalBytes: number }
  | { reason: 'suspiciousRatio'; name: string; ratio: number }
  | { reason: 'empty' };

/** The zip's directory cannot be read or breaks a limit. */
export class ZipDirectoryRejected extends Error {
  constructor(readonly problem: ZipProblem) {
    super(`zip refused: ${problem.reason}`);
    this.name = 'ZipDirectoryRejected';
  }
}

export const notZip = (error: unknown) =>
  new ZipDirectoryRejected({ reason: 'notZip', detail: (error as Error).message });

export const corruptZip = (error: Error | null | undefined) =>
  new ZipDirectoryRejected(error ? { reason: 'corrupt', detail: error.message } : { reason: 'corrupt' });

export const isFolder = (entry: Entry, name: string) => name.endsWith('/') && entry.uncompressedSize === 0;

export const nameOf = (entry: Entry): string =>
  yauzl.getFileNameLowLevel(entry.generalPurposeBitFlag, entry.fileNameRaw, entry.extraFields, false);

/** Calls `visit` for each central directory entry, in order, without reading any data. */
function walkDirectory(zip: ZipFile, visit: (entry: Entry) => boolean | void): Promise<void> {
  return new Promise((resolve, reject) => {
    const stop = () => {
      zip.removeAllListeners('entry');
      zip.removeAllListeners('end');
      zip.removeAllListeners('error');
    };
    zip.on('entry', (entry: Entry) => {
      if (visit(entry) === false) {
        stop();
        resolve();
      } else zip.readEntry();
    });
    zip.on('end', () => {
      stop();
      resolve();
    });
    zip.on('error', (error: Error) => {
      stop();
      reject(corruptZip(error));
    });
    zip.readEntry();
  });
}

export interface ZipSummary {
  /** Files in the zip (folders excluded). */
  fileCount: number;
}

/** Checks the whole central directory against the limits; throws ZipDirectoryRejected. */
export async function checkDirectory(zip: ZipFile, limits: ZipLimits): Promise<ZipSummary> {
  let fileCount = 0;
  let totalBytes = 0;
  let problem: ZipProblem | null = null;
  await walkDirectory(zip, (entry) => {
    const name = nameOf(entry);
    if (isFolder(entry, name)) return;
    fileCount += 1;
    totalBytes += entry.uncompressedSize;
    const ratio = entry.uncompressedSize / Math.max(1, entry.compressedSize);
    if (fileCount > limits.maxEntries) {
      problem = { reason: 'tooManyFiles', maxEntries: limits.maxEntries };
    } else if (totalBytes > limits.maxTotalBytes) {
      problem = { reason: 'tooLargeUncompressed', maxTotalBytes: limits.maxTotalBytes };
    } else if (entry.uncompressedSize > RATIO_CHECK_FROM_BYTES && ratio > limits.maxRatio) {
      problem = { reason: 'suspiciousRatio', name, ratio: Math.round(ratio) };
    }
    return problem === null;
  });
  if (problem !== null) throw new ZipDirectoryRejected(problem);
  if (fileCount === 0) throw new ZipDirectoryRejected({ reason: 'empty' });
  return { fileCount };
}

/**
 * The same check for a small zip held in memory (an uploaded spreadsheet), before a library
 * inflates it.
 */
export async function inspectZipBytes(bytes: Buffer, limits: ZipLimits): Promise<ZipSummary> {
  let zip: ZipFile;
  try {
    zip = await yauzl.fromBufferPromise(bytes, { lazyEntries: true, decodeStrings: false });
  } catch (error) {
    throw notZip(error);
  }
  try {
    return await checkDirectory(zip, limits);
  } finally {
    zip.close();
  }
}

export const formatBytes = (bytes: number): string =>
  bytes >= 1024 ** 3
    ? `${(bytes / 1024 ** 3).toFixed(1)} GB`
    : bytes >= 1024 ** 2
      ? `${Math.round(bytes / 1024 ** 2)} MB`
      : `${Math.round(bytes / 1024)} KB`;
