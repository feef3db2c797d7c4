// Whether a delivery has missed its expected date: still on its way (pending or in transit) on a
// business day after the one it was expected.
import { nowUtcMinus3 } from '../../format/date-time';
import { OPEN_ENTREGA_STATUSES, type EntregaStatus } from './entrega-status';

/** Today's yyyy-mm-dd on the business clock (UTC-3). */
export const businessToday = (now: Date = new Date()): string => nowUtcMinus3(now).toISOString().slice(0, 10);

export const isOverdue = (
  delivery: { status: EntregaStatus; dataPrevista?: string | null },
  today: string = businessToday(),
): boolean =>
  OPEN_ENTREGA_STATUSES.includes(delivery.status) && !!delivery.dataPrevista && delivery.dataPrevista < today;
