// Writes one batch of classified files in ONE transaction: the kind's own rows, one log row per
// file (its message, and the message's Portuguese text as descricao), and the import's counters
// and position. A job that dies mid-batch leaves nothing of it;
// a resumed job starts after the last committed batch, and (import_id, sequencia) refuses a log
// row written twice.
import type { Kysely } from 'kysely';
import type { Database } from '../../../../db/schema';
import { portugueseLogText } from '../log-text';
import type { BatchWriter, ClassifiedEntry, ImportRun, LogRow } from './import-kind';

// 8 parameters a row: 28,000 a statement, under the 65,535 a PostgreSQL statement can bind.
const LOG_ROWS_PER_INSERT = 3_500;

export interface BatchResult {
  importadas: number;
  atualizadas: number;
  duplicadas: number;
  rejeitadas: number;
}

export async function writeBatch<Outcome extends ClassifiedEntry>(
  db: Kysely<Database>,
  run: ImportRun,
  writer: BatchWriter<Outcome>,
  outcomes: readonly Outcome[],
  /** File number after the last entry of this batch: where a resumed job starts. */
  nextPosition: number,
): Promise<BatchResult> {
  const { importId, empresaId } = run;
  return db.transaction().execute(async (trx) => {
    const rows = await writer(trx, outcomes);
    // In pieces: one OCOREN file logs a row per line.
    for (let start = 0; start < rows.length; start += LOG_ROWS_PER_INSERT) {
      await trx
        .insertInto('nfeImportOcorrencia')
        .values(
          rows.slice(start, start + LOG_ROWS_PER_INSERT).map(({ mensagem, ...row }) => ({
            ...row,
            descricao: portugueseLogText(mensagem),
            mensagem: JSON.stringify(mensagem),
            importId,
            empresaId,
          })),
        )
        .onConflict((oc) => oc.columns(['importId', 'sequencia']).doNothing())
        .execute();
    }
    const result = countOf(rows);
    await trx
      .updateTable('nfeImport')
      .set((eb) => ({
        quantidadeArquivosProcessados: nextPosition,
        quantidadeImportadas: eb('quantidadeImportadas', '+', result.importadas),
        quantidadeAtualizadas: eb('quantidadeAtualizadas', '+', result.atualizadas),
        quantidadeDuplicadas: eb('quantidadeDuplicadas', '+', result.duplicadas),
        quantidadeRejeitadas: eb('quantidadeRejeitadas', '+', result.rejeitadas),
      }))
      .where('id', '=', importId)
      .execute();
    return result;
  });
}

function countOf(rows: readonly LogRow[]): BatchResult {
  const result: BatchResult = { importadas: 0, atualizadas: 0, duplicadas: 0, rejeitadas: 0 };
  for (const row of rows) {
    if (row.tipo === 'importada') result.importadas += 1;
    else if (row.tipo === 'atualizada') result.atualizadas += 1;
    else if (row.tipo === 'duplicada') result.duplicadas += 1;
    else result.rejeitadas += 1;
  }
  return result;
}
