// The declared filters of a resource list (src/domain/resources/list-filters.ts) as SQL. Each
// filter in force narrows the rows (AND); within a filter, any of its columns may match (OR).
import type { Expression, ExpressionBuilder, SqlBool } from 'kysely';
import {
  activeFilterValues,
  dayStart,
  type FilterDef,
  filterTargets,
  type FilterTarget,
  nextDay,
  normalizeFilterValue,
  searchWords,
  selectedOptions,
} from '../../src/domain/resources';
import { prefixPattern } from './list-query';
import { type RowsWanted, wordsMatch } from './words-match';

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
  wanted: RowsWanted,
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
      return wordsMatch(target, words, wanted);
    }
  }
}

/**
 * Rows matching every declared filter that has a value in the query. A filter whose value can
 * match none of its columns (letters typed as an NF-e number) matches no row. A page may match
 * words otherwise than a count does, to be found by walking its order (words-match.ts).
 */
export const filterConditions =
  (
    filters: readonly FilterDef[] = [],
    query: Readonly<Record<string, unknown>>,
    wanted: RowsWanted = 'all',
  ) =>
  (eb: Builder): Expression<SqlBool> => {
    const values = activeFilterValues(filters, query);
    const conditions = filters
      .filter((filter) => values[filter.name] !== undefined)
      .map((filter) => {
        const value = values[filter.name] as string;
        const matches = filterTargets(filter)
          .map((target) => targetCondition(eb, filter, target, value, wanted))
          .filter((condition): condition is Expression<SqlBool> => condition !== null);
        return matches.length === 0 ? eb.lit(false) : eb.or(matches);
      });
    return conditions.length === 0 ? eb.lit(true) : eb.and(conditions);
  };
