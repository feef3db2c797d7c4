// The life of a delivery (entrega), the only definition of how its status moves. Every writer
// goes through it: the status route (a user's action in the delivery drawer), the OCOREN import
// (occurrences), the proof attachment and the NF-e import (a cancelled invoice).
//
// Occurrences arrive late, twice or out of order (a carrier resends a file; a redelivery follows
// a refusal), so the status only ever moves forward: nothing goes back to pending, a delivered
// delivery can only be returned, a returned one stays returned, and a cancelled one never
// changes. Only the cancellation of the invoice itself overrides a delivered or returned status.
// A delivery on a business day after its expected date (`dataPrevista`) is delivered late even
// when the occurrence says delivered normally; one without an expected date is taken as it says.
import { assign, setup } from 'xstate';
import { businessToday } from '../domain/tracking/entrega/overdue';
import { receiptInstant, type Receipt } from '../domain/tracking/entrega/receipt';

export interface EntregaMachineContext {
  /** 'yyyy-mm-dd', or null when no deadline rule covered the delivery. */
  dataPrevista: string | null;
  /** ISO instant the delivery was delivered, or null. */
  dataEntrega: string | null;
  /** Who received it and their CPF or CNPJ, as the receipt or the confirmation says. */
  recebedorNome?: string | null;
  recebedorDocumento?: string | null;
}

/** Who received a delivery, as a receipt names them. */
export interface EntregaReceiver {
  nome: string | null;
  documento: string | null;
}

export type EntregaStatusEvent =
  | { type: 'entrega.emTransito' }
  /**
   * Delivered at `at` (ISO instant), on business day `day` ('yyyy-mm-dd', UTC-3). `late` is an
   * occurrence code that itself means delivered late (PROCEDA 02).
   */
  | { type: 'entrega.entregue'; day: string; at: string; late?: boolean; recebedor?: EntregaReceiver }
  | { type: 'entrega.devolvida' }
  | { type: 'entrega.cancelada' };

export type EntregaStatusEventType = EntregaStatusEvent['type'];

const deliver = [
  { guard: 'isLate', target: 'entregueComAtraso', actions: 'recordDelivery' },
  { target: 'entregue', actions: 'recordDelivery' },
] as const;

export const entregaStatusMachine = setup({
  types: {
    context: {} as EntregaMachineContext,
    events: {} as EntregaStatusEvent,
    input: {} as EntregaMachineContext,
  },
  guards: {
    isLate: ({ context, event }) =>
      event.type === 'entrega.entregue' &&
      (event.late === true || (context.dataPrevista !== null && event.day > context.dataPrevista)),
  },
  actions: {
    recordDelivery: assign({
      dataEntrega: ({ event, context }) =>
        event.type === 'entrega.entregue' ? event.at : context.dataEntrega,
      // An occurrence names no receiver: whoever a receipt named before stays.
      recebedorNome: ({ event, context }) =>
        (event.type === 'entrega.entregue' && event.recebedor?.nome) || (context.recebedorNome ?? null),
      recebedorDocumento: ({ event, context }) =>
        (event.type === 'entrega.entregue' && event.recebedor?.documento) ||
        (context.recebedorDocumento ?? null),
    }),
  },
}).createMachine({
  id: 'entregaStatus',
  initial: 'pendente',
  context: ({ input }) => input,
  states: {
    pendente: {
      on: {
        'entrega.emTransito': 'emTransito',
        'entrega.entregue': deliver,
        'entrega.devolvida': 'devolvida',
        'entrega.cancelada': 'cancelada',
      },
    },
    emTransito: {
      on: {
        'entrega.entregue': deliver,
        'entrega.devolvida': 'devolvida',
        'entrega.cancelada': 'cancelada',
      },
    },
    entregue: {
      on: { 'entrega.devolvida': 'devolvida', 'entrega.cancelada': 'cancelada' },
    },
    entregueComAtraso: {
      on: { 'entrega.devolvida': 'devolvida', 'entrega.cancelada': 'cancelada' },
    },
    devolvida: {
      on: { 'entrega.cancelada': 'cancelada' },
    },
    cancelada: { type: 'final' },
  },
});

/** The status actions a user may apply from the delivery drawer, in the order they are offered. */
export const ENTREGA_STATUS_ACTIONS = [
  'entrega.emTransito',
  'entrega.entregue',
  'entrega.devolvida',
  'entrega.cancelada',
] as const satisfies readonly EntregaStatusEventType[];
export type EntregaStatusAction = (typeof ENTREGA_STATUS_ACTIONS)[number];

/**
 * The event of a user's action taken at `now`. A delivery is delivered on the day its receipt
 * says, by whom it names; without a receipt, now, on today's business day.
 */
export const entregaActionEvent = (
  action: EntregaStatusAction,
  now: Date = new Date(),
  receipt?: Receipt,
): EntregaStatusEvent => {
  if (action !== 'entrega.entregue') return { type: action };
  if (!receipt) return { type: action, day: businessToday(now), at: now.toISOString() };
  return {
    type: action,
    day: receipt.dataRecebimento,
    at: receiptInstant(receipt.dataRecebimento, now),
    recebedor: { nome: receipt.recebedorNome ?? null, documento: receipt.recebedorDocumento ?? null },
  };
};
