// What the worker thread needs of each import kind: its classifier, and nothing of its writer.
// The registry of kinds (import-kinds.ts) brings the writers and through them the database layer,
// which took about 100 ms to load at every start of the worker, that is at every job run.
import type { ImportTipo } from '../../../../../src/domain/tracking/imports/document-import';
import { classifyCte } from '../cte/classify-cte';
import { classifyEntry } from '../nfe/classify-entry';
import { classifyOcoren } from '../ocoren/classify-ocoren';
import type { ImportKind } from './import-kind';

type Classifier = ImportKind['classify'];

/** The same function as each kind's `classify` (a unit test holds the two registries together). */
export const IMPORT_CLASSIFIERS: Partial<Record<ImportTipo, Classifier>> = {
  nfe: classifyEntry,
  ocoren: classifyOcoren,
  cte: classifyCte,
};

export function importClassifier(tipo: ImportTipo): Classifier {
  const classify = IMPORT_CLASSIFIERS[tipo];
  if (!classify) throw new Error(`No import classifier registered for '${tipo}'.`);
  return classify;
}
