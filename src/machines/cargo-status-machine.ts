// The life of a cargo (carga) of a shipping company, the only definition of how its status moves;
// the kanban's columns are its states, in the order below.
//
// The statuses follow a Brazilian carrier's day: a load is booked and waits for the truck at the
// shipper (aguardandoCarregamento), is loaded at the dock (emCarregamento), travels (emTransito),
// is unloaded at the consignee (emDescarga) and is delivered (entregue). Two more end a load that
// did not travel: the carrier could not serve the order (naoAtendida, with a reason from the
// non-attendance reasons) or the order was called off (cancelada, with a reason).
//
// Moves follow the work forward one step at a time. Going back (a loading interrupted, an
// unloading refused at the dock and sent back on the road), leaving the flow (not served,
// cancelled) and reopening a load that was not served need a reason, which the history keeps.
// A delivered or cancelled load is final: it leaves the board's work and never changes again.
// Once on the road a load is no longer cancelled: it is delivered or refused at the dock.
import { assign, setup } from 'xstate';

export const CARGO_STATUSES = [
  'aguardandoCarregamento',
  'emCarregamento',
  'emTransito',
  'emDescarga',
  'entregue',
  'naoAtendida',
  'cancelada',
] as const;
export type CargoStatus = (typeof CARGO_STATUSES)[number];

export interface CargoMachineContext {
  /** When the load entered its status (ISO instant). */
  statusDesde: string;
}

/** A move to status `to` at instant `at` (ISO); `motivo` says why, when the move needs one. */
export interface CargoStatusEvent {
  type: `carga.${CargoStatus}`;
  at: string;
  motivo?: string | null;
}

export const cargoEventType = (to: CargoStatus): CargoStatusEvent['type'] => `carga.${to}`;

/**
 * Which register a move's reason comes from: the non-attendance reasons for a load not served,
 * the disapproval reasons for the moves that undo or call off work.
 */
export const CARGO_REASON_KINDS = ['naoAtendimento', 'reprovacao'] as const;
export type CargoReasonKind = (typeof CARGO_REASON_KINDS)[number];

/**
 * The allowed moves, by current status: each target with the kind of reason it needs (null: none).
 * The machine below is built from this table, and the board reads it to know which drops to offer
 * and when to ask for a reason first.
 */
export const CARGO_MOVES: Record<CargoStatus, Partial<Record<CargoStatus, CargoReasonKind | null>>> = {
  aguardandoCarregamento: {
    emCarregamento: null,
    naoAtendida: 'naoAtendimento',
    cancelada: 'reprovacao',
  },
  emCarregamento: {
    emTransito: null,
    aguardandoCarregamento: 'reprovacao',
    cancelada: 'reprovacao',
  },
  emTransito: { emDescarga: null },
  emDescarga: { entregue: null, emTransito: 'reprovacao' },
  entregue: {},
  naoAtendida: { aguardandoCarregamento: 'reprovacao' },
  cancelada: {},
};

/** Whether a load in `from` may move to `to`. */
export const canMoveCargo = (from: CargoStatus, to: CargoStatus): boolean =>
  Object.hasOwn(CARGO_MOVES[from], to);

/** The reason a move needs (undefined: not an allowed move; null: no reason). */
export const cargoMoveReason = (from: CargoStatus, to: CargoStatus): CargoReasonKind | null | undefined =>
  Object.hasOwn(CARGO_MOVES[from], to) ? (CARGO_MOVES[from][to] ?? null) : undefined;

export const CARGO_REASON_MAX = 500;

const hasReason = (motivo: string | null | undefined) => (motivo ?? '').trim().length > 0;

const transitionsOf = (from: CargoStatus) =>
  Object.fromEntries(
    Object.entries(CARGO_MOVES[from]).map(([to, reason]) => [
      cargoEventType(to as CargoStatus),
      reason === null
        ? { target: to, actions: 'enterStatus' }
        : { target: to, guard: 'hasReason', actions: 'enterStatus' },
    ]),
  );

export const cargoStatusMachine = setup({
  types: {
    context: {} as CargoMachineContext,
    events: {} as CargoStatusEvent,
    input: {} as CargoMachineContext,
  },
  guards: {
    hasReason: ({ event }) => hasReason(event.motivo),
  },
  actions: {
    enterStatus: assign({ statusDesde: ({ event }) => event.at }),
  },
}).createMachine({
  id: 'cargoStatus',
  initial: 'aguardandoCarregamento',
  context: ({ input }) => input,
  states: {
    aguardandoCarregamento: { on: transitionsOf('aguardandoCarregamento') },
    emCarregamento: { on: transitionsOf('emCarregamento') },
    emTransito: { on: transitionsOf('emTransito') },
    emDescarga: { on: transitionsOf('emDescarga') },
    entregue: { type: 'final' },
    naoAtendida: { on: transitionsOf('naoAtendida') },
    cancelada: { type: 'final' },
  },
});
