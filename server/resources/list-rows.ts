// The two queries of a resource list page, the rows and their total, built apart from the route
// so tests can read their plans. Both see only the caller's scope, search and filters.
import type { Kysely } from 'kysely';
import { type ReadableResource, rowSchemaOf } from '../../src/domain/resources';
import { filterConditions } from './filter-conditions';
import { pageOffset, parseSort, searchFilter } from './list-query';
import { inScope, type Scope } from './tenancy';

export interface ListPageQuery {
  page: number;
  pageSize: number;
  sort?: string;
  search?: string;
  /** Declared filter values, by filter name; anything else is ignored. */
  [filter: string]: unknown;
}

/** The columns a list selects: only the schema's keys, so internal columns never leave. */
export const listColumns = (def: ReadableResource) => Object.keys(rowSchemaOf(def).shape);

export function listPageQueries(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tables are chosen at run time
  db: Kysely<any>,
  def: ReadableResource,
  scope: Scope,
  query: ListPageQuery,
) {
  const order = parseSort(query.sort, def);
  const filtered = db
    .selectFrom(def.table)
    .where(inScope(scope))
    .where(searchFilter(def.searchable, query.search))
    .where(filterConditions(def.filters, query));
  return {
    // The id breaks ties, so rows never swap between pages.
    rows: filtered
      .select(listColumns(def))
      .orderBy(order.field, order.direction)
      .orderBy('id', order.direction)
      .limit(query.pageSize)
      .offset(pageOffset(query.page, query.pageSize)),
    total: filtered.select((eb) => eb.fn.countAll().as('total')),
  };
}
