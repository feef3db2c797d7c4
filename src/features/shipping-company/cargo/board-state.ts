// The board's cards as one list, changed only through these functions: a card arriving from the
// server (a push, a move's answer, a refusal's current card) replaces the one held unless the one
// held is newer, so a late push never takes a card back.
import type { CargoCard } from '@/domain/shipping-company/cargo';
import { CARGO_STATUSES, type CargoStatus } from '@/machines/cargo-status-machine';

/** The list with `card` in it: added, or replaced when it is at least as new as the held one. */
export function mergeCard(cards: readonly CargoCard[], card: CargoCard): CargoCard[] {
  const index = cards.findIndex((held) => held.id === card.id);
  if (index === -1) return [...cards, card];
  if (cards[index]!.version > card.version) return [...cards];
  const next = [...cards];
  next[index] = card;
  return next;
}

/** The list with the card shown in another status at once, before the server answers. */
export function moveOptimistically(
  cards: readonly CargoCard[],
  id: number,
  to: CargoStatus,
  now: Date = new Date(),
): CargoCard[] {
  return cards.map((card) =>
    card.id === id ? { ...card, status: to, statusDesde: now.toISOString() } : card,
  );
}

/** The list with a card put back as it was (a refused move), unless a newer one arrived since. */
export function restoreCard(cards: readonly CargoCard[], previous: CargoCard): CargoCard[] {
  return cards.map((card) => (card.id === previous.id && card.version <= previous.version ? previous : card));
}

/** Cards by column, each column newest in its status first (a card just moved is on top). */
export function columnsOf(cards: readonly CargoCard[]): Record<CargoStatus, CargoCard[]> {
  const columns = Object.fromEntries(CARGO_STATUSES.map((s) => [s, [] as CargoCard[]])) as Record<
    CargoStatus,
    CargoCard[]
  >;
  for (const card of cards) columns[card.status].push(card);
  for (const status of CARGO_STATUSES)
    columns[status].sort((a, b) => b.statusDesde.localeCompare(a.statusDesde) || b.numero - a.numero);
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
