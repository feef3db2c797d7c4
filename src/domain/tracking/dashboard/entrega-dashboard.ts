// The tracking dashboard's figures (GET /api/tracking/dashboard/entregas) and the pure rules
// around them: the default period, the days of a period, and the delivery-list filters of each
// figure. Shared by the server route and the SPA; no I/O. The read's schemas are in
// entrega-dashboard-schemas.ts, which the page loads after its first paint.
// The open deliveries (pending, in transit) are counted whatever their issue date: an old one
// still on its way is the one to look at. The period chooses among the closed ones (delivered,
// returned, cancelled) by issue date.
import { nextDay } from '../../calendar-day';
import { businessToday } from '../entrega/overdue';
import type { EntregaStatus } from '../entrega/entrega-status';

/** A delivery still on its way; entrega_lista's `situacao` says 'aberta' for these. */
export const OPEN_STATUSES: readonly EntregaStatus[] = ['pendente', 'emTransito'];
export const SITUACOES = ['aberta', 'concluida'] as const;

/** The dashboard's period when none is given: the last 30 issue days, today included. */
export const DASHBOARD_DAYS = 30;
/** Longest period one request may count, so a typo cannot ask for a century of days. */
export const DASHBOARD_MAX_DAYS = 366;

import type { DashboardQuery } from './entrega-dashboard-schemas';

export type { DashboardQuery, EntregaDashboard } from './entrega-dashboard-schemas';

/** A yyyy-mm-dd day moved by `days` (negative: back). */
export const addDays = (day: string, days: number): string => {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

/** The days from `from` to `until`, both included; empty when `until` comes first. */
export const daysBetween = (from: string, until: string): string[] => {
  const days: string[] = [];
  for (let d = from; d <= until && days.length <= DASHBOARD_MAX_DAYS; d = nextDay(d)) days.push(d);
  return days;
};

/**
 * The period to count: the given days, or the last DASHBOARD_DAYS ending today (or ending at the
 * given end). Days given the wrong way round are swapped; a longer period is cut to its last
 * DASHBOARD_MAX_DAYS.
 */
export const dashboardPeriod = (
  query: Partial<DashboardQuery>,
  today: string = businessToday(),
): { dataInicio: string; dataFim: string } => {
  let fim = query.dataFim || today;
  let inicio = query.dataInicio || addDays(fim, -(DASHBOARD_DAYS - 1));
  if (inicio > fim) [inicio, fim] = [fim, inicio];
  if (inicio < addDays(fim, -(DASHBOARD_MAX_DAYS - 1))) inicio = addDays(fim, -(DASHBOARD_MAX_DAYS - 1));
  return { dataInicio: inicio, dataFim: fim };
};

/** A day's count per day of the period, zero where the database had none. */
export const fillDays = (
  period: { dataInicio: string; dataFim: string },
  counted: readonly { dia: string; total: number }[],
): { dia: string; total: number }[] => {
  const byDay = new Map(counted.map((c) => [c.dia, c.total]));
  return daysBetween(period.dataInicio, period.dataFim).map((dia) => ({ dia, total: byDay.get(dia) ?? 0 }));
};

/**
 * What one figure narrows: open or closed, a status, on time or late, a UF (of the open ones),
 * or one issue day.
 */
export type DashboardFigure =
  | { situacao: (typeof SITUACOES)[number]; prazo?: string; uf?: string }
  | { status: EntregaStatus }
  | { dia: string };

/**
 * The delivery list's query parameters (src/domain/resources/entrega.ts filters) that show
 * exactly the deliveries a figure counts: open ones without the period, closed ones within it.
 */
export const figureListParams = (
  period: { dataInicio: string; dataFim: string },
  figure: DashboardFigure,
): Record<string, string> => {
  if ('dia' in figure) return { dataInicio: figure.dia, dataFim: figure.dia };
  const open = 'status' in figure ? OPEN_STATUSES.includes(figure.status) : figure.situacao === 'aberta';
  const params: Record<string, string> = open
    ? {}
    : { dataInicio: period.dataInicio, dataFim: period.dataFim };
  for (const [key, value] of Object.entries(figure)) if (value) params[key] = value;
  return params;
};
