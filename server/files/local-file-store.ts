// Files in a folder of this server: DATA_DIR/<area>/<company>/<name>. The path is built only from
// a checked reference, so nothing outside the company's folder of the area can be reached. Good
// for one instance; several instances need a shared folder or the database store.
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FileSource, FileStore, LocalCopy } from './file-store';
import { limitedChunks } from './limited-chunks';
import { type ByteRange, checkedRef, type FileArea, isStoredName, type StoredFileRef } from './stored-file';
import { StoredFileMissing } from './stored-file-errors';

const isMissing = (error: unknown) => (error as { code?: string }).code === 'ENOENT';

export class LocalFileStore implements FileStore {
  readonly kind = 'local';

  constructor(private readonly dataDir: string) {}

  private folderOf(ref: StoredFileRef): string {
    return join(this.dataDir, ref.area, String(ref.empresaId));
  }

  /** The file's path; the reference is checked first. */
  pathOf(ref: StoredFileRef): string {
    checkedRef(ref);
    return join(this.folderOf(ref), ref.name);
  }

  async write(ref: StoredFileRef, source: FileSource, limitBytes?: number): Promise<number> {
    const path = this.pathOf(ref);
    await mkdir(this.folderOf(ref), { recursive: true });
    let bytes = 0;
    const counted = async function* () {
      for await (const chunk of limitedChunks(source, limitBytes)) {
        bytes += chunk.length;
        yield chunk;
      }
    };
    try {
      // 'wx': a name already taken fails rather than overwriting another file.
      await pipeline(Readable.from(counted()), createWriteStream(path, { flags: 'wx' }));
      return bytes;
    } catch (error) {
      if ((error as { code?: string }).code !== 'EEXIST') await rm(path, { force: true });
      throw error;
    }
  }

  async rename(ref: StoredFileRef, name: string): Promise<void> {
    await rename(this.pathOf(ref), this.pathOf({ ...ref, name }));
  }

  async size(ref: StoredFileRef): Promise<number | undefined> {
    try {
      return (await stat(this.pathOf(ref))).size;
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
  }

  async read(ref: StoredFileRef, range?: ByteRange): Promise<Readable> {
    const path = this.pathOf(ref);
    const stream = createReadStream(path, range ? { start: range.start, end: range.end } : {});
    // Opened before answering, so a missing file is StoredFileMissing here, not an error mid-stream.
    await new Promise<void>((resolve, reject) => {
      stream.once('open', () => resolve());
      stream.once('error', (error) => reject(isMissing(error) ? new StoredFileMissing(ref.name) : error));
    });
    return stream;
  }

  async remove(ref: StoredFileRef): Promise<void> {
    await rm(this.pathOf(ref), { force: true });
  }

  async localCopy(ref: StoredFileRef): Promise<LocalCopy> {
    const path = this.pathOf(ref);
    if ((await this.size(ref)) === undefined) throw new StoredFileMissing(ref.name);
    // The file itself: readers only read it, and copying a big upload would cost its whole size.
    return { path, release: async () => {} };
  }

  async *oldFiles(area: FileArea, olderThanHours: number): AsyncIterable<StoredFileRef> {
    const before = Date.now() - olderThanHours * 3_600_000;
    const areaDir = join(this.dataDir, area);
    const companies = await readdir(areaDir).catch((error: unknown) => {
      if (isMissing(error)) return [];
      throw error;
    });
    for (const company of companies) {
      const empresaId = Number(company);
      if (!/^\d+$/.test(company) || !Number.isSafeInteger(empresaId) || empresaId <= 0) continue;
      const names = await readdir(join(areaDir, company)).catch(() => []);
      for (const name of names) {
        // Only names the store makes: anything else in the folder was not written through it.
        if (!isStoredName(name)) continue;
        const modified = await stat(join(areaDir, company, name)).then(
          (info) => (info.isFile() ? info.mtimeMs : undefined),
          () => undefined,
        );
        if (modified !== undefined && modified < before) yield { area, empresaId, name };
      }
    }
  }

  async close(): Promise<void> {}
}
