// One refused row's reason as an import's report lists it (sheet-report.ts), worded in the
// importing user's language.
import type { Locale } from '../../../src/domain/constants';
import type { RowProblem, SheetRowError } from '../../../src/domain/resources/spreadsheet/sheet-report';
import { messageText, type MessageId } from '../../messages';

/** A reason said by neither an id nor a text still reads as one, in every language. */
export const UNSAID_REASON = 'error.validation.invalidValue';

/**
 * A reason by its id (which the SPA words itself from the same id and values), or as a hook or
 * the database said it (already in the importing user's language).
 */
export const rowError = (line: number, problem: RowProblem, locale: Locale): SheetRowError => {
  const messageId = problem.messageId ?? (problem.message === undefined ? UNSAID_REASON : undefined);
  return {
    line,
    field: problem.field,
    message:
      problem.message ??
      // An id a reading names is a catalog id (catalogs.test.ts checks the ones the code writes).
      messageText({ id: messageId as MessageId, ...(problem.values && { values: problem.values }) }, locale),
    ...(messageId ? { messageId } : {}),
    ...(problem.values ? { values: { ...problem.values } } : {}),
  };
};
