// The life of a delivery (entrega). An imported NF-e starts as pending; occurrences (EDI),
// proofs of delivery and cancellations move it on. Labels: lang ids `entrega.status.<status>`.
export const ENTREGA_STATUSES = [
  'pendente',
  'emTransito',
  'entregue',
  'entregueComAtraso',
  'devolvida',
  'cancelada',
] as const;
export type EntregaStatus = (typeof ENTREGA_STATUSES)[number];

/** Statuses of a delivery still on its way: its deadline may still change. */
export const OPEN_ENTREGA_STATUSES: readonly EntregaStatus[] = ['pendente', 'emTransito'];

/**
 * On time, late or without a deadline, as entrega_lista's `prazo` column says (migrations 0008 and
 * 0050): late is still open after its expected day, delivered after it, or marked delivered late;
 * a delivery no deadline rule gave an expected day is 'semPrazo'. Returned and cancelled
 * deliveries are none of these.
 */
export const ENTREGA_PRAZOS = ['noPrazo', 'atrasada', 'semPrazo'] as const;
export type EntregaPrazo = (typeof ENTREGA_PRAZOS)[number];
