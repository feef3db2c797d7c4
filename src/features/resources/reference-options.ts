// The options of a reference control: one page of the referenced register's rows found by the
// server for what is typed (after a pause), with the chosen rows, looked up by id, always among
// them so their labels show before any search.
import { useMemo } from 'react';
import type { ComboboxItem } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { resourceNamed, type ReferenceOption, type ReferenceTarget } from '@/domain/resources';
import { useReferenceLookup, useReferenceOptions } from '@/services/resource-client';

/** Typing pauses this long before the server is asked. */
export const SEARCH_DEBOUNCE_MS = 300;

/** The value of the hint option that says more rows match than are shown. */
export const MORE_OPTION = '__more';

/** The rows found, then the chosen ones not among them, each once, as combobox items. */
export const mergeOptions = (
  found: readonly ReferenceOption[],
  chosen: readonly ReferenceOption[],
): ComboboxItem[] => {
  const seen = new Set<number>();
  const items: ComboboxItem[] = [];
  for (const option of [...found, ...chosen]) {
    if (seen.has(option.id)) continue;
    seen.add(option.id);
    items.push({ value: String(option.id), label: option.label });
  }
  return items;
};

export interface ReferenceOptions {
  items: ComboboxItem[];
  /** Rows matching the search beyond the page shown; 0 when all are shown. */
  hidden: number;
  shown: number;
  total: number;
  loading: boolean;
  failed: boolean;
}

export function useReferenceOptionsFor(
  target: ReferenceTarget,
  chosenIds: readonly number[],
  search: string,
): ReferenceOptions {
  const def = resourceNamed(target.resource);
  const [typed] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const lookup = useReferenceLookup(def, target.label, chosenIds);
  const chosen = useMemo(() => lookup.data?.items ?? [], [lookup.data]);
  // A select shows the chosen row's label in its box: that is not a search, so list from the top.
  const term = chosen.some((option) => option.label === typed) ? '' : typed;
  const options = useReferenceOptions(def, target.label, term);
  const found = useMemo(() => options.data?.items ?? [], [options.data]);
  const total = options.data?.total ?? 0;
  const items = useMemo(() => mergeOptions(found, chosen), [found, chosen]);
  return {
    items,
    hidden: Math.max(0, total - found.length),
    shown: found.length,
    total,
    loading: options.isFetching || lookup.isFetching,
    failed: options.isError || lookup.isError,
  };
}
