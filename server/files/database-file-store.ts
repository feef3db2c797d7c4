// Files in the database, shared by every server instance: one `stored_file` row per file (its
// company, area, name and size) and its bytes as `stored_file_chunk` rows of CHUNK_BYTES each
// (migration 0013). Writing and reading go one chunk at a time, so a file of any size costs one
// chunk of memory, and each chunk is its own statement: a slow upload holds no connection or
// transaction open between its chunks. A write that fails removes its row, and with it the chunks.
import { createWriteStream } from 'node:fs';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema';
import type { FileSource, FileStore, LocalCopy } from './file-store';
import { limitedChunks } from './limited-chunks';
import { LocalCopyCache } from './local-copy-cache';
import { type ByteRange, checkedRef, type FileArea, type StoredFileRef } from './stored-file';
import { StoredFileMissing } from './stored-file-errors';

/** Bytes per chunk row: few round trips for a big file, little memory for each. */
export const CHUNK_BYTES = 1024 * 1024;

/** A long import's continuation jobs, a few seconds apart, find the copy its first job made. */
const COPY_KEPT_MS = 60_000;

/** Rows of the orphan sweep's candidates read at once. */
const OLD_FILES_PAGE = 1000;

const copyKey = (ref: StoredFileRef) => `${ref.area}/${ref.empresaId}/${ref.name}`;

/** Gathers a stream's pieces into whole chunks (the last one may be shorter). */
async function* wholeChunks(source: FileSource): AsyncGenerator<Buffer> {
  let chunk = Buffer.allocUnsafe(CHUNK_BYTES);
  let filled = 0;
  for await (const piece of source) {
    let offset = 0;
    while (offset < piece.length) {
      const copied = piece.copy(chunk, filled, offset);
      filled += copied;
      offset += copied;
      if (filled === CHUNK_BYTES) {
        yield chunk;
        chunk = Buffer.allocUnsafe(CHUNK_BYTES);
        filled = 0;
      }
    }
  }
  if (filled > 0) yield chunk.subarray(0, filled);
}

export class DatabaseFileStore implements FileStore {
  readonly kind = 'database';

  /** Copies for the zip reader, kept a minute after their last reader (local-copy-cache.ts). */
  private readonly copies = new LocalCopyCache(COPY_KEPT_MS);

  constructor(private readonly db: Kysely<Database>) {}

  /** The file's row, only within its company and area. */
  private find(ref: StoredFileRef) {
    checkedRef(ref);
    return this.db
      .selectFrom('storedFile')
      .select(['id', 'size'])
      .where('empresaId', '=', ref.empresaId)
      .where('area', '=', ref.area)
      .where('name', '=', ref.name)
      .executeTakeFirst();
  }

  async write(ref: StoredFileRef, source: FileSource, limitBytes?: number): Promise<number> {
    checkedRef(ref);
    const { id } = await this.db
      .insertInto('storedFile')
      .values({ empresaId: ref.empresaId, area: ref.area, name: ref.name, size: 0 })
      .returning('id')
      .executeTakeFirstOrThrow();
    let size = 0;
    try {
      let seq = 0;
      for await (const data of wholeChunks(limitedChunks(source, limitBytes))) {
        await this.db.insertInto('storedFileChunk').values({ fileId: id, seq, data }).execute();
        seq += 1;
        size += data.length;
      }
      await this.db.updateTable('storedFile').set({ size }).where('id', '=', id).execute();
      return size;
    } catch (error) {
      await this.db.deleteFrom('storedFile').where('id', '=', id).execute();
      throw error;
    }
  }

  async rename(ref: StoredFileRef, name: string): Promise<void> {
    checkedRef({ ...ref, name });
    const renamed = await this.db
      .updateTable('storedFile')
      .set({ name })
      .where('empresaId', '=', checkedRef(ref).empresaId)
      .where('area', '=', ref.area)
      .where('name', '=', ref.name)
      .executeTakeFirst();
    if (Number(renamed.numUpdatedRows) === 0) throw new StoredFileMissing(ref.name);
  }

  async size(ref: StoredFileRef): Promise<number | undefined> {
    const row = await this.find(ref);
    return row?.size;
  }

  async read(ref: StoredFileRef, range?: ByteRange): Promise<Readable> {
    const row = await this.find(ref);
    if (!row) throw new StoredFileMissing(ref.name);
    const { size } = row;
    const start = range?.start ?? 0;
    const end = Math.min(range?.end ?? size - 1, size - 1);
    return Readable.from(this.chunks(row.id, start, end), { objectMode: false });
  }

  /** Bytes start..end (inclusive) of a file, one chunk row at a time. */
  private async *chunks(fileId: number, start: number, end: number): AsyncGenerator<Buffer> {
    for (let seq = Math.floor(start / CHUNK_BYTES); seq * CHUNK_BYTES <= end; seq += 1) {
      const chunk = await this.db
        .selectFrom('storedFileChunk')
        .select('data')
        .where('fileId', '=', fileId)
        .where('seq', '=', seq)
        .executeTakeFirst();
      // Removed while it was being read.
      if (!chunk) throw new StoredFileMissing(String(fileId));
      const from = Math.max(0, start - seq * CHUNK_BYTES);
      const to = Math.min(chunk.data.length, end - seq * CHUNK_BYTES + 1);
      yield chunk.data.subarray(from, to);
    }
  }

  async remove(ref: StoredFileRef): Promise<void> {
    checkedRef(ref);
    await this.copies.forget(copyKey(ref));
    // The chunks go with their file (on delete cascade).
    await this.db
      .deleteFrom('storedFile')
      .where('empresaId', '=', ref.empresaId)
      .where('area', '=', ref.area)
      .where('name', '=', ref.name)
      .execute();
  }

  async localCopy(ref: StoredFileRef): Promise<LocalCopy> {
    // Checked on every call, copy kept or not: only the owning company reaches the file.
    if ((await this.size(ref)) === undefined) throw new StoredFileMissing(ref.name);
    // Under its stored name: its extension tells the reader what it holds.
    return this.copies.acquire(copyKey(ref), ref.name, async (path) =>
      pipeline(await this.read(ref), createWriteStream(path, { flags: 'wx', mode: 0o600 })),
    );
  }

  async *oldFiles(area: FileArea, olderThanHours: number): AsyncIterable<StoredFileRef> {
    // A page of rows at a time, by id, so a big store is never read whole.
    let after = 0;
    for (;;) {
      const page = await this.db
        .selectFrom('storedFile')
        .select(['id', 'empresaId', 'name'])
        .where('area', '=', area)
        .where('id', '>', after)
        .where('createdAt', '<', sql<Date>`now() - make_interval(hours => ${olderThanHours})`)
        .orderBy('id')
        .limit(OLD_FILES_PAGE)
        .execute();
      for (const row of page) yield { area, empresaId: row.empresaId, name: row.name };
      if (page.length < OLD_FILES_PAGE) return;
      after = page[page.length - 1]!.id;
    }
  }

  async close(): Promise<void> {
    await this.copies.clear();
  }
}
