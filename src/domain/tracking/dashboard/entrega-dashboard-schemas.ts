// The schemas of the tracking dashboard's read (GET /api/tracking/dashboard/entregas): its query
// and its answer. Apart from the rules (entrega-dashboard.ts) so the page's first paint needs no
// schema library; written with zod's tree-shakable build (zod/mini), about half the full one's
// weight in the browser, which loads them to check the answer.
import { z } from 'zod/mini';
import {
  DAY_FORMAT,
  DAY_RANGE_MESSAGE,
  INVALID_DAY_MESSAGE,
  isAcceptedDay,
  isCalendarDay,
} from '../../calendar-day';
import { ENTREGA_PRAZOS, ENTREGA_STATUSES } from '../entrega/entrega-status';

/** A day of the period, or none: checked as the delivery list's date filters check theirs. */
const day = z.optional(
  z.union([
    z.literal(''),
    z.string().check(
      z.regex(DAY_FORMAT, INVALID_DAY_MESSAGE),
      z.refine((value) => !DAY_FORMAT.test(value) || isCalendarDay(value), INVALID_DAY_MESSAGE),
      z.refine((value) => !isCalendarDay(value) || isAcceptedDay(value), DAY_RANGE_MESSAGE),
    ),
  ]),
);

export const dashboardQuerySchema = z.object({ dataInicio: day, dataFim: day });
export type DashboardQuery = z.infer<typeof dashboardQuerySchema>;

const count = z.int().check(z.nonnegative());

export const entregaDashboardSchema = z.object({
  dataInicio: z.string(),
  dataFim: z.string(),
  /** Open deliveries of any issue day plus closed ones issued in the period. */
  total: count,
  /** Open deliveries (pending, in transit), whatever their issue day. */
  abertas: count,
  /** Closed deliveries (delivered, returned, cancelled) issued in the period. */
  concluidas: count,
  /** Open statuses of any issue day, closed ones of the period. */
  porStatus: z.array(z.object({ status: z.enum(ENTREGA_STATUSES), total: count })),
  /** The open deliveries on time, late or without a deadline. */
  porPrazo: z.array(z.object({ prazo: z.enum(ENTREGA_PRAZOS), total: count })),
  /** The open deliveries per destination UF, and how many of them are late. */
  porUf: z.array(z.object({ uf: z.string(), total: count, atrasadas: count })),
  /** Every day of the period, in order, with the deliveries issued that day (open or closed). */
  porDia: z.array(z.object({ dia: z.string(), total: count })),
});
export type EntregaDashboard = z.infer<typeof entregaDashboardSchema>;
