// Which companies a user may act on: their own plus the ones granted to them (usuario_empresa).
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

export async function accessibleCompanyIds(db: Kysely<Database>, userId: number): Promise<number[]> {
  const own = await db.selectFrom('usuario').select('empresaId').where('id', '=', userId).executeTakeFirst();
  if (!own) return [];
  const granted = await db
    .selectFrom('usuarioEmpresa')
    .select('empresaId')
    .where('usuarioId', '=', userId)
    .execute();
  return [...new Set([own.empresaId, ...granted.map((g) => g.empresaId)])];
}
