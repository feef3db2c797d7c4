// Reads an uploaded zip one entry at a time, never holding the archive or more than one entry in
// memory. The central directory is checked first against the bomb limits (entry count, total
// uncompressed bytes, compression ratio), so a hostile archive is refused before any entry is
// inflated. yauzl walks the directory (its checks and name decoding); the entries' data is read
// by EntryDataReader, which also stops an entry whose real size exceeds what the directory
// declared. Entry names are only ever shown in the import log: nothing is written to disk under them.
import yauzl, { type Entry, type ZipFile } from 'yauzl';
import {
  type ImportLogPart,
  importLogMessage,
} from '../../../../../src/domain/tracking/imports/import-log-message';
import { portugueseLogText } from '../log-text';
import { EntryDataReader } from './entry-data-reader';
import { WindowedFileReader } from './windowed-file-reader';

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

export const DEFAULT_ZIP_LIMITS: ZipLimits = {
  maxEntries: 200_000,
  maxTotalBytes: 8 * 1024 ** 3,
  maxEntryBytes: 16 * 1024 ** 2,
  maxRatio: 200,
};

const RATIO_CHECK_FROM_BYTES = 1024 ** 2;

// 'PK\x03\x04' starts a zip with entries; 'PK\x05\x06' an empty one (refused later, with its reason).
const ZIP_SIGNATURES = [Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.from([0x50, 0x4b, 0x05, 0x06])];

/** Whether the bytes start as a zip does (an .xlsx workbook is one too). */
export const startsLikeZip = (bytes: Buffer): boolean =>
  ZIP_SIGNATURES.some((signature) => signature.equals(bytes.subarray(0, 4)));

/** The zip as a whole cannot be imported: not a zip, corrupt, or over the limits. */
export class ZipRejected extends Error {
  /** The message is its Portuguese text. */
  constructor(readonly mensagem: ImportLogPart) {
    super(portugueseLogText(mensagem));
    this.name = 'ZipRejected';
  }
}

const notZip = (error: unknown) =>
  new ZipRejected(importLogMessage('importLog.zip.notZip', { detalhe: (error as Error).message }));
const corrupt = (error: Error | null | undefined) =>
  new ZipRejected(
    error
      ? importLogMessage('importLog.zip.corrupt', { detalhe: error.message })
      : importLogMessage('importLog.zip.corruptNoData'),
  );

export type ZipEntry =
  | { index: number; name: string; kind: 'file'; bytes: Buffer }
  | { index: number; name: string; kind: 'unsafe-name'; reason: string }
  | { index: number; name: string; kind: 'too-large'; size: number };

const isFolder = (entry: Entry, name: string) => name.endsWith('/') && entry.uncompressedSize === 0;

const nameOf = (entry: Entry): string =>
  yauzl.getFileNameLowLevel(entry.generalPurposeBitFlag, entry.fileNameRaw, entry.extraFields, false);

async function open(path: string): Promise<ZipFile> {
  let reader: WindowedFileReader | null = null;
  try {
    reader = new WindowedFileReader(path);
    return await yauzl.fromRandomAccessReaderPromise(reader, reader.size, {
      lazyEntries: true,
      decodeStrings: false,
      autoClose: false,
    });
  } catch (error) {
    reader?.close(() => {});
    throw notZip(error);
  }
}

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
      reject(corrupt(error));
    });
    zip.readEntry();
  });
}

export interface ZipSummary {
  /** Files in the zip (folders excluded): the import's quantidadeArquivos. */
  fileCount: number;
}

/** Checks the whole central directory against the limits; throws ZipRejected. */
export async function inspectZip(path: string, limits: ZipLimits = DEFAULT_ZIP_LIMITS): Promise<ZipSummary> {
  const zip = await open(path);
  try {
    return await checkDirectory(zip, limits);
  } finally {
    zip.close();
  }
}

/**
 * The same check for a small zip held in memory (an uploaded spreadsheet is a zip too), before a
 * library inflates it.
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

async function checkDirectory(zip: ZipFile, limits: ZipLimits): Promise<ZipSummary> {
  let fileCount = 0;
  let totalBytes = 0;
  let problem: ImportLogPart | null = null;
  await walkDirectory(zip, (entry) => {
    const name = nameOf(entry);
    if (isFolder(entry, name)) return;
    fileCount += 1;
    totalBytes += entry.uncompressedSize;
    const ratio = entry.uncompressedSize / Math.max(1, entry.compressedSize);
    if (fileCount > limits.maxEntries) {
      problem = importLogMessage('importLog.zip.tooManyFiles', { maximo: limits.maxEntries });
    } else if (totalBytes > limits.maxTotalBytes) {
      problem = importLogMessage('importLog.zip.tooLargeUncompressed', {
        tamanho: formatBytes(limits.maxTotalBytes),
      });
    } else if (entry.uncompressedSize > RATIO_CHECK_FROM_BYTES && ratio > limits.maxRatio) {
      problem = importLogMessage('importLog.zip.suspiciousRatio', { arquivo: name, taxa: Math.round(ratio) });
    }
    return problem === null;
  });
  if (problem !== null) throw new ZipRejected(problem as ImportLogPart);
  if (fileCount === 0) throw new ZipRejected(importLogMessage('importLog.zip.empty'));
  return { fileCount };
}

/**
 * Yields the files of the zip in directory order, numbered from 0 (folders are skipped and not
 * numbered), starting at file number `from` so a resumed import reads only what is left.
 */
export async function* zipEntries(
  path: string,
  from = 0,
  limits: ZipLimits = DEFAULT_ZIP_LIMITS,
): AsyncGenerator<ZipEntry> {
  const zip = await open(path);
  let data: EntryDataReader;
  try {
    data = new EntryDataReader(path);
  } catch (error) {
    zip.close();
    throw error;
  }
  const queue: Entry[] = [];
  let ended = false;
  let failure: Error | null = null;
  let wake: (() => void) | null = null;
  const signal = () => {
    wake?.();
    wake = null;
  };
  zip.on('entry', (entry: Entry) => {
    queue.push(entry);
    signal();
  });
  zip.on('end', () => {
    ended = true;
    signal();
  });
  zip.on('error', (error: Error) => {
    failure = corrupt(error);
    signal();
  });
  try {
    let index = 0;
    zip.readEntry();
    for (;;) {
      if (queue.length === 0) {
        if (failure) throw failure as Error;
        if (ended) return;
        await new Promise<void>((resolve) => (wake = resolve));
        continue;
      }
      const entry = queue.shift()!;
      const name = nameOf(entry);
      if (!isFolder(entry, name)) {
        const current = index;
        index += 1;
        if (current >= from) {
          const unsafe = yauzl.validateFileName(name);
          if (unsafe !== null) yield { index: current, name, kind: 'unsafe-name', reason: unsafe };
          else if (entry.uncompressedSize > limits.maxEntryBytes) {
            yield { index: current, name, kind: 'too-large', size: entry.uncompressedSize };
          } else yield { index: current, name, kind: 'file', bytes: readEntry(data, entry) };
        }
      }
      zip.readEntry();
    }
  } finally {
    zip.close();
    data.close();
  }
}

function readEntry(data: EntryDataReader, entry: Entry): Buffer {
  try {
    return data.read(entry);
  } catch (error) {
    throw corrupt(error as Error);
  }
}

export const formatBytes = (bytes: number): string =>
  bytes >= 1024 ** 3
    ? `${(bytes / 1024 ** 3).toFixed(1)} GB`
    : bytes >= 1024 ** 2
      ? `${Math.round(bytes / 1024 ** 2)} MB`
      : `${Math.round(bytes / 1024)} KB`;
