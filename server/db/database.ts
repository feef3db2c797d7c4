// Opens the database: embedded PGlite (DATA_DIR/pglite, or in memory) or a PostgreSQL server.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { CamelCasePlugin, Kysely, PostgresDialect } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import pg from 'pg';
import { type Config, MEMORY_DATABASE_URL } from '../config';
import type { Database } from './schema';

export type DatabaseKind = 'pglite' | 'postgres';

// Answer int8 (count(*), bigserial) as numbers, as PGlite does; counts here stay far below 2^53.
pg.types.setTypeParser(20 /* int8 */, (v) => Number(v));

export interface OpenOptions {
  /** A PGlite data directory dump to start from (tests reuse one migrated, seeded database). */
  pgliteSnapshot?: Blob | File;
}

export interface OpenDatabase {
  db: Kysely<Database>;
  kind: DatabaseKind;
  /** The embedded database itself (PGlite only): the job queue runs its multi-statement SQL on it. */
  pglite?: PGlite;
}

export async function openDatabase(config: Config, options: OpenOptions = {}): Promise<OpenDatabase> {
  const plugins = [new CamelCasePlugin()];
  const url = config.databaseUrl;
  if (url && url !== MEMORY_DATABASE_URL) {
    const pool = new pg.Pool({ connectionString: url, max: 10 });
    // An idle client dropped by the server (restart, or a test database dropped with FORCE)
    // must not crash the process: the pool replaces it on the next query.
    pool.on('error', () => {});
    return {
      db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }), plugins }),
      kind: 'postgres',
    };
  }
  let dataDir: string | undefined;
  if (!url) {
    dataDir = join(config.dataDir, 'pglite');
    mkdirSync(dataDir, { recursive: true });
  }
  const pglite = await PGlite.create(dataDir, { loadDataDir: options.pgliteSnapshot });
  return {
    db: new Kysely<Database>({ dialect: new PGliteDialect(pglite), plugins }),
    kind: 'pglite',
    pglite,
  };
}
