// The shipping company dashboard's figures in four aggregate statements over the company's rows
// (each scoped by empresa_id, run side by side): loads per status, the late loads (their count by
// a window over the same rows as the short list), the freight per pickup day with the period's
// total (ROLLUP), and the expenses per status. Money is summed by PostgreSQL over numeric and
// leaves the database as text, never as a float.
import { type Kysely, sql } from 'kysely';
import {
  type CargoDashboard,
  fillFreightDays,
  LATE_LIST_SIZE,
  OPEN_CARGO_STATUSES,
} from '../../../../src/domain/shipping-company/dashboard/cargo-dashboard';
import { businessToday } from '../../../../src/domain/tracking/entrega/overdue';
import { CARGO_EXPENSE_STATUSES } from '../../../../src/machines/cargo-expense-status-machine';
import { CARGO_STATUSES } from '../../../../src/machines/cargo-status-machine';
import type { Database } from '../../../db/schema';

/** A sum of numeric(15, 2) with its two decimals ('0.30', '0.00'), as text. */
const exactSum = (column: string) => sql<string>`round(coalesce(sum(${sql.ref(column)}), 0), 2)::text`;

export async function cargoDashboard(
  db: Kysely<Database>,
  empresaId: number,
  period: { dataInicio: string; dataFim: string },
  today: string = businessToday(),
): Promise<CargoDashboard> {
  const [statuses, late, freight, expenses] = await Promise.all([
    db
      .selectFrom('carga')
      .select(['status', sql<number>`count(*)::int`.as('total')])
      .where('empresaId', '=', empresaId)
      .groupBy('status')
      .execute(),

    // Late is judged by entrega_prevista, the day the load is due at the consignee: a load is
    // late when it is still not delivered after that day. coleta_prevista (the pickup day) only
    // says when the truck was expected at the shipper, and status_desde is when the load entered
    // its status, not a promise to anyone. Loads without an expected delivery day are never
    // late. The list shows the most overdue first.
    db
      .selectFrom('carga')
      .select([
        'id',
        'numero',
        'origemCidade',
        'origemUf',
        'destinoCidade',
        'destinoUf',
        'status',
        sql<string>`to_char(entrega_prevista, 'YYYY-MM-DD')`.as('entregaPrevista'),
        sql<number>`(${today}::date - entrega_prevista)::int`.as('diasAtraso'),
        sql<number>`(count(*) over ())::int`.as('total'),
      ])
      .where('empresaId', '=', empresaId)
      .where('status', 'in', OPEN_CARGO_STATUSES)
      .where(sql<boolean>`entrega_prevista < ${today}::date`)
      .orderBy('entregaPrevista')
      .orderBy('numero', 'desc')
      .limit(LATE_LIST_SIZE)
      .execute(),

    // Freight by the expected pickup day, every status: a bar opens the cargo list of that pickup
    // day (its coletaDe/coletaAte filters), which shows exactly the loads summed.
    db
      .selectFrom('carga')
      .select([
        sql<number>`grouping(coleta_prevista)`.as('g'),
        sql<string | null>`to_char(coleta_prevista, 'YYYY-MM-DD')`.as('dia'),
        exactSum('valor_frete').as('valor'),
        sql<number>`count(*)::int`.as('cargas'),
      ])
      .where('empresaId', '=', empresaId)
      .where(sql<boolean>`coleta_prevista between ${period.dataInicio}::date and ${period.dataFim}::date`)
      .groupBy(sql`rollup (coleta_prevista)`)
      .execute(),

    db
      .selectFrom('cargaDespesa')
      .select(['status', sql<number>`count(*)::int`.as('total'), exactSum('valor').as('valor')])
      .where('empresaId', '=', empresaId)
      .groupBy('status')
      .execute(),
  ]);

  const byStatus = new Map(statuses.map((row) => [row.status, row.total]));
  const days = freight.filter((row) => row.g === 0 && row.dia !== null) as {
    dia: string;
    valor: string;
    cargas: number;
  }[];
  const expenseOf = new Map(expenses.map((row) => [row.status, row]));
  return {
    ...period,
    total: statuses.reduce((sum, row) => sum + row.total, 0),
    porStatus: CARGO_STATUSES.map((status) => ({ status, total: byStatus.get(status) ?? 0 })),
    atrasadas: {
      total: late[0]?.total ?? 0,
      cargas: late.map(({ total: _total, ...cargo }) => cargo),
    },
    fretePorDia: fillFreightDays(period, days),
    freteTotal: freight.find((row) => row.g !== 0)?.valor ?? '0.00',
    despesasPorStatus: CARGO_EXPENSE_STATUSES.map((status) => ({
      status,
      total: expenseOf.get(status)?.total ?? 0,
      valor: expenseOf.get(status)?.valor ?? '0.00',
    })),
  };
}
