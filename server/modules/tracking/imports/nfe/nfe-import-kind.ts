// The NF-e as an import kind: zips of NF-e XML under /api/tracking/nfe (spec section 7).
import { importLogMessage } from '../../../../../src/domain/tracking/imports/import-log-message';
import type { ImportKind } from '../pipeline/import-kind';
import { activeDeadlineRules } from '../../rota-prazo/active-deadline-rules';
import { classifyEntry, type EntryOutcome } from './classify-entry';
import { writeNfeBatch } from './import-writer';

export const NFE_IMPORT_KIND: ImportKind<EntryOutcome> = {
  tipo: 'nfe',
  routePrefix: 'nfe',
  label: 'NF-e',
  singleFile: null,
  texts: {
    notAccepted: importLogMessage('importLog.upload.notAccepted.nfe'),
    upload: 'import.upload.nfe',
  },
  classify: classifyEntry,
  async openWriter(db, run) {
    const context = { ...run, deadlineRules: await activeDeadlineRules(db, run.empresaId) };
    return (trx, outcomes) => writeNfeBatch(trx, context, outcomes);
  },
};
