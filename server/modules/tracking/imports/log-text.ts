// The Portuguese sentence of an import log message, from the pt catalog the SPA shows: stored as
// the log row's `descricao` (the spec's field, read by existing clients), and the text of a
// refused zip or upload.
import type { ImportLogMessage } from '../../../../src/domain/tracking/imports/import-log-message';
import { importLogText } from '../../../../src/domain/tracking/imports/import-log-text';
import { PT_MESSAGES } from '../../../messages';

export const portugueseLogText = (message: ImportLogMessage): string =>
  importLogText(message, 'pt', PT_MESSAGES);
