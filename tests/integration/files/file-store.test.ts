// Each file store (the DATA_DIR folders and the database) on each database: what is written reads
// back whole and in ranges, as a stream; a company reaches only its own files; the size limit and
// a failed write leave nothing; a removed file is gone; the database store's files go with the
// import or proof row that owns them.
import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FileStore, FileStoreKind } from '../../../server/files/file-store';
import { CHUNK_BYTES } from '../../../server/files/database-file-store';
import type { StoredFileRef } from '../../../server/files/stored-file';
import {
  StoredFileError,
  StoredFileMissing,
  StoredFileTooLarge,
} from '../../../server/files/stored-file-errors';
import { insertDelivery } from '../entrega-fixtures';
import { createTestApp, DATABASES, type TestApp } from '../helpers';

const STORES: FileStoreKind[] = ['local', 'database'];

async function bytesOf(stream: Readable): Promise<{ bytes: Buffer; pieces: number }> {
  const pieces: Buffer[] = [];
  for await (const piece of stream) pieces.push(piece as Buffer);
  return { bytes: Buffer.concat(pieces), pieces: pieces.length };
}

/** A source that arrives in many small pieces, as an upload does. */
async function* inPieces(bytes: Buffer, size = 64 * 1024): AsyncGenerator<Buffer> {
  for (let at = 0; at < bytes.length; at += size) yield bytes.subarray(at, at + size);
}

/** A source that fails part-way, as an aborted upload does. */
async function* cutOff(bytes: Buffer): AsyncGenerator<Buffer> {
  yield bytes.subarray(0, CHUNK_BYTES + 10);
  throw new Error('client went away');
}

describe.each(DATABASES)('file stores on %s', (kind) => {
  describe.each(STORES)('the %s store', (store) => {
    let test: TestApp;
    let files: FileStore;
    let companyA: number;
    let companyB: number;
    let dataDir: string;
    // Two and a half chunks: reads and ranges cross chunk boundaries.
    const content = randomBytes(2 * CHUNK_BYTES + CHUNK_BYTES / 2);
    const ref = (empresaId: number, name = `${randomUUID()}.zip`): StoredFileRef => ({
      area: 'imports',
      empresaId,
      name,
    });

    beforeAll(async () => {
      dataDir = mkdtempSync(join(tmpdir(), 'rota-file-store-'));
      test = await createTestApp(kind, { dataDir, fileStore: store });
      files = test.app.files;
      expect(files.kind).toBe(store);
      const companies = await test.app.db.selectFrom('empresa').select('id').orderBy('id').execute();
      [companyA, companyB] = companies.map((c) => c.id) as [number, number];
    });
    afterAll(() => test.close());

    it('reads back what it wrote, whole and as a stream, with its size', async () => {
      const file = ref(companyA);
      expect(await files.write(file, inPieces(content))).toBe(content.length);
      expect(await files.size(file)).toBe(content.length);
      const { bytes, pieces } = await bytesOf(await files.read(file));
      expect(bytes.equals(content)).toBe(true);
      // Streamed: the file came in several pieces, not as one buffer.
      expect(pieces).toBeGreaterThan(1);
    });

    /** Bytes of the file already kept, read beside the store while it is still writing. */
    const keptSoFar = async (file: StoredFileRef): Promise<number> => {
      if (store === 'local') {
        const path = join(dataDir, file.area, String(file.empresaId), file.name);
        return existsSync(path) ? statSync(path).size : 0;
      }
      const row = await test.app.db
        .selectFrom('storedFileChunk as c')
        .innerJoin('storedFile as f', 'f.id', 'c.fileId')
        .select(sql<number>`coalesce(sum(length(c.data)), 0)::int`.as('bytes'))
        .where('f.name', '=', file.name)
        .executeTakeFirstOrThrow();
      return row.bytes;
    };

    it('writes as the source arrives, never holding the whole file', async () => {
      const file = ref(companyA);
      const piece = Buffer.alloc(64 * 1024, 1);
      const total = 8 * CHUNK_BYTES;
      const lag: number[] = [];
      // Made piece by piece, as an upload arrives: at each piece, what is kept so far.
      async function* arriving(): AsyncGenerator<Buffer> {
        for (let sent = 0; sent < total; sent += piece.length) {
          lag.push(sent - (await keptSoFar(file)));
          yield piece;
        }
      }
      expect(await files.write(file, arriving())).toBe(total);
      // At most about two chunks are ever waiting in memory, whatever the file's size.
      expect(Math.max(...lag)).toBeLessThanOrEqual(2 * CHUNK_BYTES);
      expect(Math.max(...lag)).toBeGreaterThan(0);
    });

    it('reads a byte range across chunk boundaries', async () => {
      const file = ref(companyA);
      await files.write(file, [content]);
      const start = CHUNK_BYTES - 5;
      const end = 2 * CHUNK_BYTES + 7;
      const { bytes } = await bytesOf(await files.read(file, { start, end }));
      expect(bytes.equals(content.subarray(start, end + 1))).toBe(true);
      const tail = await bytesOf(
        await files.read(file, { start: content.length - 3, end: content.length - 1 }),
      );
      expect(tail.bytes.equals(content.subarray(-3))).toBe(true);
    });

    it('finds a file only within its company', async () => {
      const file = ref(companyA);
      const text = Buffer.from('só da empresa A');
      await files.write(file, [text]);
      const asB = { ...file, empresaId: companyB };
      expect(await files.size(asB)).toBeUndefined();
      await expect(files.read(asB)).rejects.toBeInstanceOf(StoredFileMissing);
      await expect(files.localCopy(asB)).rejects.toBeInstanceOf(StoredFileMissing);
      await files.remove(asB);
      expect(await files.size(file)).toBe(text.length);
    });

    it('refuses a source past the limit and keeps nothing of it', async () => {
      const file = ref(companyA);
      await expect(files.write(file, inPieces(content), CHUNK_BYTES + 100)).rejects.toBeInstanceOf(
        StoredFileTooLarge,
      );
      expect(await files.size(file)).toBeUndefined();
      // The limit is inclusive.
      expect(await files.write(file, inPieces(content.subarray(0, 1000)), 1000)).toBe(1000);
    });

    it('keeps nothing of a source that fails part-way', async () => {
      const file = ref(companyA);
      await expect(files.write(file, cutOff(content))).rejects.toThrow('client went away');
      expect(await files.size(file)).toBeUndefined();
    });

    it('never overwrites a file with a name already taken', async () => {
      const file = ref(companyA);
      await files.write(file, [Buffer.from('primeiro')]);
      await expect(files.write(file, [Buffer.from('segundo')])).rejects.toThrow();
      expect((await bytesOf(await files.read(file))).bytes.toString()).toBe('primeiro');
    });

    it('renames and removes', async () => {
      const file = ref(companyA, `${randomUUID()}.part`);
      await files.write(file, [content]);
      const renamed = { ...file, name: file.name.replace('.part', '.zip') };
      await files.rename(file, renamed.name);
      expect(await files.size(file)).toBeUndefined();
      expect(await files.size(renamed)).toBe(content.length);
      await files.remove(renamed);
      expect(await files.size(renamed)).toBeUndefined();
      await expect(files.read(renamed)).rejects.toBeInstanceOf(StoredFileMissing);
      // Removing what is gone is not an error.
      await files.remove(renamed);
    });

    it('refuses names it did not make, areas it does not know and bad company ids', async () => {
      const bad: StoredFileRef[] = [
        ref(companyA, '../../etc/passwd'),
        ref(companyA, `${randomUUID()}.zip/../x`),
        ref(companyA, 'notas.zip'),
        { ...ref(companyA), area: 'outra' as 'imports' },
        ref(0),
      ];
      for (const file of bad) {
        await expect(files.write(file, [Buffer.from('x')])).rejects.toBeInstanceOf(StoredFileError);
        await expect(files.read(file)).rejects.toBeInstanceOf(StoredFileError);
      }
    });

    it('gives the file as a path of this machine, kept for the next reader until the file is removed', async () => {
      const file = ref(companyA);
      await files.write(file, [content]);
      const copy = await files.localCopy(file);
      expect(copy.path.endsWith(file.name)).toBe(true);
      expect(readFileSync(copy.path).equals(content)).toBe(true);
      await copy.release();
      // The next run of a long import reads the same copy rather than copying the file again.
      const again = await files.localCopy(file);
      expect(again.path).toBe(copy.path);
      await again.release();
      expect(existsSync(copy.path)).toBe(true);
      await files.remove(file);
      expect(existsSync(copy.path)).toBe(false);
    });
  });
});

