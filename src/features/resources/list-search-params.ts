// The state of a resource list lives in its URL (page, page size, sort, search, declared filters
// and the open detail), so a list can be shared and survives a reload. Defaults stay out of the
// URL; a value a hand-edited URL gets wrong falls back to its default instead of failing.
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '@/domain/constants';
import type { ReadableResource } from '@/domain/resources/define-resource';
import { filterValueSchema } from '@/domain/resources/list-filters';

export interface ListState {
  page: number;
  pageSize: number;
  sort: string;
  search: string;
  /** Declared filters with a valid, non-empty value. */
  filters: Record<string, string>;
  /** The row whose detail is open (`?<resource name>=<id>`). */
  detailId?: number;
}

const positiveInt = (raw: string | null): number | undefined => {
  if (raw === null || !/^\d{1,9}$/.test(raw)) return undefined;
  const n = Number(raw);
  return n >= 1 ? n : undefined;
};

const isSortOf = (def: ReadableResource, sort: string) => def.sortable.includes(sort.replace(/^-/, ''));

/** The detail's parameter: the resource's own name, e.g. `?entrega=42`. */
export const detailParam = (def: ReadableResource) => def.name;

export function readListState(def: ReadableResource, params: URLSearchParams): ListState {
  const pageSize = positiveInt(params.get('pageSize'));
  const sort = params.get('sort');
  const filters: Record<string, string> = {};
  for (const filter of def.filters ?? []) {
    const raw = params.get(filter.name);
    if (raw === null || raw.trim() === '') continue;
    if (filterValueSchema(filter).safeParse(raw).success) filters[filter.name] = raw;
  }
  return {
    page: positiveInt(params.get('page')) ?? 1,
    pageSize:
      pageSize !== undefined && (PAGE_SIZES as readonly number[]).includes(pageSize)
        ? pageSize
        : DEFAULT_PAGE_SIZE,
    sort: sort && isSortOf(def, sort) ? sort : def.defaultSort,
    search: params.get('search') ?? '',
    filters,
    detailId: positiveInt(params.get(detailParam(def))),
  };
}

/**
 * The URL parameters of a state, defaults left out. Parameters the list does not own (anything
 * else in the URL) are kept.
 */
export function writeListState(
  def: ReadableResource,
  state: ListState,
  current?: URLSearchParams,
): URLSearchParams {
  const owned = new Set([
    'page',
    'pageSize',
    'sort',
    'search',
    detailParam(def),
    ...(def.filters ?? []).map((f) => f.name),
  ]);
  const params = new URLSearchParams();
  for (const [key, value] of current ?? []) if (!owned.has(key)) params.append(key, value);
  for (const filter of def.filters ?? []) {
    const value = state.filters[filter.name];
    if (value !== undefined && value.trim() !== '') params.set(filter.name, value);
  }
  if (state.search.trim() !== '') params.set('search', state.search);
  if (state.sort !== def.defaultSort) params.set('sort', state.sort);
  if (state.pageSize !== DEFAULT_PAGE_SIZE) params.set('pageSize', String(state.pageSize));
  if (state.page !== 1) params.set('page', String(state.page));
  if (state.detailId !== undefined) params.set(detailParam(def), String(state.detailId));
  return params;
}

/** Whether any declared filter or the search narrows the list. */
export const isNarrowed = (state: ListState) =>
  state.search.trim() !== '' || Object.keys(state.filters).length > 0;
