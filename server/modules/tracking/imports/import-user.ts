// The user an import's changes are credited to (status history): the one who uploaded it.
import type { Transaction } from 'kysely';
import type { Database } from '../../../db/schema';

export const importUser = async (
  trx: Transaction<Database>,
  importId: number | null,
): Promise<number | null> =>
  importId === null
    ? null
    : ((await trx.selectFrom('nfeImport').select('usuarioId').where('id', '=', importId).executeTakeFirst())
        ?.usuarioId ?? null);
