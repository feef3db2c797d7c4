// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useListSelection } from './use-list-selection';

interface Reading {
  listKey: string;
  shownIds: readonly number[] | undefined;
}

const render = (first: Reading) =>
  renderHook(({ listKey, shownIds }: Reading) => useListSelection(listKey, shownIds), {
    initialProps: first,
  });

describe('useListSelection', () => {
  it('keeps the selection when the same list is read again without some of its rows', () => {
    const hook = render({ listKey: 'page=1', shownIds: [1, 2, 3] });
    act(() => hook.result.current[1]([2, 3]));
    // Someone else moved row 3 off the list: pushed live, the list is read again.
    hook.rerender({ listKey: 'page=1', shownIds: [1, 2, 4] });
    expect(hook.result.current[0]).toEqual([2, 3]);
  });

  it('keeps only the rows still shown once another query has been read', () => {
    const hook = render({ listKey: 'page=1', shownIds: [1, 2, 3] });
    act(() => hook.result.current[1]([2, 3]));
    // The earlier page is still shown while the next one is read: nothing is dropped yet.
    hook.rerender({ listKey: 'sort=valor', shownIds: undefined });
    expect(hook.result.current[0]).toEqual([2, 3]);
    hook.rerender({ listKey: 'sort=valor', shownIds: [3, 7, 9] });
    expect(hook.result.current[0]).toEqual([3]);
  });

  it('drops every row of a page left for another', () => {
    const hook = render({ listKey: 'page=1', shownIds: [1, 2] });
    act(() => hook.result.current[1]([1, 2]));
    hook.rerender({ listKey: 'page=2', shownIds: [3, 4] });
    expect(hook.result.current[0]).toEqual([]);
  });
});
