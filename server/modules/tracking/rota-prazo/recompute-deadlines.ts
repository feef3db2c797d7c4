// Recomputes the deadlines of a company's open deliveries from its deadline-per-route table, in
// batches walked by delivery id, so a company with hundreds of thousands of deliveries never
// holds one long transaction. Idempotent: it writes what the table says now, so a retried or
// repeated run changes nothing more.
import { type Kysely, sql } from 'kysely';
import { deliveryDeadline } from '../../../../src/domain/tracking/entrega/delivery-deadline';
import { routeOfNota } from '../../../../src/domain/tracking/entrega/deadline-recompute';
import { OPEN_ENTREGA_STATUSES } from '../../../../src/domain/tracking/entrega/entrega-status';
import type { Database } from '../../../db/schema';
import { activeDeadlineRules } from './active-deadline-rules';

export const RECOMPUTE_BATCH_SIZE = 2_000;
/** First key of the advisory lock that lets one recomputation per company write at a time. */
const LOCK_CLASS = 48_006;

export interface RecomputeScope {
  empresaId: number;
  /** Destination UFs of the deliveries the change may reach; null for all. */
  destinoUfs: string[] | null;
}

/**
 * One batch after `afterId`: its last id (null when none was left) and how many changed. The
 * batch is the next open deliveries by id whatever their destination, read through the partial
 * index of open deliveries, and their NF-e by primary key: a plan that stays cheap without
 * fresh statistics (the embedded database has no autovacuum), where filtering by the NF-e's UF
 * in the same query let the planner join every delivery of the company for each batch.
 */
async function recomputeBatch(
  db: Kysely<Database>,
  scope: RecomputeScope,
  afterId: number,
  batchSize: number,
): Promise<{ lastId: number | null; changed: number }> {
  return db.transaction().execute(async (trx) => {
    // Two runs for one company (two instances, a retry) would otherwise interleave, and the one
    // holding older rules could write last. Rules are read under the lock, in this transaction.
    await sql`select pg_advisory_xact_lock(${LOCK_CLASS}, ${scope.empresaId})`.execute(trx);
    const deliveries = await trx
      .selectFrom('entrega')
      .select([
        'id',
        'notaFiscalId',
        'prazoDias',
        sql<string | null>`to_char(data_prevista, 'YYYY-MM-DD')`.as('dataPrevista'),
      ])
      .where('empresaId', '=', scope.empresaId)
      .where('status', 'in', [...OPEN_ENTREGA_STATUSES])
      .where('id', '>', afterId)
      .orderBy('id')
      .limit(batchSize)
      .execute();
    const last = deliveries.at(-1);
    if (last === undefined) return { lastId: null, changed: 0 };
    const rules = await activeDeadlineRules(trx, scope.empresaId);
    const notas = await trx
      .selectFrom('notaFiscal')
      .select([
        'id',
        'emitenteUf',
        'emitenteIbge',
        'destinatarioUf',
        'destinatarioIbge',
        'transportadorCnpjCpf',
        'dataEmissao',
      ])
      .where('empresaId', '=', scope.empresaId)
      .where(
        'id',
        'in',
        deliveries.map((d) => d.notaFiscalId),
      )
      .execute();
    const notaById = new Map(notas.map((nota) => [nota.id, nota]));
    const ufs = scope.destinoUfs === null ? null : new Set(scope.destinoUfs);
    const changes = deliveries.flatMap((delivery) => {
      const nota = notaById.get(delivery.notaFiscalId);
      if (nota === undefined || (ufs !== null && !ufs.has(nota.destinatarioUf ?? ''))) return [];
      const deadline = deliveryDeadline(rules, routeOfNota(nota));
      const prazoDias = deadline?.prazoDias ?? null;
      const dataPrevista = deadline?.dataPrevista ?? null;
      return prazoDias === delivery.prazoDias && dataPrevista === delivery.dataPrevista
        ? []
        : [sql`(${delivery.id}::integer, ${prazoDias}::integer, ${dataPrevista}::date)`];
    });
    if (changes.length > 0) {
      await sql`
        update entrega set prazo_dias = v.prazo_dias, data_prevista = v.data_prevista, updated_at = now()
        from (values ${sql.join(changes)}) as v (id, prazo_dias, data_prevista)
        where entrega.id = v.id and entrega.empresa_id = ${scope.empresaId}
          and entrega.status in (${sql.join([...OPEN_ENTREGA_STATUSES])})
      `.execute(trx);
    }
    return { lastId: last.id, changed: changes.length };
  });
}

/** Recomputes every open delivery in scope; answers how many deadlines changed. */
export async function recomputeDeadlines(
  db: Kysely<Database>,
  scope: RecomputeScope,
  batchSize: number = RECOMPUTE_BATCH_SIZE,
): Promise<number> {
  if (scope.destinoUfs !== null && scope.destinoUfs.length === 0) return 0;
  let afterId = 0;
  let changed = 0;
  for (;;) {
    const batch = await recomputeBatch(db, scope, afterId, batchSize);
    if (batch.lastId === null) return changed;
    changed += batch.changed;
    afterId = batch.lastId;
  }
}
