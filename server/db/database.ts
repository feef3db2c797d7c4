// Opens the database: the embedded PostgreSQL kept in DATA_DIR/postgres, or the PostgreSQL
// server of DATABASE_URL. Both are real PostgreSQL, reached through one pg pool.
import { join } from 'node:path';
import { CamelCasePlugin, Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Config } from '../config';
import { HotStatements, poolWithHotStatements } from './hot-statements';
import { type EmbeddedLogger, startEmbeddedPostgres } from './embedded-postgres';
import type { Database } from './schema';
import { TableChanges } from './table-changes';
import { listenForTableChanges } from './table-notifications';
import { poolWatchingWrites } from './watched-writes';

export type DatabaseKind = 'embedded' | 'postgres';

// Answer int8 (count(*), bigserial) as numbers; counts here stay far below 2^53.
pg.types.setTypeParser(20 /* int8 */, (v) => Number(v));

/** Connections of the request pool; the job queue has a small pool of its own. */
const POOL_SIZE = 10;

export interface OpenDatabase {
  db: Kysely<Database>;
  kind: DatabaseKind;
  /** The connection string in use (the job queue opens its own pool on it). */
  url: string;
  /** The clock of the writes to the watched tables (table-changes.ts). */
  changes: TableChanges;
  /** Stops what opening started (the embedded server), after the pools are closed. */
  stop: () => Promise<void>;
}

/** Opens the database; writes to `watchedTables`, from any connection, move `changes`. */
export async function openDatabase(
  config: Config,
  log: EmbeddedLogger,
  watchedTables: readonly string[],
): Promise<OpenDatabase> {
  const embedded = config.databaseUrl
    ? undefined
    : await startEmbeddedPostgres(join(config.dataDir, 'postgres'), log);
  const url = config.databaseUrl ?? embedded!.url;
  const pool = new pg.Pool({ connectionString: url, max: POOL_SIZE });
  // An idle client dropped by the server (restart, or a test database dropped with FORCE)
  // must not crash the process: the pool replaces it on the next query.
  pool.on('error', () => {});
  const changes = new TableChanges(watchedTables);
  const notifications = listenForTableChanges(url, changes);
  const hotPool = poolWithHotStatements(pool, new HotStatements());
  return {
    db: new Kysely<Database>({
      dialect: new PostgresDialect({ pool: poolWatchingWrites(hotPool, changes) }),
      plugins: [new CamelCasePlugin()],
    }),
    kind: embedded ? 'embedded' : 'postgres',
    url,
    changes,
    stop: async () => {
      await notifications.stop();
      await embedded?.stop();
    },
  };
}
