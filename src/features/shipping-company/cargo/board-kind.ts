// What one kind of kanban board of the shipping company is made of (the loads' board, the
// expenses' board): its columns and moves (from its machine's table), its cards, its calls, its
// part of the shared hub, its reasons and its texts. The board component (kanban-board.tsx) draws
// any kind the same way, with the same keyboard, announcements and accessibility contract.
import type { ComponentType } from 'react';
import type { IntlShape } from 'react-intl';
import type { PresenceMember } from '@/domain/realtime/hub-contract';
import type { Rule } from '@/domain/permissions';
import type { BoardColumnLimit } from '@/domain/shipping-company/board-limits';

/** What every card of every board carries. */
export interface BoardCardBase {
  id: number;
  numero: number;
  status: string;
  /** When the card entered its status (ISO instant): its time in the column. */
  statusDesde: string;
  version: number;
}

/** The board's read: every card, and the company's limits of its columns (none when unset). */
export interface BoardRead<C> {
  cards: C[];
  limits: BoardColumnLimit[];
}

/** A move as the board asks for it: the version seen and, when needed, why. */
export interface BoardMove {
  to: string;
  version: number;
  motivo: string | null;
  motivoId: number | null;
}

/** A move's answer: the card as saved, or why it was refused and the card as it is now. */
export type BoardMoveResult<C> =
  { ok: true; card: C } | { ok: false; status: 404 | 409; messageId: string; card: C | null };

export interface BoardReasonOption {
  id: number;
  nome: string;
}

/** What the board hears from its hub group. */
export interface BoardLiveHandlers<C> {
  /** A card moved by someone else. */
  moved: (card: C, by: string) => void;
  /** A card created or changed elsewhere. */
  changed: (card: C) => void;
  /** Who has the board open now. */
  members: (members: PresenceMember[]) => void;
}

export interface BoardKind<C extends BoardCardBase = BoardCardBase> {
  /** Names the board in the page (test ids `<key>-board`, `<key>-announcer`, `<key>-presence`). */
  key: string;
  /** The prefix of the kind's own texts: `<messages>.status.*`, `.dnd.*`, `.kanban.*`, `.card.*`. */
  messages: string;
  /** The columns, in reading order: the machine's states. */
  statuses: readonly C['status'][];
  /** The rule of the board (its routes and hub group check it again). */
  permission: Rule;
  /** The board's own path, and the path that opens a card's details over it. */
  boardPath: string;
  detailPath: (id: number) => string;
  /** The reason a move needs (undefined: not an allowed move; null: no reason; else its kind). */
  moveReason: (from: C['status'], to: C['status']) => string | null | undefined;
  /** Whether a reason may be typed when the company has registered none of its kind. */
  typedReason: boolean;
  reasonMax: number;
  queryKey: readonly unknown[];
  /** Every card and the columns' limits, in one request. */
  load: () => Promise<BoardRead<C>>;
  move: (id: number, move: BoardMove) => Promise<BoardMoveResult<C>>;
  reasonsQueryKey: (kind: string) => readonly unknown[];
  loadReasons: (kind: string) => Promise<BoardReasonOption[]>;
  /** Joins the company's board of this kind on the shared hub; answers the leave. */
  live: (companyId: number, handlers: BoardLiveHandlers<C>) => () => void;
  /** The card's accessible name: it begins with the card's number. */
  label: (intl: IntlShape, card: C, now: number) => string;
  /**
   * What a card shows; also the drag preview. `overTime`: the card is longer in its status than
   * the column's time limit (the body marks its time in the column).
   */
  Body: ComponentType<{ card: C; now: number; overTime?: boolean }>;
  /** The details over the board (`detailPath`); `version` is the board's, to read them again. */
  Details: ComponentType<{ id: number | null; version: number | undefined; onClose: () => void }>;
  /** Buttons of the board's header (links to lists, a new card). */
  Actions?: ComponentType;
}

/** The elapsed time since an instant, in whole seconds, for the cards' time in the column. */
export const secondsSince = (iso: string, now: number) =>
  Math.max(0, Math.floor((now - Date.parse(iso)) / 1000));
