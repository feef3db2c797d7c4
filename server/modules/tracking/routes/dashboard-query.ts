// The tracking dashboard's counts in one pass over a period of the company's deliveries: GROUPING
// SETS count per status and on time/late, per UF and on time/late, and per issue day at once.
// Only counts leave the database. The rows are those the delivery list shows for the same
// period (same view, same date filters), so a figure and the list it opens always agree.
import { type Kysely, sql } from 'kysely';
import { type EntregaDashboard, fillDays } from '../../../../src/domain/tracking/dashboard/entrega-dashboard';
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
const ISSUE_DAY = sql`((data_emissao at time zone 'UTC') - interval '3 hours')::date`;

// grouping(status, prazo, destinatario_uf, dia) sets a bit for each column left out of a set.
const BY_STATUS = 0b0011;
const BY_UF = 0b1001;
const BY_DAY = 0b1110;

interface Counted {
  g: number;
  status: EntregaStatus | null;
  prazo: EntregaPrazo | null;
  destinatarioUf: string | null;
  dia: string | null;
  total: string | number;
}

export function dashboardCountsQuery(
  db: Kysely<Database>,
  empresaId: number,
  period: { dataInicio: string; dataFim: string },
) {
  return untyped(db)
    .selectFrom(entregaResource.table)
    .where('empresaId', '=', empresaId)
    .where(filterConditions(entregaResource.filters, period))
    .select([
      'status',
      'prazo',
      'destinatarioUf',
      sql<string>`to_char(${ISSUE_DAY}, 'YYYY-MM-DD')`.as('dia'),
      sql<number>`grouping(status, prazo, destinatario_uf, ${ISSUE_DAY})`.as('g'),
      (eb) => eb.fn.countAll().as('total'),
    ])
    .groupBy(sql`grouping sets ((status, prazo), (destinatario_uf, prazo), (${ISSUE_DAY}))`);
}

const add = <K>(map: Map<K, number>, key: K, n: number) => map.set(key, (map.get(key) ?? 0) + n);

/** The figures of one period, from the grouped counts. */
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
  let total = 0;
  for (const row of rows) {
    const n = Number(row.total);
    const g = Number(row.g);
    if (g === BY_STATUS && row.status) {
      add(status, row.status, n);
      if (row.prazo) add(prazo, row.prazo, n);
    } else if (g === BY_UF) {
      const key = row.destinatarioUf ?? '';
      const entry = uf.get(key) ?? { total: 0, atrasadas: 0 };
      entry.total += n;
      if (row.prazo === 'atrasada') entry.atrasadas += n;
      uf.set(key, entry);
    } else if (g === BY_DAY && row.dia) {
      days.push({ dia: row.dia, total: n });
      total += n;
    }
  }
  return {
    ...period,
    total,
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
    porDia: fillDays(period, days),
  };
}
