// One run of the document import job: reads the stored upload from where the last committed
// batch ended, classifies its files with the import's kind, writes them in batches and reports progress after each batch,
// pausing between batches while the server is busy answering requests (import-pace.ts).
// A run stops after a time budget (or when the server is shutting down) and asks for a
// continuation job, so no job runs long enough to be taken for dead, and a restart resumes
// at the last committed batch: nothing is imported or logged twice.
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import { type Kysely, type Selectable, sql } from 'kysely';
import type { ImportStatusDto } from '../../../../../src/domain/tracking/imports/document-import';
import {
  type ImportLogMessage,
  importLogMessage,
} from '../../../../../src/domain/tracking/imports/import-log-message';
import type { Database } from '../../../../db/schema';
import type { NfeImportTable } from '../../tables';
import type { FileStore } from '../../../../files/file-store';
import type { StoredFileRef } from '../../../../files/stored-file';
import { portugueseLogText } from '../log-text';
import { type ZipLimits, ZipRejected } from '../zip/zip-entries';
import { classifiedBatches } from './classified-batches';
import { countFiles } from './import-entries';
import type { ImportingCompany } from './import-kind';
import { importKind } from './import-kinds';
import { ImportPace } from './import-pace';
import { importStatusQuery, toStatusDto } from './import-status';
import { uploadRef } from './upload-storage';
import { writeBatch } from './write-batch';

export interface ImportRunOptions {
  db: Kysely<Database>;
  files: FileStore;
  log: FastifyBaseLogger;
  limits: ZipLimits;
  /** Entries written per transaction. */
  batchSize: number;
  /** A run hands over to a continuation job after this long. */
  sliceMs: number;
  /** Becomes true when the server is closing: finish the batch in hand and hand over. */
  isStopping: () => boolean;
  /** Pushes the import's status to its user and its watchers (the notifications hub). */
  publish: (owner: { usuarioId: number | null; empresaId: number }, status: ImportStatusDto) => Promise<void>;
}

export type RunResult = 'finished' | 'continue' | 'nothing-to-do';

async function loadStatus(db: Kysely<Database>, importId: number) {
  return importStatusQuery(db).where('i.id', '=', importId).executeTakeFirst();
}

type StatusPublisher = Pick<ImportRunOptions, 'db' | 'files' | 'publish'>;

async function publishStatus(options: StatusPublisher, importId: number) {
  const row = await loadStatus(options.db, importId);
  if (row) await options.publish(row, toStatusDto(row)).catch(() => undefined);
}

/** Ends an import that cannot go on: the reason goes on the import and in its log. */
export async function failImport(
  options: StatusPublisher,
  importId: number,
  reason: ImportLogMessage,
): Promise<void> {
  const descricao = portugueseLogText(reason);
  const { db } = options;
  const row = await db
    .selectFrom('nfeImport')
    .select(['empresaId', 'nomeArquivo', 'arquivoArmazenado'])
    .where('id', '=', importId)
    .executeTakeFirst();
  if (!row) return;
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('nfeImport')
      .set({ situacao: 'falhou', erro: descricao, dataFim: sql<Date>`now()` })
      .where('id', '=', importId)
      .execute();
    await trx
      .insertInto('nfeImportOcorrencia')
      .values({
        importId,
        empresaId: row.empresaId,
        // The zip itself, logged before any of its entries.
        sequencia: -1,
        nomeArquivo: row.nomeArquivo ?? 'arquivo enviado',
        tipo: 'arquivoInvalido',
        descricao,
        mensagem: JSON.stringify(reason),
        chaveAcesso: null,
      })
      .onConflict((oc) => oc.columns(['importId', 'sequencia']).doNothing())
      .execute();
  });
  if (row.arquivoArmazenado) await options.files.remove(uploadRef(row.empresaId, row.arquivoArmazenado));
  await publishStatus(options, importId);
}

async function loadCompany(db: Kysely<Database>, empresaId: number): Promise<ImportingCompany> {
  const company = await db
    .selectFrom('empresa')
    .select(['id', 'cnpj', 'empresaEmbarcadora'])
    .where('id', '=', empresaId)
    .executeTakeFirstOrThrow();
  return { id: company.id, cnpj: company.cnpj.replace(/\D/g, ''), shipper: company.empresaEmbarcadora };
}

export async function runImport(options: ImportRunOptions, importId: number): Promise<RunResult> {
  const started = Date.now();
  const current = await options.db
    .selectFrom('nfeImport')
    .selectAll()
    .where('id', '=', importId)
    .executeTakeFirst();
  if (!current || current.dataFim !== null || current.arquivoArmazenado === null) return 'nothing-to-do';
  const file = uploadRef(current.empresaId, current.arquivoArmazenado);
  // The zip reader needs a file of this machine: the database store copies it for this run.
  const copy = await options.files.localCopy(file);
  try {
    return await importFrom(options, { ...current, file }, copy.path, started);
  } finally {
    await copy.release();
  }
}

type ImportRow = Selectable<NfeImportTable> & { file: StoredFileRef };

async function importFrom(
  options: ImportRunOptions,
  current: ImportRow,
  path: string,
  started: number,
): Promise<RunResult> {
  const { db, log } = options;
  const importId = current.id;

  let total = current.quantidadeArquivos;
  if (total === null) {
    try {
      total = await countFiles(path, options.limits);
    } catch (error) {
      if (!(error instanceof ZipRejected)) throw error;
      await failImport(options, importId, error.mensagem);
      return 'finished';
    }
    await db
      .updateTable('nfeImport')
      .set({ quantidadeArquivos: total, situacao: 'processando' })
      .where('id', '=', importId)
      .execute();
    await publishStatus(options, importId);
  }

  const kind = importKind(current.tipo);
  const run = { importId, empresaId: current.empresaId };
  const writer = await kind.openWriter(db, run);
  const company = await loadCompany(db, current.empresaId);
  let position = current.quantidadeArquivosProcessados;
  try {
    const batches = classifiedBatches({
      tipo: current.tipo,
      path,
      name: current.nomeArquivo ?? 'arquivo',
      from: position,
      limits: options.limits,
      company,
      batchSize: options.batchSize,
    });
    const pace = new ImportPace();
    let batchStarted = Date.now();
    for await (const batch of batches) {
      await writeBatch(db, run, writer, batch.outcomes, batch.next);
      position = batch.next;
      await publishStatus(options, importId);
      if (position < total && (options.isStopping() || Date.now() - started > options.sliceMs)) {
        log.info({ importId, position, total }, `${kind.label} import handed over to a continuation job`);
        return 'continue';
      }
      const pause = pace.pauseAfter(Date.now() - batchStarted);
      if (pause > 0) await sleep(pause);
      batchStarted = Date.now();
    }
  } catch (error) {
    if (!(error instanceof ZipRejected)) throw error;
    // A zip that breaks half-way keeps what was committed; the rest is reported.
    await failImport(
      options,
      importId,
      importLogMessage('importLog.zip.stoppedMidway', { motivo: error.mensagem, lidos: position, total }),
    );
    return 'finished';
  }

  await db
    .updateTable('nfeImport')
    .set({ situacao: 'concluida', dataFim: sql<Date>`now()`, quantidadeArquivosProcessados: total })
    .where('id', '=', importId)
    .execute();
  await options.files.remove(current.file);
  await publishStatus(options, importId);
  log.info({ importId, total, ms: Date.now() - started }, `${kind.label} import finished`);
  return 'finished';
}
