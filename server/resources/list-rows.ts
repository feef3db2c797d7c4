// The two queries of a resource list page, the rows and their total, built apart from the route
// so tests can read their plans. Both see only the caller's scope, the rows they may read
// (readableRows), the search and the filters.
import { type Kysely, sql } from 'kysely';
import type { z } from 'zod';
import {
  computedKeysOf,
  type ReadableResource,
  type RowCondition,
  rowSchemaOf,
} from '../../src/domain/resources';
import { filterConditions } from './filter-conditions';
import { pageOffset, parseSort, searchFilter } from './list-query';
import { meetsCondition } from './readable-rows';
import { NO_REFERENCES, type RowReferences } from './references/reference-sql';
import { inScope, type Scope } from './tenancy';
import type { RowsWanted } from './words-match';

/** What narrows a list's rows, whatever their order and page. */
export interface RowSelection {
  search?: string;
  /** The parent record of a nested resource. */
  parentId?: number;
  /** Only these rows (the rows a user selected), still within the scope and filters. */
  ids?: readonly number[];
  /** Declared filter values, by filter name; anything else is ignored. */
  [filter: string]: unknown;
}

export interface ListPageQuery extends RowSelection {
  page: number;
  pageSize: number;
  sort?: string;
}

/**
 * The table columns a row selects: only the schema's keys, so internal columns never leave, less
 * the ones the engine computes (references.ts).
 */
export const tableColumnsOf = (schema: z.ZodObject, def: ReadableResource) => {
  const computed = computedKeysOf(def);
  return Object.keys(schema.shape).filter((key) => !computed.has(key));
};

/** The columns a list selects from the table. */
export const listColumns = (def: ReadableResource) => tableColumnsOf(rowSchemaOf(def), def);

/**
 * The rows a list shows, before its order and page: the scope, the rows the caller may read,
 * search, filters, parent and selection. Also what an edit of many rows changes (edit-multiple.ts).
 */
export const listedRows = (
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tables are chosen at run time
  db: Kysely<any>,
  def: ReadableResource,
  scope: Scope,
  query: RowSelection,
  references: RowReferences = NO_REFERENCES,
  /** The declaration's readableRows for the caller (readableRowsOf); undefined for every row. */
  readable?: RowCondition,
  /** A page of them, or all (words-match.ts: a page may be found another way). */
  wanted: RowsWanted = 'all',
) =>
  // One condition built with one expression builder: the list runs this on every request, and
  // each where() of the query builder makes a builder of its own.
  db.selectFrom(def.table).where((eb) =>
    eb.and([
      inScope(scope)(eb),
      meetsCondition(readable)(eb),
      searchFilter(def.searchable, query.search, references.expression)(eb),
      filterConditions(def.filters, query, wanted)(eb),
      // A nested resource lists the rows of one parent (checked by the route: nested.ts).
      def.nestedIn ? eb(eb.ref(def.nestedIn.foreignKey), '=', query.parentId) : eb.lit(true),
      query.ids && query.ids.length > 0 ? eb(eb.ref('id'), 'in', query.ids) : eb.lit(true),
    ]),
  );

/** A row count written into a statement's text: a whole number from 0 up, nothing else. */
const countLiteral = (count: number) => {
  if (!Number.isInteger(count) || count < 0 || count > 2 ** 62) throw new Error(`not a row count: ${count}`);
  return sql.lit(count);
};

export function listPageQueries(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tables are chosen at run time
  db: Kysely<any>,
  def: ReadableResource,
  scope: Scope,
  query: ListPageQuery,
  references: RowReferences = NO_REFERENCES,
  /** The declaration's readableRows for the caller (readableRowsOf); undefined for every row. */
  readable?: RowCondition,
) {
  const order = parseSort(query.sort, def);
  const listed = (wanted: RowsWanted) => listedRows(db, def, scope, query, references, readable, wanted);
  return {
    // The id breaks ties, so rows never swap between pages.
    rows: listed('page')
      .select(listColumns(def))
      .select(references.selections)
      // A reference column sorts by the label shown, not by the id.
      .orderBy((eb) => references.expression(eb, order.field) ?? eb.ref(order.field), order.direction)
      .orderBy('id', order.direction)
      // Written in the text rather than bound: a page's statement can then be prepared with a
      // generic plan that knows it reads a few rows (hot-statements.ts); both are checked integers.
      .limit(countLiteral(query.pageSize))
      .offset(countLiteral(pageOffset(query.page, query.pageSize))),
    total: listed('all').select((eb) => eb.fn.countAll().as('total')),
  };
}
