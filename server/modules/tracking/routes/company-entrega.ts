// A delivery of the signed-in company, for the routes that hang data off one delivery (CT-e,
// occurrences, proofs): another company's delivery answers 404 exactly like a missing one.
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import { refuse } from '../../../errors';

export async function companyEntrega(db: Kysely<Database>, empresaId: number, id: number) {
  const entrega = await db
    .selectFrom('entrega')
    .select(['id', 'notaFiscalId'])
    .where('id', '=', id)
    .where('empresaId', '=', empresaId)
    .executeTakeFirst();
  if (!entrega) throw refuse(404, { id: 'entregaStatus.error.notFound' });
  return entrega;
}
