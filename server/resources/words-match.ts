// How a 'words' filter (src/domain/resources/list-filters.ts) matches a column: every word typed
// begins a word of the column, ignoring case and accents. The column's words are folded on the
// fly, or read from the column that keeps them folded when the filter declares one (storedWords).
import { type Expression, type SqlBool, sql } from 'kysely';
import { type FilterTarget, prefixQuery } from '../../src/domain/resources';

/**
 * Accent and case folding of 'words' filters. Migration 0003 builds its GIN indexes with the very
 * same expression, and migration 0090 the stored words of the destination city (inlined there);
 * the integration tests prove the planner still matches the indexes and the stored words still
 * equal the expression.
 */
const FOLD_FROM = 'ÁÀÂÃÄÉÈÊËÍÌÎÏÓÒÔÕÖÚÙÛÜÇÑáàâãäéèêëíìîïóòôõöúùûüçñ';
const FOLD_TO = 'aaaaaeeeeiiiiooooouuuucnaaaaaeeeeiiiiooooouuuucn';

/** The folded words of a column, as indexed: translate() first, since lower() may leave Ã as is. */
export const foldedWords = (column: string) =>
  sql`to_tsvector('simple'::regconfig, lower(translate(coalesce(${sql.ref(column)}, ''), ${sql.lit(FOLD_FROM)}, ${sql.lit(FOLD_TO)})))`;

const foldedPrefixQuery = (words: readonly string[]) =>
  sql`to_tsquery('simple'::regconfig, lower(translate(${prefixQuery(words)}, ${sql.lit(FOLD_FROM)}, ${sql.lit(FOLD_TO)})))`;

/**
 * Which rows a statement wants: a 'page' (the first rows of its order, up to its LIMIT) or 'all'
 * that match (a count, an export, an edit of many rows).
 */
export type RowsWanted = 'page' | 'all';

/** The rows whose `target` column has every word of `words` at the start of one of its words. */
export function wordsMatch(
  target: FilterTarget,
  words: readonly string[],
  wanted: RowsWanted,
): Expression<SqlBool> {
  if (!target.storedWords) return sql<SqlBool>`${foldedWords(target.column)} @@ ${foldedPrefixQuery(words)}`;
  const stored = sql.ref(target.storedWords);
  // Every match, as a count wants them: the stored words' GIN index finds them.
  if (wanted === 'all') return sql<SqlBool>`${stored} @@ ${foldedPrefixQuery(words)}`;
  // A page of words many rows share (a city) is found by walking its order's index and testing
  // each row until the page is full: a few hundred rows for a city one delivery in seven goes to.
  // With the operator the planner may instead gather every match through the GIN index and sort
  // them, and the generic plan of the prepared page (hot-statements.ts), which cannot see the
  // words, takes them for rare (0.5 % of the rows) and does: 7 ms for a common city, against
  // 0.15 ms walking. `ts_match_vq` is the operator's own function: no index serves a call, and
  // the planner gives it one default selectivity in custom and generic plans alike, so PostgreSQL
  // keeps the generic walk. The query is a sub-select to be computed once (an InitPlan), not
  // again for every row the generic plan tests.
  return sql<SqlBool>`ts_match_vq(${stored}, (select ${foldedPrefixQuery(words)}))`;
}
