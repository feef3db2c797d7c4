import { describe, expect, it } from 'vitest';
import { pageLinks, shownRange, toggleSort } from './page-links';

describe('pageLinks', () => {
  it('keeps five links around the current page', () => {
    expect(pageLinks(1, 20)).toEqual([1, 2, 3, 4, 5]);
    expect(pageLinks(10, 20)).toEqual([8, 9, 10, 11, 12]);
    expect(pageLinks(20, 20)).toEqual([16, 17, 18, 19, 20]);
    expect(pageLinks(19, 20)).toEqual([16, 17, 18, 19, 20]);
  });
  it('shows fewer links when there are fewer pages', () => {
    expect(pageLinks(2, 3)).toEqual([1, 2, 3]);
    expect(pageLinks(1, 1)).toEqual([1]);
    expect(pageLinks(1, 0)).toEqual([]);
  });
});

describe('shownRange', () => {
  it('answers the rows of the page', () => {
    expect(shownRange(1, 10, 42)).toEqual({ from: 1, to: 10 });
    expect(shownRange(5, 10, 42)).toEqual({ from: 41, to: 42 });
    expect(shownRange(1, 10, 0)).toEqual({ from: 0, to: 0 });
  });
});

describe('toggleSort', () => {
  it('goes ascending, then descending, then ascending', () => {
    expect(toggleSort(undefined, 'nome')).toBe('nome');
    expect(toggleSort('nome', 'nome')).toBe('-nome');
    expect(toggleSort('-nome', 'nome')).toBe('nome');
    expect(toggleSort('id', 'nome')).toBe('nome');
  });
});
