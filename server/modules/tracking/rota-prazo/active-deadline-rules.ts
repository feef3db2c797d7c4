// The company's active deadline-per-route rows, as the deadline rule (src/domain/tracking/entrega/
// delivery-deadline.ts) reads them: used by the NF-e import and by the recomputation job.
import type { Kysely } from 'kysely';
import type { RouteDeadlineRule } from '../../../../src/domain/tracking/entrega/delivery-deadline';
import type { Database } from '../../../db/schema';

export async function activeDeadlineRules(
  db: Kysely<Database>,
  empresaId: number,
): Promise<RouteDeadlineRule[]> {
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
