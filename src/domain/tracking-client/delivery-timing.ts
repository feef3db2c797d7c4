// On time or late, as a delivery client reads it: the same rule as the delivery list's `prazo`
// column (tracking migration 0008), so the portal and the carrier's own screens always agree.
// Late is still on its way after its expected day, delivered on a business day (UTC-3) after it,
// or marked delivered late; a returned or cancelled delivery is neither.
import type { EntregaPrazo, EntregaStatus } from '../tracking/entrega/entrega-status';
import { businessToday } from '../tracking/entrega/overdue';
import { nowUtcMinus3 } from '../format/date-time';

export interface TimedDelivery {
  status: EntregaStatus;
  /** 'yyyy-mm-dd', or null when no deadline rule covered the delivery. */
  dataPrevista: string | null;
  /** ISO instant, or null while not delivered. */
  dataEntrega: string | null;
}

const businessDayOf = (instant: string) => nowUtcMinus3(new Date(instant)).toISOString().slice(0, 10);

export function deliveryTiming(
  delivery: TimedDelivery,
  today: string = businessToday(),
): EntregaPrazo | null {
  const { status, dataPrevista, dataEntrega } = delivery;
  if (status === 'cancelada' || status === 'devolvida') return null;
  if (status === 'entregueComAtraso') return 'atrasada';
  if (dataPrevista === null) return 'noPrazo';
  if (status === 'entregue')
    return dataEntrega !== null && businessDayOf(dataEntrega) > dataPrevista ? 'atrasada' : 'noPrazo';
  return dataPrevista < today ? 'atrasada' : 'noPrazo';
}
