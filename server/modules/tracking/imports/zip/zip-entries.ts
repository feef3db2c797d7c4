// Reads an uploaded zip one entry at a time, never holding the archive or more than one entry in
// memory. The central directory is checked first against the bomb limits (entry count, total
// uncompressed bytes, compression ratio: the platform's check, server/files/zip-directory.ts), so a
// hostile archive is refused before any entry is inflated. yauzl walks the directory (its checks and name decoding); the entries' data is read
// by EntryDataReader, which also stops an entry whose real size exceeds what the directory
// declared. Entry names are only ever shown in the import log: nothing is written to disk under them.
import yauzl, { type Entry, type ZipFile } from 'yauzl';
import {
  type ImportLogPart,
  importLogMessage,
} from '../../../../../src/domain/tracking/imports/import-log-message';
import {
  checkDirectory,
  formatBytes,
  inspectZipBytes as inspectDirectoryBytes,
  isFolder,
  nameOf,
  type ZipLimits,
  ZipDirectoryRejected,
  type ZipProblem,
  type ZipSummary,
} from '../../../../files/zip-directory';
import { portugueseLogText } from '../log-text';
import { EntryDataReader } from './entry-data-reader';
import { WindowedFileReader } from './windowed-file-reader';

export { formatBytes, startsLikeZip, type ZipLimits, type ZipSummary } from '../../../../files/zip-directory';

export const DEFAULT_ZIP_LIMITS: ZipLimits = {
  maxEntries: 200_000,
  maxTotalBytes: 8 * 1024 ** 3,
  maxEntryBytes: 16 * 1024 ** 2,
  maxRatio: 200,
};

/** The zip as a whole cannot be imported: not a zip, corrupt, or over the limits. */
export class ZipRejected extends Error {
  /** The message is its Portuguese text. */
  constructor(readonly mensagem: ImportLogPart) {
    super(portugueseLogText(mensagem));
    this.name = 'ZipRejected';
  }
}

/** The import log's words for a problem the platform's directory check found. */
function logPartOf(problem: ZipProblem): ImportLogPart {
  switch (problem.reason) {
    case 'notZip':
      return importLogMessage('importLog.zip.notZip', { detalhe: problem.detail });
    case 'corrupt':
      return problem.detail === undefined
        ? importLogMessage('importLog.zip.corruptNoData')
        : importLogMessage('importLog.zip.corrupt', { detalhe: problem.detail });
    case 'tooManyFiles':
      return importLogMessage('importLog.zip.tooManyFiles', { maximo: problem.maxEntries });
    case 'tooLargeUncompressed':
      return importLogMessage('importLog.zip.tooLargeUncompressed', {
        tamanho: formatBytes(problem.maxTotalBytes),
      });
    case 'suspiciousRatio':
      return importLogMessage('importLog.zip.suspiciousRatio', {
        arquivo: problem.name,
        taxa: problem.ratio,
      });
    case 'empty':
      return importLogMessage('importLog.zip.empty');
  }
}

/** Runs a directory check, answering its refusal in the import log's words. */
async function logged<T>(check: () => Promise<T>): Promise<T> {
  try {
    return await check();
  } catch (error) {
    if (error instanceof ZipDirectoryRejected) throw new ZipRejected(logPartOf(error.problem));
    throw error;
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

/** Checks the whole central directory against the limits; throws ZipRejected. */
export async function inspectZip(path: string, limits: ZipLimits = DEFAULT_ZIP_LIMITS): Promise<ZipSummary> {
  const zip = await open(path);
  try {
    return await logged(() => checkDirectory(zip, limits));
  } finally {
    zip.close();
  }
}

/** The same check for a small zip held in memory; throws ZipRejected. */
export const inspectZipBytes = (bytes: Buffer, limits: ZipLimits): Promise<ZipSummary> =>
  logged(() => inspectDirectoryBytes(bytes, limits));

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
