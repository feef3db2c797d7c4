// The life of a cargo expense (a toll, a waiting day, a redelivery a load ran up), the only
// definition of how its status moves; the expense kanban's columns are its states, in this order.
//
// A driver or a dispatcher launches the expense (lancada); the office takes it into review
// (emAnalise) and either approves it (aprovada) or disapproves it (reprovada), naming why from the
// company's disapproved reasons register. Only an approved expense is paid (paga), and a paid one
// never changes again. A disapproved expense goes back to launched once it is corrected, and an
// approval or a review can be sent back a step, with a reason, when it was a mistake.
import { assign, setup } from 'xstate';

export const CARGO_EXPENSE_STATUSES = ['lancada', 'emAnalise', 'aprovada', 'reprovada', 'paga'] as const;
export type CargoExpenseStatus = (typeof CARGO_EXPENSE_STATUSES)[number];

export interface CargoExpenseMachineContext {
  /** When the expense entered its status (ISO instant). */
  statusDesde: string;
}

/** A move to status `to` at instant `at` (ISO); `motivo` says why, when the move needs one. */
export interface CargoExpenseStatusEvent {
  type: `despesa.${CargoExpenseStatus}`;
  at: string;
  motivo?: string | null;
}

export const cargoExpenseEventType = (to: CargoExpenseStatus): CargoExpenseStatusEvent['type'] =>
  `despesa.${to}`;

/** Every reason of an expense move comes from the disapproved reasons register. */
export const CARGO_EXPENSE_REASON_KINDS = ['reprovacao'] as const;
export type CargoExpenseReasonKind = (typeof CARGO_EXPENSE_REASON_KINDS)[number];

/**
 * The allowed moves, by current status: each target with the kind of reason it needs (null: none).
 * The machine is built from this table, and the board reads it to know which drops to offer and
 * when to ask for a reason first.
 */
export const CARGO_EXPENSE_MOVES: Record<
  CargoExpenseStatus,
  Partial<Record<CargoExpenseStatus, CargoExpenseReasonKind | null>>
> = {
  lancada: { emAnalise: null },
  emAnalise: { aprovada: null, reprovada: 'reprovacao', lancada: 'reprovacao' },
  aprovada: { paga: null, emAnalise: 'reprovacao' },
  reprovada: { lancada: null },
  paga: {},
};

export const canMoveCargoExpense = (from: CargoExpenseStatus, to: CargoExpenseStatus): boolean =>
  Object.hasOwn(CARGO_EXPENSE_MOVES[from], to);

/** The reason a move needs (undefined: not an allowed move; null: no reason). */
export const cargoExpenseMoveReason = (
  from: CargoExpenseStatus,
  to: CargoExpenseStatus,
): CargoExpenseReasonKind | null | undefined =>
  Object.hasOwn(CARGO_EXPENSE_MOVES[from], to) ? (CARGO_EXPENSE_MOVES[from][to] ?? null) : undefined;

export const CARGO_EXPENSE_REASON_MAX = 500;

const hasReason = (motivo: string | null | undefined) => (motivo ?? '').trim().length > 0;

const transitionsOf = (from: CargoExpenseStatus) =>
  Object.fromEntries(
    Object.entries(CARGO_EXPENSE_MOVES[from]).map(([to, reason]) => [
      cargoExpenseEventType(to as CargoExpenseStatus),
      reason === null
        ? { target: to, actions: 'enterStatus' }
        : { target: to, guard: 'hasReason', actions: 'enterStatus' },
    ]),
  );

export const cargoExpenseStatusMachine = setup({
  types: {
    context: {} as CargoExpenseMachineContext,
    events: {} as CargoExpenseStatusEvent,
    input: {} as CargoExpenseMachineContext,
  },
  guards: {
    hasReason: ({ event }) => hasReason(event.motivo),
  },
  actions: {
    enterStatus: assign({ statusDesde: ({ event }) => event.at }),
  },
}).createMachine({
  id: 'cargoExpenseStatus',
  initial: 'lancada',
  context: ({ input }) => input,
  states: {
    lancada: { on: transitionsOf('lancada') },
    emAnalise: { on: transitionsOf('emAnalise') },
    aprovada: { on: transitionsOf('aprovada') },
    reprovada: { on: transitionsOf('reprovada') },
    paga: { type: 'final' },
  },
});
