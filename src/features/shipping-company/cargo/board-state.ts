// The board's cards as one list, changed only through these functions: a card arriving from the
// server (a push, a move's answer, a refusal's current card) replaces the one held unless the one
// held is newer, so a late push never takes a card back. Every kind of board (loads, expenses)
// keeps its cards through these.
import { CARGO_STATUSES } from '@/machines/cargo-status-machine';
import type { BoardCardBase } from './board-kind';

/** The list with `card` in it: added, or replaced when it is at least as new as the held one. */
export function mergeCard<C extends BoardCardBase>(cards: readonly C[], card: C): C[] {
  const index = cards.findIndex((held) => held.id === card.id);
  if (index === -1) return [...cards, card];
  if (cards[index]!.version > card.version) return [...cards];
  const next = [...cards];
  next[index] = card;
  return next;
}

/** The list with the card shown in another status at once, before the server answers. */
export function moveOptimistically<C extends BoardCardBase>(
  cards: readonly C[],
  id: number,
  to: C['status'],
  now: Date = new Date(),
): C[] {
  return cards.map((card) =>
    card.id === id ? { ...card, status: to, statusDesde: now.toISOString() } : card,
  );
}

/** The list with a card put back as it was (a refused move), unless a newer one arrived since. */
export function restoreCard<C extends BoardCardBase>(cards: readonly C[], previous: C): C[] {
  return cards.map((card) => (card.id === previous.id && card.version <= previous.version ? previous : card));
}

/** Newest in its status first (ISO instants of one format sort as text), then the higher number. */
const newestFirst = (a: BoardCardBase, b: BoardCardBase) =>
  a.statusDesde < b.statusDesde ? 1 : a.statusDesde > b.statusDesde ? -1 : b.numero - a.numero;

const sameCards = <C>(a: readonly C[], b: readonly C[]) =>
  a.length === b.length && a.every((card, i) => card === b[i]);

/**
 * Cards by column (the board's statuses, the loads' by default), each column newest in its status
 * first (a card just moved is on top). Given the columns laid out before, a column holding the
 * same cards in the same order is that same array, so a column a move did not touch is not drawn
 * again.
 */
export function columnsOf<C extends BoardCardBase>(
  cards: readonly C[],
  statuses: readonly C['status'][] = CARGO_STATUSES,
  previous?: Readonly<Record<C['status'], C[]>>,
): Record<C['status'], C[]> {
  const columns = Object.fromEntries(statuses.map((s) => [s, [] as C[]])) as Record<C['status'], C[]>;
  for (const card of cards) (columns[card.status as C['status']] ??= []).push(card);
  for (const status of statuses) {
    columns[status].sort(newestFirst);
    const before = previous?.[status];
    if (before && sameCards(before, columns[status])) columns[status] = before;
  }
  return columns;
}

/** Which slice of a column of `count` fixed-height rows is on screen, with a margin each side. */
export function visibleRange(
  count: number,
  rowHeight: number,
  scrollTop: number,
  viewportHeight: number,
  overscan = 4,
): { start: number; end: number } {
  const start = Math.max(0, Math.floor(scrollTop / rowHeight) - overscan);
  const end = Math.min(count, Math.ceil((scrollTop + viewportHeight) / rowHeight) + overscan);
  return { start, end: Math.max(start, end) };
}
