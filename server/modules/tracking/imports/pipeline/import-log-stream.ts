// The whole log of one import as the spec's storyDetails answers it ({ data: [...] }), written as
// it is read: a log can hold 100,000 rows, and building that answer at once held the event loop
// for seconds and took hundreds of megabytes. Rows are read in keyset pages of `sequencia` (the
// unique index (import_id, sequencia)), each page turned to JSON and handed to the reply, and the
// event loop is given back between pages. The answer stops at a cap and says so; the screen reads
// the paged route instead.
import { setImmediate as nextTurn } from 'node:timers/promises';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../../../db/schema';

/** Rows the whole-log answer carries at most; `truncated` tells the client there were more. */
export const STORY_DETAILS_MAX_ROWS = 20_000;
/** Rows per query: small enough to be quick, big enough that the query count stays low. */
export const STORY_DETAILS_CHUNK_ROWS = 1_000;

export const occurrenceColumns = [
  'id',
  'nomeArquivo',
  'descricao',
  'mensagem',
  'tipo',
  'chaveAcesso',
] as const;

export interface LogStreamScope {
  importId: number;
  empresaId: number;
  maxRows?: number;
  chunkRows?: number;
}

type LogRows = ReturnType<typeof logRowsOf>;

const logRowsOf = (db: Kysely<Database>, scope: LogStreamScope) =>
  db
    .selectFrom('nfeImportOcorrencia')
    .where('importId', '=', scope.importId)
    .where('empresaId', '=', scope.empresaId);

/** The first sequence number at or after `from`, or null past the last row. */
async function nextSequencia(rowsOf: LogRows, from: number): Promise<number | null> {
  const next = await rowsOf
    .select('sequencia')
    .where('sequencia', '>=', from)
    .orderBy('sequencia')
    .limit(1)
    .executeTakeFirst();
  return next?.sequencia ?? null;
}

/** The answer's JSON text, piece by piece: envelope head, one piece per page, then the tail. */
export async function* importLogJson(db: Kysely<Database>, scope: LogStreamScope): AsyncGenerator<string> {
  const maxRows = scope.maxRows ?? STORY_DETAILS_MAX_ROWS;
  const chunkRows = scope.chunkRows ?? STORY_DETAILS_CHUNK_ROWS;
  const rowsOf = logRowsOf(db, scope);
  yield '{"isSuccess":true,"data":[';
  let sent = 0;
  // Where the next page starts: log rows are numbered from -1 (the file itself) upwards.
  let from: number | null = -1;
  while (from !== null && sent < maxRows) {
    const wanted = Math.min(chunkRows, maxRows - sent);
    // A closed range of the unique index holds at most `wanted` rows, and reads only them
    // whatever plan the database picks (with stale statistics, "sequencia > x order by sequencia
    // limit n" can be read as a sort of every later row).
    const rows = await rowsOf
      .select([...occurrenceColumns, 'sequencia'])
      .where('sequencia', '>=', from)
      .where('sequencia', '<', from + wanted)
      .orderBy('sequencia')
      .execute();
    if (rows.length > 0) {
      const json = rows.map(({ sequencia: _sequencia, ...row }) => JSON.stringify(row)).join(',');
      yield sent === 0 ? json : `,${json}`;
      sent += rows.length;
    }
    from += wanted;
    // A page that was not full had a gap: the next row (if any) says where to go on from.
    if (rows.length < wanted) from = await nextSequencia(rowsOf, from);
    // Other requests run between pages, however long the log.
    await nextTurn();
  }
  // Counted last, so a log still growing never counts fewer rows than were sent.
  const { total } = await rowsOf.select(sql<number>`count(*)::int`.as('total')).executeTakeFirstOrThrow();
  yield `],"total":${Math.max(total, sent)},"truncated":${total > sent}}`;
}
