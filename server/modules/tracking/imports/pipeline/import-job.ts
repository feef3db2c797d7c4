// The document import job: one queue for every kind (the import row says which), one run per job, a continuation job when a run hands over.
// A run that throws is retried by pg-boss; the last failed try ends the import with a message.
import type { FastifyInstance } from 'fastify';
import type { PgBoss } from 'pg-boss';
import {
  IMPORT_PROGRESS_TARGET,
  type ImportStatusDto,
} from '../../../../../src/domain/tracking/imports/document-import';
import { importLogMessage } from '../../../../../src/domain/tracking/imports/import-log-message';
import { WORK_ONE_AT_A_TIME } from '../../../../jobs/job-queue';
import { failImport, type ImportRunOptions, runImport } from './run-import';

export const IMPORT_QUEUE = 'document-import';
const RETRY_LIMIT = 3;

export interface ImportJobData {
  importId: number;
}

/**
 * This instance's import worker, woken at once when this instance queues an import. Keyed by the
 * job queue, which every encapsulated child of the app shares: the upload route runs in a child
 * instance, so a map keyed by the app never found the worker and the import waited for a poll.
 */
const localWorkers = new WeakMap<PgBoss, string>();

/** Queues (the rest of) an import. */
export async function queueImport(app: FastifyInstance, importId: number): Promise<void> {
  await app.jobs.send(IMPORT_QUEUE, { importId } satisfies ImportJobData, {
    retryLimit: RETRY_LIMIT,
    retryDelay: 2,
    // Each run hands over after importSliceMs, so a job still active after this long has died.
    expireInSeconds: Math.max(60, Math.ceil((app.config.importSliceMs * 6) / 1000)),
  });
  // Without this the job waits for the next poll; other instances still find it by polling. A
  // stopping server does not wake itself: the job is for the next server.
  const worker = localWorkers.get(app.jobs);
  if (worker && !app.jobsStopping()) app.jobs.notifyWorker(worker);
}

export async function registerImportJob(app: FastifyInstance): Promise<void> {
  await app.jobs.createQueue(IMPORT_QUEUE);
  // Called after every committed batch: list totals are recounted behind the requests while the
  // import runs and forgotten once it ends (list-totals.ts). Pushed progress is best-effort: the
  // screen also polls every second.
  const publish: ImportRunOptions['publish'] = async ({ usuarioId, empresaId }, status: ImportStatusDto) => {
    if (status.dataFim === null) app.listTotals.markStale();
    else app.listTotals.forgetAll();
    await Promise.all([
      usuarioId !== null && app.notifications.sendUser(usuarioId, IMPORT_PROGRESS_TARGET, status),
      app.notifications.sendGroup('import', { empresaId, key: status.id }, IMPORT_PROGRESS_TARGET, status),
    ]);
  };
  const options: ImportRunOptions = {
    db: app.db,
    files: app.files,
    log: app.log,
    limits: app.config.importZipLimits,
    batchSize: app.config.importBatchSize,
    sliceMs: app.config.importSliceMs,
    isStopping: () => app.jobsStopping(),
    publish,
  };
  // An instance that only takes uploads leaves the jobs to the instances that run imports.
  if (!app.config.importWorker) return;
  const workerId = await app.jobs.work<ImportJobData>(
    IMPORT_QUEUE,
    { ...WORK_ONE_AT_A_TIME, includeMetadata: true },
    async ([job]) => {
      if (!job) return;
      const { importId } = job.data;
      // A job fetched while this server stops (its last poll) is handed back at once as a new
      // job, rather than held as active until pg-boss expires it a minute or more later.
      if (app.jobsStopping()) {
        await queueImport(app, importId);
        return;
      }
      try {
        const result = await runImport(options, importId);
        if (result === 'continue') await queueImport(app, importId);
      } catch (error) {
        app.log.error({ err: error, importId, retry: job.retryCount }, 'Document import run failed');
        if (job.retryCount >= RETRY_LIMIT) {
          await failImport(options, importId, importLogMessage('importLog.import.unexpectedError'));
          return;
        }
        throw error;
      }
    },
  );
  localWorkers.set(app.jobs, workerId);
}
