// How one occurrence moves a delivery on. Occurrences arrive late, twice or out of order (a
// carrier resends a file; a redelivery follows a refusal), so the rule only ever moves forward:
// a cancelled delivery never changes, a delivered one can only be returned, a returned one
// stays returned, and nothing goes back to pending.
import type { EntregaStatus } from '../entrega/entrega-status';

export interface OccurrenceEffect {
  /** The status the occurrence's code means (PROCEDA table or the company's mapping). */
  meaning: EntregaStatus;
  /** The business day ('yyyy-mm-dd', UTC-3) the occurrence happened. */
  day: string;
}

const SETTLED: ReadonlySet<EntregaStatus> = new Set(['entregue', 'entregueComAtraso']);

/**
 * The delivery's status after the occurrence, or null when it stays as it is. A delivery on a
 * day after its expected date (`dataPrevista`, 'yyyy-mm-dd') is late even when the code says
 * delivered normally; one without an expected date is taken as the code says.
 */
export function nextEntregaStatus(
  current: EntregaStatus,
  effect: OccurrenceEffect,
  dataPrevista: string | null,
): EntregaStatus | null {
  if (current === 'cancelada' || current === 'devolvida') return null;
  let next = effect.meaning;
  if (next === 'entregue' && dataPrevista !== null && effect.day > dataPrevista) next = 'entregueComAtraso';
  if (SETTLED.has(current)) return next === 'devolvida' ? next : null;
  if (next === 'pendente' || next === 'cancelada') return null;
  if (next === 'emTransito' && current === 'emTransito') return null;
  return next;
}
