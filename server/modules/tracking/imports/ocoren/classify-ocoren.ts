// Classifies one OCOREN file in the import's worker thread: parsed records and problems, or a
// rejection. Kept apart from the kind's writer so the worker does not load the database layer.
import { importLogMessage } from '../../../../../src/domain/tracking/imports/import-log-message';
import type { ClassifiedEntry, Rejection } from '../pipeline/import-kind';
import { rejection, screenZipEntry } from '../pipeline/screen-entry';
import type { ZipEntry } from '../zip/zip-entries';
import { type OcorenOccurrence, type OcorenProblem, parseOcoren } from './parse-ocoren';

/**
 * Log rows of one file are numbered file index × this + line, so a resumed job cannot log a line
 * twice; a file with more lines is refused (about 24 MB of 3.1 records, more than any real file).
 */
export const LINES_PER_FILE = 200_000;

export interface OcorenFile extends ClassifiedEntry {
  kind: 'ocoren';
  occurrences: OcorenOccurrence[];
  problems: OcorenProblem[];
}
export type OcorenOutcome = OcorenFile | Rejection;

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
