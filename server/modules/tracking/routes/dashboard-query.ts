// The tracking dashboard's counts in one statement: the company's open deliveries whatever their
// issue day (entrega_empresa_status_idx) and its closed ones issued in the period (the issue-date
// index), then GROUPING SETS count per status and on time/late, per UF of the open ones, and per
// issue day at once. Only counts leave the database. The rows are those the delivery list shows
// for the same filters (same view), so a figure and the list it opens always agree.
import { type Kysely, sql } from 'kysely';
import {
  type EntregaDashboard,
  fillDays,
  OPEN_STATUSES,
} from '../../../../src/domain/tracking/dashboard/entrega-dashboard';
import {
  ENTREGA_PRAZOS,
  ENTREGA_STATUSES,
  type EntregaPrazo,
  type EntregaStatus,
} from '../../../../src/domain/tracking/entrega/entrega-status';
import { entregaResource } from '../../../../src/domain/resources';
import type { Database } from '../../../db/schema';
import { filterConditions } from '../../../resources/filter-conditions';
import { untyped } from '../../../resources/read-routes';

/** The business day (UTC-3) of an issue instant, as the list's date filters count it. */
const ISSUE_DAY = sql`((d.data_emissao at time zone 'UTC') - interval '3 hours')::date`;
// Literals, not parameters: GROUPING() must find the very same expression in the grouping sets.
const OPEN = sql`(d.status in (${sql.join(OPEN_STATUSES.map((status) => sql.lit(status)))}))`;

// grouping(status, prazo, aberta, destinatario_uf, dia) sets a bit for each column left out.
const BY_STATUS = 0b00111;
const BY_UF = 0b10001;
const BY_DAY = 0b11110;

interface Counted {
  g: number;
  status: EntregaStatus | null;
  prazo: EntregaPrazo | null;
  aberta: boolean | null;
  destinatarioUf: string | null;
  dia: string | null;
  total: string | number;
}

export function dashboardCountsQuery(
  db: Kysely<Database>,
  empresaId: number,
  period: { dataInicio: string; dataFim: string },
) {
  const rows = untyped(db)
    .selectFrom(entregaResource.table)
    .select(['status', 'prazo', 'destinatarioUf', 'dataEmissao'])
    .where('empresaId', '=', empresaId);
  // Two index-friendly halves rather than one OR over columns of two tables.
  const open = rows.where('status', 'in', OPEN_STATUSES);
  const closed = rows
    .where('status', 'not in', OPEN_STATUSES)
    .where(filterConditions(entregaResource.filters, period));
  return untyped(db)
    .selectFrom(open.unionAll(closed).as('d'))
    .select([
      'd.status',
      'd.prazo',
      sql<boolean>`${OPEN}`.as('aberta'),
      'd.destinatarioUf',
      sql<string>`to_char(${ISSUE_DAY}, 'YYYY-MM-DD')`.as('dia'),
      sql<number>`grouping(d.status, d.prazo, ${OPEN}, d.destinatario_uf, ${ISSUE_DAY})`.as('g'),
      (eb) => eb.fn.countAll().as('total'),
    ])
    .groupBy(sql`grouping sets ((d.status, d.prazo), (${OPEN}, d.destinatario_uf, d.prazo), (${ISSUE_DAY}))`);
}

const add = <K>(map: Map<K, number>, key: K, n: number) => map.set(key, (map.get(key) ?? 0) + n);

/** The figures: open deliveries of any issue day, closed ones of the period. */
export async function entregaDashboard(
  db: Kysely<Database>,
  empresaId: number,
  period: { dataInicio: string; dataFim: string },
): Promise<EntregaDashboard> {
  const rows = (await dashboardCountsQuery(db, empresaId, period).execute()) as Counted[];
  const status = new Map<EntregaStatus, number>();
  const prazo = new Map<EntregaPrazo, number>();
  const uf = new Map<string, { total: number; atrasadas: number }>();
  const days: { dia: string; total: number }[] = [];
  for (const row of rows) {
    const n = Number(row.total);
    const g = Number(row.g);
    if (g === BY_STATUS && row.status) {
      add(status, row.status, n);
      if (row.prazo && OPEN_STATUSES.includes(row.status)) add(prazo, row.prazo, n);
    } else if (g === BY_UF && row.aberta === true) {
      const key = row.destinatarioUf ?? '';
      const entry = uf.get(key) ?? { total: 0, atrasadas: 0 };
      entry.total += n;
      if (row.prazo === 'atrasada') entry.atrasadas += n;
      uf.set(key, entry);
    } else if (g === BY_DAY && row.dia) {
      days.push({ dia: row.dia, total: n });
    }
  }
  const abertas = OPEN_STATUSES.reduce((sum, s) => sum + (status.get(s) ?? 0), 0);
  const total = [...status.values()].reduce((sum, n) => sum + n, 0);
  return {
    ...period,
    total,
    abertas,
    concluidas: total - abertas,
    // In the life order of a delivery, so the figures keep their places between refreshes.
    porStatus: ENTREGA_STATUSES.filter((s) => status.has(s)).map((s) => ({
      status: s,
      total: status.get(s) ?? 0,
    })),
    porPrazo: ENTREGA_PRAZOS.map((p) => ({ prazo: p, total: prazo.get(p) ?? 0 })),
    porUf: [...uf]
      .filter(([key]) => key !== '')
      .map(([key, v]) => ({ uf: key, ...v }))
      .sort((a, b) => b.total - a.total || a.uf.localeCompare(b.uf)),
    // Only the period's days: an open delivery of an earlier day is in no bar.
    porDia: fillDays(period, days),
  };
}
