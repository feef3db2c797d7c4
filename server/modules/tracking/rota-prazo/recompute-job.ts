// The job that recomputes open deliveries' deadlines after the deadline-per-route table changed.
// It is queued in the same transaction as the change, so it exists exactly when the change was
// committed and never runs before the change is visible.
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { PgBoss } from 'pg-boss';
import { transactionExecutor, WORK_ONE_AT_A_TIME } from '../../../jobs/job-queue';
import { recomputeDeadlines, type RecomputeScope } from './recompute-deadlines';

export const RECOMPUTE_QUEUE = 'rota-prazo-recompute';
const RETRY_LIMIT = 3;

/** Queues a recomputation inside the caller's transaction. */
export async function queueDeadlineRecompute(
  jobs: PgBoss,
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any schema: only raw SQL runs here
  trx: Kysely<any>,
  scope: RecomputeScope,
): Promise<void> {
  await jobs.send(RECOMPUTE_QUEUE, scope, {
    db: transactionExecutor(trx),
    retryLimit: RETRY_LIMIT,
    retryDelay: 5,
    expireInSeconds: 15 * 60,
  });
}

export async function registerDeadlineRecomputeJob(app: FastifyInstance): Promise<void> {
  await app.jobs.createQueue(RECOMPUTE_QUEUE);
  await app.jobs.work<RecomputeScope>(RECOMPUTE_QUEUE, WORK_ONE_AT_A_TIME, async ([job]) => {
    if (!job) return;
    const started = Date.now();
    const changed = await recomputeDeadlines(app.db, job.data);
    app.listTotals.forgetAll();
    app.log.info({ ...job.data, changed, ms: Date.now() - started }, 'delivery deadlines recomputed');
  });
}
