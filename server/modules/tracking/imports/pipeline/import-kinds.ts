// The registry of import kinds: a new kind is one entry here (see docs/ARCHITECTURE.md,
// "Background jobs and the document imports"). Imported by the routes, the job and the worker.
import type { ImportTipo } from '../../../../../src/domain/tracking/imports/document-import';
import { CTE_IMPORT_KIND } from '../cte/cte-import-kind';
import { NFE_IMPORT_KIND } from '../nfe/nfe-import-kind';
import { OCOREN_IMPORT_KIND } from '../ocoren/ocoren-import-kind';
import type { ImportKind } from './import-kind';

export const IMPORT_KINDS: Partial<Record<ImportTipo, ImportKind>> = {
  nfe: NFE_IMPORT_KIND as unknown as ImportKind,
  ocoren: OCOREN_IMPORT_KIND as unknown as ImportKind,
  cte: CTE_IMPORT_KIND as unknown as ImportKind,
};

export function importKind(tipo: ImportTipo): ImportKind {
  const kind = IMPORT_KINDS[tipo];
  if (!kind) throw new Error(`No import kind registered for '${tipo}'.`);
  return kind;
}
