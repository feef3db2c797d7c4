// The shipping company dashboard's figures (GET /api/tracking/cargo/dashboard) and the pure
// rules around them: which statuses are open, the days of the freight period, and where each
// figure leads. Shared by the server route and the SPA; no I/O.
//
// What each figure counts:
// - loads per status: every load of the company, whatever its dates (the board's view);
// - late loads: loads not in a final status of the cargo machine whose expected delivery day
//   (entrega_prevista) is before today on the business clock;
// - freight per day: the freight value of the loads whose expected pickup day (coleta_prevista)
//   falls in the period, summed exactly (numeric) per day and in all;
// - expenses per status: every expense of the company's loads, counted and summed exactly.
import { z } from 'zod';
import { CARGO_EXPENSE_STATUSES } from '../../../machines/cargo-expense-status-machine';
import { CARGO_STATUSES, cargoStatusMachine, type CargoStatus } from '../../../machines/cargo-status-machine';
import {
  DASHBOARD_DAYS,
  DASHBOARD_MAX_DAYS,
  daysBetween,
  dashboardPeriod,
} from '../../tracking/dashboard/entrega-dashboard';
import { dashboardQuerySchema } from '../../tracking/dashboard/entrega-dashboard-schemas';

export { DASHBOARD_DAYS, DASHBOARD_MAX_DAYS };

/** The period parameters (dataInicio, dataFim: yyyy-mm-dd), as the tracking dashboard takes them. */
export const cargoDashboardQuerySchema = dashboardQuerySchema;
export type CargoDashboardQuery = z.infer<typeof cargoDashboardQuerySchema>;

/** The period to sum freight over: default the last 30 days, as the tracking dashboard. */
export const cargoDashboardPeriod = dashboardPeriod;

/**
 * The statuses a load still has work in: every one but the machine's final states (delivered,
 * cancelled). Read from the machine, so a new final state counts without touching the dashboard.
 */
export const OPEN_CARGO_STATUSES: readonly CargoStatus[] = CARGO_STATUSES.filter(
  (status) => cargoStatusMachine.config.states?.[status]?.type !== 'final',
);

/** How many late loads the dashboard lists (the count covers them all). */
export const LATE_LIST_SIZE = 5;

const count = z.number().int().nonnegative();
/** Exact money as PostgreSQL's numeric wrote it ('1234.50'): never a float. */
const money = z.string().regex(/^-?\d+(\.\d+)?$/);

export const lateCargoSchema = z.object({
  id: z.number().int(),
  numero: z.number().int(),
  origemCidade: z.string(),
  origemUf: z.string(),
  destinoCidade: z.string(),
  destinoUf: z.string(),
  status: z.enum(CARGO_STATUSES),
  /** The expected delivery day (yyyy-mm-dd). */
  entregaPrevista: z.string(),
  /** Whole business days since the expected delivery day (1 or more). */
  diasAtraso: count,
});
export type LateCargo = z.infer<typeof lateCargoSchema>;

export const cargoDashboardSchema = z.object({
  dataInicio: z.string(),
  dataFim: z.string(),
  /** Every load of the company. */
  total: count,
  /** Every status of the cargo machine, in the board's order, zero included. */
  porStatus: z.array(z.object({ status: z.enum(CARGO_STATUSES), total: count })),
  /** Open loads past their expected delivery day: how many, and the most overdue of them. */
  atrasadas: z.object({ total: count, cargas: z.array(lateCargoSchema) }),
  /** Every day of the period, in order, with the freight of the loads picked up that day. */
  fretePorDia: z.array(z.object({ dia: z.string(), valor: money, cargas: count })),
  /** The freight of the whole period. */
  freteTotal: money,
  /** Every expense status, in the expense board's order, with its count and exact sum. */
  despesasPorStatus: z.array(
    z.object({ status: z.enum(CARGO_EXPENSE_STATUSES), total: count, valor: money }),
  ),
});
export type CargoDashboard = z.infer<typeof cargoDashboardSchema>;

/** A freight sum per day of the period, '0.00' where no load was picked up. */
export const fillFreightDays = (
  period: { dataInicio: string; dataFim: string },
  summed: readonly { dia: string; valor: string; cargas: number }[],
): CargoDashboard['fretePorDia'] => {
  const byDay = new Map(summed.map((row) => [row.dia, row]));
  return daysBetween(period.dataInicio, period.dataFim).map((dia) => ({
    dia,
    valor: byDay.get(dia)?.valor ?? '0.00',
    cargas: byDay.get(dia)?.cargas ?? 0,
  }));
};

const BASE = '/trackingShippingCompany';

/** Where the figures lead: the cargo list narrowed by its declared filters, a load, the boards. */
export const cargoDashboardLinks = {
  /** The cargo list of one status (the register's `status` filter). */
  status: (status: CargoStatus) => `${BASE}/cargo/list?${new URLSearchParams({ status }).toString()}`,
  /** The cargo list of one pickup day (the register's coletaDe / coletaAte filters). */
  pickupDay: (dia: string) =>
    `${BASE}/cargo/list?${new URLSearchParams({ coletaDe: dia, coletaAte: dia }).toString()}`,
  /** One load, opened in the board's details drawer (same rule as the dashboard). */
  cargo: (id: number) => `${BASE}/cargo/kanbanEdit/${id}`,
  expenseBoard: `${BASE}/cargoExpense/kanban`,
  createCargo: `${BASE}/cargo/create`,
} as const;
