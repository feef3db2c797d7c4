// The CT-e as an import kind: a zip of CT-e XML or one CT-e XML under /api/tracking/cte.
import { importLogMessage } from '../../../../../src/domain/tracking/imports/import-log-message';
import type { ImportKind } from '../pipeline/import-kind';
import { classifyCte, type CteOutcome } from './classify-cte';
import { writeCteBatch } from './cte-writer';

export const CTE_IMPORT_KIND: ImportKind<CteOutcome> = {
  tipo: 'cte',
  routePrefix: 'cte',
  label: 'CT-e',
  singleFile: 'xml',
  texts: {
    notAccepted: importLogMessage('importLog.upload.notAccepted.cte'),
    upload: 'import.upload.cte',
  },
  classify: classifyCte,
  openWriter: async (_db, run) => (trx, outcomes) => writeCteBatch(trx, run, outcomes),
};
