// OCOREN (PROCEDA delivery occurrences) as an import kind: one .txt file or a zip of them under
// /api/tracking/entregaOcorrencia. A file is parsed in the worker thread; its records are written
// in chunks inside the pipeline's batch transaction, one log row per record that was recorded,
// repeated or refused.
import type { ImportOccurrenceKind } from '../../../../../src/domain/tracking/imports/document-import';
import { importLogMessage } from '../../../../../src/domain/tracking/imports/import-log-message';
import type { OcorenLogKind } from '../../../../../src/domain/tracking/ocorrencia/ocoren-log';
import type { ImportKind, LogRow } from '../pipeline/import-kind';
import { classifyOcoren, LINES_PER_FILE, type OcorenFile, type OcorenOutcome } from './classify-ocoren';
import { loadCodeTables, type OcorenLogRow, problemLogRow, writeOcorenBatch } from './ocoren-writer';

/** Records per write: keeps every statement well under PostgreSQL's 65,535 parameters. */
const WRITE_CHUNK = 2_000;

const LOG_KINDS: Record<OcorenLogKind, ImportOccurrenceKind> = {
  ocorrenciaRegistrada: 'importada',
  ocorrenciaDuplicada: 'duplicada',
  semEntrega: 'semEntrega',
  codigoDesconhecido: 'codigoDesconhecido',
  linhaCurta: 'linhaCurta',
  linhaDesalinhada: 'linhaDesalinhada',
  dataInvalida: 'dataInvalida',
  registroDesconhecido: 'registroDesconhecido',
};

const logRow = (file: OcorenFile, row: OcorenLogRow): LogRow => ({
  sequencia: file.index * LINES_PER_FILE + row.line,
  nomeArquivo: file.name,
  tipo: LOG_KINDS[row.tipo],
  mensagem: row.mensagem,
  chaveAcesso: null,
});

export const OCOREN_IMPORT_KIND: ImportKind<OcorenOutcome> = {
  tipo: 'ocoren',
  routePrefix: 'entregaOcorrencia',
  label: 'OCOREN',
  singleFile: 'txt',
  texts: {
    notAccepted: importLogMessage('importLog.upload.notAccepted.ocoren'),
    upload: 'import.upload.ocoren',
  },
  classify: classifyOcoren,
  async openWriter(db, run) {
    const tables = await loadCodeTables(db, run.empresaId);
    return async (trx, outcomes) => {
      const rows: LogRow[] = [];
      for (const outcome of outcomes) {
        if (outcome.kind === 'rejected') {
          const { tipo, mensagem, chaveAcesso } = outcome;
          rows.push({
            sequencia: outcome.index * LINES_PER_FILE,
            nomeArquivo: outcome.name,
            tipo,
            mensagem,
            chaveAcesso,
          });
          continue;
        }
        const logs = outcome.problems.map(problemLogRow);
        for (let start = 0; start < outcome.occurrences.length; start += WRITE_CHUNK) {
          const occurrences = outcome.occurrences.slice(start, start + WRITE_CHUNK);
          logs.push(...(await writeOcorenBatch(trx, { ...run, tables, occurrences })));
        }
        logs.sort((a, b) => a.line - b.line);
        for (const log of logs) rows.push(logRow(outcome, log));
      }
      return rows;
    };
  },
};
