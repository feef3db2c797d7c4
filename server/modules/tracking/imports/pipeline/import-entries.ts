// The files of an upload, one at a time: the entries of a stored zip, or the one stored file of
// a kind that takes a single XML or text file (its stored name says which: <uuid>.zip, .xml, .txt).
import { readFile, stat } from 'node:fs/promises';
import { inspectZip, type ZipEntry, type ZipLimits, zipEntries } from '../zip/zip-entries';

const isZip = (path: string) => path.endsWith('.zip');

/** Files in the upload. */
export async function countFiles(path: string, limits: ZipLimits): Promise<number> {
  return isZip(path) ? (await inspectZip(path, limits)).fileCount : 1;
}

export async function* importEntries(
  path: string,
  from: number,
  limits: ZipLimits,
  /** The uploaded name, shown in the log for a single file. */
  singleName: string,
): AsyncGenerator<ZipEntry> {
  if (isZip(path)) {
    yield* zipEntries(path, from, limits);
    return;
  }
  if (from > 0) return;
  const { size } = await stat(path);
  if (size > limits.maxEntryBytes) yield { index: 0, name: singleName, kind: 'too-large', size };
  else yield { index: 0, name: singleName, kind: 'file', bytes: await readFile(path) };
}
