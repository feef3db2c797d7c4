// What an occurrence (OCOREN record) asks of its delivery's status machine. The occurrence's code
// means a status (PROCEDA table or the company's mapping); an occurrence never cancels a delivery
// nor sends it back to pending, so those meanings ask nothing.
import type { EntregaStatus } from '../domain/tracking/entrega/entrega-status';
import type { EntregaStatusEvent } from './entrega-status-machine';

export interface OccurrenceEffect {
  /** The status the occurrence's code means. */
  meaning: EntregaStatus;
  /** The business day ('yyyy-mm-dd', UTC-3) the occurrence happened. */
  day: string;
  /** The instant (ISO) the occurrence happened. */
  at: string;
}

export function occurrenceEvent({ meaning, day, at }: OccurrenceEffect): EntregaStatusEvent | null {
  switch (meaning) {
    case 'emTransito':
      return { type: 'entrega.emTransito' };
    case 'entregue':
      return { type: 'entrega.entregue', day, at };
    case 'entregueComAtraso':
      return { type: 'entrega.entregue', day, at, late: true };
    case 'devolvida':
      return { type: 'entrega.devolvida' };
    case 'pendente':
    case 'cancelada':
      return null;
  }
}
