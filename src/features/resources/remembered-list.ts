// What a working list keeps per user in the browser: its filters, search, sort and page size, put
// back when the list is opened bare (from the menu), and its row density. A URL with parameters
// (a link from the dashboard, a shared list) always wins over what was remembered.
import { useEffect, useRef, useState } from 'react';
import { useAtomValue } from 'jotai';
import type { ReadableResource } from '@/domain/resources/define-resource';
import { userAtom } from '@/services/session-storage';
import type { TableDensity } from '@/ui/data-table';
import type { SearchParamsUpdate } from '@/ui/use-latest-search-params';
import { readListState, writeListState } from './list-search-params';

const keyOf = (def: ReadableResource, userId: number | undefined, what: string) =>
  `rota.list.${def.name}.${what}.${userId ?? 0}`;

const read = (key: string): string | null => {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
};
const write = (key: string, value: string) => {
  try {
    localStorage.setItem(key, value);
  } catch {
    // A full or blocked storage only costs the memory of the list.
  }
};

/** The list's URL parameters worth keeping: no page (a new visit starts at the first) nor detail. */
export const rememberedParams = (def: ReadableResource, params: URLSearchParams): string =>
  writeListState(def, { ...readListState(def, params), page: 1, detailId: undefined }).toString();

export function useRememberedList(
  def: ReadableResource,
  enabled: boolean,
  params: URLSearchParams,
  updateParams: SearchParamsUpdate,
) {
  const userId = useAtomValue(userAtom)?.id;
  const key = keyOf(def, userId, 'params');
  // Restored once, on opening: later a list emptied by the user stays empty.
  const restored = useRef(false);
  // The parameters being put back: nothing is stored until the URL shows them.
  const pending = useRef<string | null>(null);
  useEffect(() => {
    if (!enabled || restored.current) return;
    restored.current = true;
    if ([...params.keys()].length > 0) return;
    const stored = read(key);
    if (!stored) return;
    const wanted = new URLSearchParams(rememberedParams(def, new URLSearchParams(stored)));
    if ([...wanted.keys()].length === 0) return;
    pending.current = wanted.toString();
    updateParams(() => wanted, { replace: true });
  }, [enabled, key, def, params, updateParams]);

  const current = rememberedParams(def, params);
  useEffect(() => {
    if (!enabled || !restored.current) return;
    if (pending.current !== null) {
      if (current !== pending.current) return;
      pending.current = null;
    }
    write(key, current);
  }, [enabled, key, current]);
}

/** Compact rows unless the user chose comfortable ones, remembered per user and list. */
export function useRememberedDensity(
  def: ReadableResource,
  enabled: boolean,
): [TableDensity, (density: TableDensity) => void] {
  const userId = useAtomValue(userAtom)?.id;
  const key = keyOf(def, userId, 'density');
  const [density, setDensity] = useState<TableDensity>(() =>
    enabled && read(key) !== 'comfortable' ? 'compact' : 'comfortable',
  );
  const choose = (next: TableDensity) => {
    setDensity(next);
    write(key, next);
  };
  return [enabled ? density : 'comfortable', choose];
}
