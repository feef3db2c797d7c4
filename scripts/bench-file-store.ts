// `npm run bench:files`: a 20 MB file written and read back through each file store, on the
// embedded PostgreSQL (and on DATABASE_URL's server when set, in a throwaway database):
// - local: DATA_DIR folders (server/files/local-file-store.ts);
// - database: bytea chunks of 1 MiB in stored_file_chunk (server/files/database-file-store.ts);
// - large object: the same bytes through the lo_* server functions in 1 MiB steps (lo_put,
//   lo_get), the alternative the database store did not take, measured for the comparison.
// Each is written from a stream of 64 KB pieces (as an upload arrives) and read as a stream, three
// times; prints the median MB/s of each and the process's peak RSS.
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Kysely, sql } from 'kysely';
import { buildApp } from '../server/app';
import type { Database } from '../server/db/schema';
import { CHUNK_BYTES, DatabaseFileStore } from '../server/files/database-file-store';
import type { FileStore } from '../server/files/file-store';
import { LocalFileStore } from '../server/files/local-file-store';
import { withThrowawayDatabase } from './server-process';

const SIZE = 20 * 1024 * 1024;
const ROUNDS = 3;
const content = randomBytes(SIZE);

async function* pieces(): AsyncGenerator<Buffer> {
  for (let at = 0; at < SIZE; at += 64 * 1024) yield content.subarray(at, at + 64 * 1024);
}

const median = (values: number[]) => [...values].sort((x, y) => x - y)[Math.floor(values.length / 2)]!;
const mbPerSecond = (ms: number) => SIZE / 1024 ** 2 / (ms / 1000);

async function timed(work: () => Promise<void>): Promise<number> {
  const started = performance.now();
  await work();
  return performance.now() - started;
}

async function measureStore(files: FileStore, empresaId: number) {
  const writes: number[] = [];
  const reads: number[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    const ref = { area: 'imports' as const, empresaId, name: `${randomUUID()}.zip` };
    writes.push(await timed(async () => void (await files.write(ref, pieces()))));
    reads.push(
      await timed(async () => {
        let bytes = 0;
        for await (const piece of await files.read(ref)) bytes += (piece as Buffer).length;
        if (bytes !== SIZE) throw new Error(`read ${bytes} bytes`);
      }),
    );
    await files.remove(ref);
  }
  return { write: median(writes), read: median(reads) };
}

/** The large-object alternative: lo_put per 1 MiB chunk, lo_get per 1 MiB chunk. */
async function measureLargeObject(db: Kysely<Database>) {
  const writes: number[] = [];
  const reads: number[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    let oid = 0;
    writes.push(
      await timed(async () => {
        oid = (await sql<{ oid: number }>`select lo_create(0) as oid`.execute(db)).rows[0]!.oid;
        let buffer = Buffer.alloc(0);
        let offset = 0;
        for await (const piece of pieces()) {
          buffer = Buffer.concat([buffer, piece]);
          if (buffer.length >= CHUNK_BYTES) {
            await sql`select lo_put(${oid}::oid, ${offset}, ${buffer})`.execute(db);
            offset += buffer.length;
            buffer = Buffer.alloc(0);
          }
        }
        if (buffer.length > 0) await sql`select lo_put(${oid}::oid, ${offset}, ${buffer})`.execute(db);
      }),
    );
    reads.push(
      await timed(async () => {
        let bytes = 0;
        for (let offset = 0; offset < SIZE; offset += CHUNK_BYTES) {
          const row = await sql<{
            data: Buffer;
          }>`select lo_get(${oid}::oid, ${offset}, ${CHUNK_BYTES}) as data`.execute(db);
          bytes += row.rows[0]!.data.length;
        }
        if (bytes !== SIZE) throw new Error(`read ${bytes} bytes`);
      }),
    );
    await sql`select lo_unlink(${oid}::oid)`.execute(db);
  }
  return { write: median(writes), read: median(reads) };
}

async function benchOn(label: string, databaseUrl: string | undefined) {
  const dataDir = mkdtempSync(join(tmpdir(), 'rota-bench-files-'));
  const app = await buildApp({
    config: { dataDir, databaseUrl, logLevel: 'silent', seedDemo: false },
    seed: true,
    serveSpa: false,
  });
  try {
    const { id: empresaId } = await app.db.selectFrom('empresa').select('id').executeTakeFirstOrThrow();
    const results = {
      local: await measureStore(new LocalFileStore(dataDir), empresaId),
      database: await measureStore(new DatabaseFileStore(app.db), empresaId),
      'large object': await measureLargeObject(app.db),
    };
    console.log(`\n${label}: a ${SIZE / 1024 ** 2} MB file, median of ${ROUNDS}`);
    for (const [store, { write, read }] of Object.entries(results))
      console.log(
        `  ${store.padEnd(13)} write ${write.toFixed(0).padStart(5)} ms (${mbPerSecond(write).toFixed(0)} MB/s)` +
          `   read ${read.toFixed(0).padStart(5)} ms (${mbPerSecond(read).toFixed(0)} MB/s)`,
      );
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await benchOn('embedded PostgreSQL', undefined);
if (process.env.DATABASE_URL)
  await withThrowawayDatabase(process.env.DATABASE_URL, (url) => benchOn('PostgreSQL (DATABASE_URL)', url));
const peak = process.resourceUsage().maxRSS / 1024;
console.log(`\npeak RSS of this process: ${peak.toFixed(0)} MB (the 20 MB file itself included)`);
