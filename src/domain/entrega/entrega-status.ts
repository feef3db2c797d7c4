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