describe.each(DATABASES)('the database store on %s', (kind) => {
  let test: TestApp;
  let files: FileStore;
  let companyA: number;
  const content = randomBytes(CHUNK_BYTES + 1);
  const ref = (empresaId: number): StoredFileRef => ({
    area: 'imports',
    empresaId,
    name: `${randomUUID()}.zip`,
  });

  beforeAll(async () => {
    test = await createTestApp(kind, { fileStore: 'database' });
    files = test.app.files;
    companyA = (await test.app.db.selectFrom('empresa').select('id').orderBy('id').executeTakeFirstOrThrow())
      .id;
  });
  afterAll(() => test.close());

  it('removes a file with the import or proof row that owns it, however the row goes', async () => {
    const { db } = test.app;
    const usuario = await db
      .selectFrom('usuario')
      .select('id')
      .where('empresaId', '=', companyA)
      .executeTakeFirstOrThrow();
    const upload = ref(companyA);
    await files.write(upload, [content]);
    const kept = ref(companyA);
    await files.write(kept, [content]);
    const row = await db
      .insertInto('nfeImport')
      .values({ empresaId: companyA, usuarioId: usuario.id, tipo: 'nfe', arquivoArmazenado: upload.name })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db.deleteFrom('nfeImport').where('id', '=', row.id).execute();
    expect(await files.size(upload)).toBeUndefined();
    expect(await files.size(kept)).toBe(content.length);

    // A delivery removed takes its proof rows (on delete cascade), and they their files.
    const entrega = await insertDelivery(db, companyA, {
      numero: '9001',
      dataEmissao: '2026-05-04T10:00:00-03:00',
    });
    const proof = { area: 'comprovantes' as const, empresaId: companyA, name: `${randomUUID()}.webp` };
    await files.write(proof, [content]);
    await db
      .insertInto('entregaComprovante')
      .values({
        empresaId: companyA,
        entregaId: entrega.id,
        arquivo: proof.name,
        tipo: 'image/webp',
        tamanho: content.length,
        nomeOriginal: 'foto.jpg',
        chaveAcesso: entrega.chaveAcesso,
        origem: 'digitada',
      })
      .execute();
    await db.deleteFrom('entrega').where('id', '=', entrega.id).execute();
    expect(await files.size(proof)).toBeUndefined();
    expect(await files.size(kept)).toBe(content.length);
  });
});
