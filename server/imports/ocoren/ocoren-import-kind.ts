// OCOREN (PROCEDA delivery occurrences) as an import kind: one .txt file or a zip of them under
// /api/tracking/entregaOcorrencia. A file is parsed in the worker thread; its records are written
// in chunks inside the pipeline's batch transaction, one log row per record that was recorded,
// repeated or refused.
import type { ImportOccurrenceKind } from '../../../src/domain/imports/document-import';
import { importLogMessage } from '../../../src/domain/imports/import-log-message';
import type { OcorenLogKind } from '../../../src/domain/ocorrencia/ocoren-log';
import type { ClassifiedEntry, ImportKind, LogRow, Rejection } from '../pipeline/import-kind';
import { rejection, screenZipEntry } from '../pipeline/screen-entry';
import type { ZipEntry } from '../zip/zip-entries';
import { loadCodeTables, type OcorenLogRow, problemLogRow, writeOcorenBatch } from './ocoren-writer';
import { type OcorenOccurrence, type OcorenProblem, parseOcoren } from './parse-ocoren';

/**
 * Log rows of one file are numbered file index × this + line, so a resumed job cannot log a line
 * twice; a file with more lines is refused (about 24 MB of 3.1 records, more than any real file).
 */
export const LINES_PER_FILE = 200_000;
/** Records per write: keeps every statement well under PostgreSQL's 65,535 parameters. */
const WRITE_CHUNK = 2_000;

export interface OcorenFile extends ClassifiedEntry {
  kind: 'ocoren';
  occurrences: OcorenOccurrence[];
  problems: OcorenProblem[];
}
export type OcorenOutcome = OcorenFile | Rejection;

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

export function classifyOcoren(entry: ZipEntry): OcorenOutcome {
  if (entry.kind !== 'file') return screenZipEntry(entry, 'importLog.ocoren.tooLarge');
  const parsed = parseOcoren(entry.bytes);
  if (parsed.version === null)
    return rejection(entry, 'arquivoInvalido', importLogMessage('importLog.ocoren.notOcoren'));
  // A loop, not Math.max(...lines): spreading 100,000 arguments can overflow the stack.
  let lastLine = 0;
  for (const { line } of [...parsed.occurrences, ...parsed.problems]) lastLine = Math.max(lastLine, line);
  if (lastLine >= LINES_PER_FILE) {
    return rejection(
      entry,
      'arquivoGrande',
      importLogMessage('importLog.ocoren.tooManyLines', { linhas: lastLine, limite: LINES_PER_FILE - 1 }),
    );
  }
  return {
    kind: 'ocoren',
    index: entry.index,
    name: entry.name,
    occurrences: parsed.occurrences,
    problems: parsed.problems,
  };
}

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
    upload: 'o arquivo OCOREN (.txt) ou o .zip',
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
