// Board limits of the shipping company's kanbans (the register `boardLimit`, per company): for a
// board and one of its statuses, a WIP limit (how many cards the column should hold at most) and a
// time-in-column limit in hours (how long a card should stay in that status). The board reads them
// with its cards; these pure functions say when a column or a card is over its limit.
import { z } from 'zod';
import { CARGO_EXPENSE_STATUSES } from '../../machines/cargo-expense-status-machine';
import { CARGO_STATUSES } from '../../machines/cargo-status-machine';

/** The boards that take limits, by their kind's key (board-kind.ts). */
export const BOARD_KINDS = ['cargo', 'cargoExpense'] as const;
export type BoardKindKey = (typeof BOARD_KINDS)[number];

/** Each board's statuses: its machine's states, its columns. */
export const BOARD_STATUSES: Readonly<Record<BoardKindKey, readonly string[]>> = {
  cargo: CARGO_STATUSES,
  cargoExpense: CARGO_EXPENSE_STATUSES,
};

/** Every status of every board (the two machines share none). */
export const ALL_BOARD_STATUSES = [...CARGO_STATUSES, ...CARGO_EXPENSE_STATUSES] as const;

/** Whether a status is one of that board's columns. */
export const isStatusOfBoard = (quadro: string, status: string): boolean =>
  (BOARD_STATUSES[quadro as BoardKindKey] ?? []).includes(status);

/** One column's limits as the board read answers them. */
export const boardColumnLimitSchema = z.object({
  status: z.string(),
  limiteWip: z.number().int().nullable(),
  limiteHoras: z.number().int().nullable(),
});
export type BoardColumnLimit = z.infer<typeof boardColumnLimitSchema>;

export interface ColumnLimits {
  wip: number | null;
  hours: number | null;
}

const NO_LIMITS: ColumnLimits = { wip: null, hours: null };

/** The limits of one status (none when the company set none). */
export const limitsOf = (limits: readonly BoardColumnLimit[], status: string): ColumnLimits => {
  const row = limits.find((limit) => limit.status === status);
  return row ? { wip: row.limiteWip, hours: row.limiteHoras } : NO_LIMITS;
};

/** A column is over its WIP limit when it holds more cards than the limit (at the limit is full, not over). */
export const isOverWip = (count: number, wip: number | null): boolean => wip !== null && count > wip;

const HOUR_MS = 3_600_000;

/** A card is over its column's time limit once it has been in the status longer than the limit. */
export const isOverTime = (statusDesde: string, now: number, hours: number | null): boolean => {
  if (hours === null) return false;
  const since = Date.parse(statusDesde);
  return Number.isFinite(since) && now - since > hours * HOUR_MS;
};
