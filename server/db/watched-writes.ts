// The pool's side of table-changes.ts: every statement this process sends goes by here, so a write
// to a watched table moves the clock before the caller hears it is done. Inside a transaction
// (Kysely's `begin`/`start transaction` ... `commit`/`rollback` on one pooled client) the write is
// only visible at the transaction's end, so that is when the clock moves: until then readings see
// the rows as they were and may be kept.
import type { PostgresCursor, PostgresPool, PostgresPoolClient, PostgresQueryResult } from 'kysely';
import type { TableChanges } from './table-changes';
import { poolOfWrappedClients } from './wrapped-pool';

const BEGIN = /^\s*(?:begin|start\s+transaction)\b/i;
// `rollback to <savepoint>` goes on with the transaction; only a bare commit or rollback ends it.
const END = /^\s*(?:commit|rollback|end|abort)\s*;?\s*$/i;

class WatchedClient implements PostgresPoolClient {
  private inTransaction = false;
  /** This client's open transaction wrote a watched table. */
  private wrote = false;

  constructor(
    private readonly client: PostgresPoolClient,
    private readonly changes: TableChanges,
  ) {}

  query<R>(sql: string, parameters: readonly unknown[]): Promise<PostgresQueryResult<R>>;
  query<R>(cursor: PostgresCursor<R>): PostgresCursor<R>;
  query<R>(
    sqlOrCursor: string | PostgresCursor<R>,
    parameters?: readonly unknown[],
  ): Promise<PostgresQueryResult<R>> | PostgresCursor<R> {
    // A cursor only reads (Kysely streams selects through it).
    if (typeof sqlOrCursor !== 'string') return this.client.query(sqlOrCursor);
    const text = sqlOrCursor;
    const sent = this.client.query<R>(text, parameters ?? []);
    if (BEGIN.test(text)) {
      this.inTransaction = true;
      return sent;
    }
    if (END.test(text)) return sent.finally(() => this.endTransaction());
    if (!this.changes.writes(text)) return sent;
    if (this.inTransaction) {
      this.wrote = true;
      return sent;
    }
    // A reading kept before the write's answer arrives is dropped with it: it may predate the write.
    return sent.finally(() => this.changes.moved());
  }

  release(): void {
    // Kysely ends every transaction before it hands the client back; should one still be open,
    // its writes are counted as done.
    this.endTransaction();
    this.client.release();
  }

  private endTransaction(): void {
    if (this.wrote) this.changes.moved();
    this.inTransaction = false;
    this.wrote = false;
  }
}

/** `pool` whose clients report their writes to the watched tables to `changes`. */
export const poolWatchingWrites = (pool: PostgresPool, changes: TableChanges): PostgresPool =>
  poolOfWrappedClients(pool, (client) => new WatchedClient(client, changes));
