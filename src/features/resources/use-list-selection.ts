// The rows a user selected on a list. A selection covers the rows of one reading of the list:
// another page, page size, sort, search or filter leaves only the rows still shown. A re-read of
// the same list (after someone else's change, pushed live) keeps it as it is: the user chose
// those rows, and the dialog of an action open on them must not vanish under the user's hands.
import { useEffect, useRef, useState } from 'react';

/**
 * `listKey` names the list's query; `shownIds` are the rows read for it, undefined while the
 * rows shown are still those of an earlier query (placeholder data).
 */
export function useListSelection(listKey: string, shownIds: readonly number[] | undefined) {
  const [selected, setSelected] = useState<readonly number[]>([]);
  const prunedFor = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (!shownIds || prunedFor.current === listKey) return;
    prunedFor.current = listKey;
    setSelected((ids) => {
      const kept = ids.filter((id) => shownIds.includes(id));
      return kept.length === ids.length ? ids : kept;
    });
  }, [listKey, shownIds]);
  return [selected, setSelected] as const;
}
