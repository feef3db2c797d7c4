// Background jobs on the product's own database with pg-boss, through a small pool of its own.
import type { FastifyInstance } from 'fastify';
import { CompiledQuery, type Kysely } from 'kysely';
import { type Db, PgBoss } from 'pg-boss';

declare module 'fastify' {
  interface FastifyInstance {
    /** The job queue (pg-boss), started with the app and stopped gracefully on close. */
    jobs: PgBoss;
    /** True once the app is closing: long jobs finish the step in hand and hand over. */
    jobsStopping: () => boolean;
  }
}

const SCHEMA = 'pgboss';

/**
 * How every worker of the product takes its jobs: one at a time, polling often enough for an
 * import to start within a second of its upload.
 */
export const WORK_ONE_AT_A_TIME = { batchSize: 1, pollingIntervalSeconds: 0.5 } as const;

/**
 * pg-boss's Db contract over an open Kysely transaction: a job sent with it exists exactly when
 * the caller's change is committed.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any schema: only raw SQL runs here
export const transactionExecutor = (trx: Kysely<any>): Db => ({
  executeSql: async (text, values) => {
    const result = await trx.executeQuery(CompiledQuery.raw(text, values));
    return { rows: [...result.rows] };
  },
});

/**
 * Hands back the jobs a killed server left active. Only for the embedded database, which one
 * server owns at a time: any job active at its start belonged to the previous process of this
 * data directory, which is gone (a kill -9, a power cut). Failing them now retries them at once
 * (an import resumes where it stopped) instead of after their expiry and the next maintenance
 * run, more than a minute later. On a shared server another instance may be running them, so
 * there the expiry stays the only judge.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any schema: only raw SQL runs here
export async function recoverOrphanedJobs(boss: PgBoss, db: Kysely<any>): Promise<number> {
  const { rows } = await db.executeQuery<{ name: string; ids: string[] }>(
    CompiledQuery.raw(
      `select name, array_agg(id::text) as ids from ${SCHEMA}.job where state = 'active' group by name`,
    ),
  );
  let recovered = 0;
  for (const { name, ids } of rows) {
    await boss.fail(name, ids, { message: 'server restarted while the job ran' });
    recovered += ids.length;
  }
  return recovered;
}

export async function startJobQueue(
  app: FastifyInstance,
  databaseUrl: string,
  { ownsDatabase }: { ownsDatabase: boolean },
): Promise<PgBoss> {
  const boss = new PgBoss({
    connectionString: databaseUrl,
    max: 4,
    schema: SCHEMA,
    // Maintenance expires the jobs of a crashed server so they are retried (resumed) elsewhere.
    maintenanceIntervalSeconds: 30,
  });
  boss.on('error', (error) => app.log.error({ err: error }, 'job queue error'));
  await boss.start();
  if (ownsDatabase) {
    const recovered = await recoverOrphanedJobs(boss, app.db);
    if (recovered > 0) app.log.warn({ recovered }, 'jobs left running by a stopped server were queued again');
  }
  let stopping = false;
  app.decorate('jobs', boss);
  app.decorate('jobsStopping', () => stopping);
  // Before the database closes: let running jobs finish their step, then stop polling.
  app.addHook('preClose', async () => {
    stopping = true;
    await boss.stop({ graceful: true, timeout: 20_000 });
  });
  return boss;
}
