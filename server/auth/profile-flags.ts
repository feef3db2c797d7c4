// The flags a user's profiles give them in one company, read beside the user's row in the same
// query (the session check, run on every request, stays one round trip). effectiveFlags
// (src/domain/permissions.ts) joins them with the user's own; principal.ts is where it is called.
import { type ExpressionBuilder, type Kysely, sql } from 'kysely';
import { type FlagValues, PERMISSION_FLAGS } from '../../src/domain/permissions';
import type { Database } from '../db/schema';

/**
 * The flags of each active profile of `empresaId` that the query's user is in: a jsonb array
 * with one object of flags per profile (its keys camelCased by the CamelCasePlugin, as the row's).
 * Only the company the session is for counts: a profile of another company the user may switch
 * to applies once they act there.
 */
export const profileFlagsOf = (eb: ExpressionBuilder<Database, 'usuario'>, empresaId: number) => {
  const profiles = eb
    .selectFrom('usuarioPerfil')
    .innerJoin('perfil', 'perfil.id', 'usuarioPerfil.perfilId')
    .select(PERMISSION_FLAGS.map((flag) => `perfil.${flag}` as const))
    .whereRef('usuarioPerfil.usuarioId', '=', 'usuario.id')
    .where('perfil.empresaId', '=', empresaId)
    .where('perfil.ativo', '=', true);
  return sql<FlagValues[]>`(select coalesce(jsonb_agg(to_jsonb(f)), '[]'::jsonb) from (${profiles}) as f)`;
};

/** Users with `profileFlags`, the flags their profiles give them in `empresaId`. */
export const usersWithProfileFlags = (db: Kysely<Database>, empresaId: number) =>
  db
    .selectFrom('usuario')
    .selectAll('usuario')
    .select((eb) => profileFlagsOf(eb, empresaId).as('profileFlags'));

/** The flags a user's profiles give them in a company (none for an unknown user). */
export async function userProfileFlags(
  db: Kysely<Database>,
  userId: number,
  empresaId: number,
): Promise<FlagValues[]> {
  const row = await db
    .selectFrom('usuario')
    .select((eb) => profileFlagsOf(eb, empresaId).as('profileFlags'))
    .where('id', '=', userId)
    .executeTakeFirst();
  return row?.profileFlags ?? [];
}
