// A load names its driver by CPF; the driver must be an active row of the company's driver
// register. An unknown CPF (or another company's driver) is refused at the field, in the user's
// language: 'Nenhum motorista encontrado com o documento' (spec section 8, typo corrected).
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import { refuse } from '../../../errors';

export interface FoundDriver {
  id: number;
  nome: string;
}

export const driverNotFound = (field: string) =>
  refuse(400, {
    id: 'error.validation.field',
    values: { field, message: { id: 'cargo.error.driverNotFound' } },
  });

/** The company's active driver with this CPF (eleven digits), or null. */
export async function findDriver(
  db: Kysely<Database>,
  empresaId: number,
  cpf: string,
): Promise<FoundDriver | null> {
  const row = await db
    .selectFrom('motorista')
    .select(['id', 'nome'])
    .where('empresaId', '=', empresaId)
    .where('cpf', '=', cpf)
    .where('ativo', '=', true)
    .executeTakeFirst();
  return row ?? null;
}
