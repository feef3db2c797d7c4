// The NF-e as an import kind: zips of NF-e XML under /api/tracking/nfe (spec section 7).
import type { Kysely } from 'kysely';
import type { RouteDeadlineRule } from '../../../src/domain/entrega/delivery-deadline';
import type { Database } from '../../db/schema';
import type { ImportKind } from '../pipeline/import-kind';
import { classifyEntry, type EntryOutcome } from './classify-entry';
import { writeNfeBatch } from './import-writer';

async function loadDeadlineRules(db: Kysely<Database>, empresaId: number): Promise<RouteDeadlineRule[]> {
  return db
    .selectFrom('rotaPrazoEntrega')
    .select([
      'transportadorCnpj',
      'origemUf',
      'origemIbge',
      'destinoPais',
      'destinoUf',
      'destinoIbge',
      'prazoDias',
      'tipoDias',
    ])
    .where('empresaId', '=', empresaId)
    .where('ativo', '=', true)
    .execute();
}

export const NFE_IMPORT_KIND: ImportKind<EntryOutcome> = {
  tipo: 'nfe',
  routePrefix: 'nfe',
  label: 'NF-e',
  singleFile: null,
  texts: {
    notAccepted: 'O arquivo enviado não é um arquivo zip. Envie um .zip com os XML das NF-e.',
  },
  classify: classifyEntry,
  async openWriter(db, run) {
    const context = { ...run, deadlineRules: await loadDeadlineRules(db, run.empresaId) };
    return (trx, outcomes) => writeNfeBatch(trx, context, outcomes);
  },
};
