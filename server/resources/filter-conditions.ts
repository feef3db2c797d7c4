// The declared filters of a resource list (src/domain/resources/list-filters.ts) as SQL. Each
// filter in force narrows the rows (AND); within a filter, any of its columns may match (OR).
import { type Expression, type ExpressionBuilder, type SqlBool, sql } from 'kysely';
import {
  activeFilterValues,
  dayStart,
  type FilterDef,
  filterTargets,
  type FilterTarget,
  nextDay,
  normalizeFilterValue,
  prefixQuery,
  searchWords,
  selectedOptions,
} from '../../src/domain/resources';
import { prefixPattern } from './list-query';

/**
 * Accent and case folding of 'words' filters. Migration 0003 builds its GIN indexes with the very
 * same expression (inlined there); the integration tests prove the planner still matches them.
 */
const FOLD_FROM = 'ÁÀÂÃÄÉÈÊËÍÌÎÏÓÒÔÕÖÚÙÛÜÇÑáàâãäéèêëíìîïóòôõöúùûüçñ';
const FOLD_TO = 'aaaaaeeeeiiiiooooouuuucnaaaaaeeeeiiiiooooouuuucn';

/** The folded words of a column, as indexed: translate() first, since lower() may leave Ã as is. */
export const foldedWords = (column: string) =>
  sql`to_tsvector('simple'::regconfig, lower(translate(coalesce(${sql.ref(column)}, ''), ${sql.lit(FOLD_FROM)}, ${sql.lit(FOLD_TO)})))`;

const foldedPrefixQuery = (words: readonly string[]) =>
  sql`to_tsquery('simple'::regconfig, lower(translate(${prefixQuery(words)}, ${sql.lit(FOLD_FROM)}, ${sql.lit(FOLD_TO)})))`;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tables are chosen at run time
type Builder = ExpressionBuilder<any, any>;

/** A day compared with an instant column: the whole day of the business time zone. */
function dayCondition(eb: Builder, target: FilterTarget, day: string): Expression<SqlBool> {
  const column = eb.ref(target.column);
  const from = dayStart(day);
  const until = dayStart(nextDay(day));
  switch (target.op) {
    case 'gte':
      return eb(column, '>=', from);
    case 'lte':
      return eb(column, '<', until);
    case 'eq':
      return eb.and([eb(column, '>=', from), eb(column, '<', until)]);
    default:
      throw new Error(`A date filter cannot use '${target.op}' (${target.column})`);
  }
}

/** One column's condition, or null when the value, once cleaned, has nothing to match. */
function targetCondition(
  eb: Builder,
  filter: FilterDef,
  target: FilterTarget,
  value: string,
): Expression<SqlBool> | null {
  const clean = normalizeFilterValue(value, target.normalize);
  if (clean === null) return null;
  if (filter.kind === 'date') return dayCondition(eb, target, clean);
  const column = eb.ref(target.column);
  // One index condition for all the options chosen (`= any`), as a single option's `=`.
  if (filter.kind === 'select' && filter.multiple && target.op === 'eq') {
    return eb(column, 'in', selectedOptions(clean));
  }
  switch (target.op) {
    case 'eq':
      return eb(column, '=', clean);
    case 'gte':
      return eb(column, '>=', clean);
    case 'lte':
      return eb(column, '<=', clean);
    case 'startsWith':
      return eb(column, 'like', prefixPattern(clean));
    case 'words': {
      const words = searchWords(clean);
      if (words.length === 0) return null;
      return sql<SqlBool>`${foldedWords(target.column)} @@ ${foldedPrefixQuery(words)}`;
    }
  }
}

/**
 * Rows matching every declared filter that has a value in the query. A filter whose value can
 * match none of its columns (letters typed as an NF-e number) matches no row.
 */
export const filterConditions =
  (filters: readonly FilterDef[] = [], query: Readonly<Record<string, unknown>>) =>
  (eb: Builder): Expression<SqlBool> => {
    const values = activeFilterValues(filters, query);
    const conditions = filters
      .filter((filter) => values[filter.name] !== undefined)
      .map((filter) => {
        const value = values[filter.name] as string;
        const matches = filterTargets(filter)
          .map((target) => targetCondition(eb, filter, target, value))
          .filter((condition): condition is Expression<SqlBool> => condition !== null);
        return matches.length === 0 ? eb.lit(false) : eb.or(matches);
      });
    return conditions.length === 0 ? eb.lit(true) : eb.and(conditions);
  };
