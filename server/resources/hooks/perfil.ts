// Profiles: one name per company, and the grant rule of the user register (usuario-grants.ts):
// nobody puts in a profile, or takes out of one, a flag they do not hold. Deleting, activating and
// deactivating a profile holding flags the caller lacks are refused by its declaration
// (canAccess), since they give or take every flag of the profile at once.
import { sql } from 'kysely';
import { PERMISSION_FLAGS, type PermissionFlags } from '../../../src/domain/permissions';
import { conflict, notFound } from '../../errors';
import type { HookContext, ResourceHooks } from './resource-hooks';
import { assertMayGrant } from './usuario-grants';

export const PROFILE_NAME_TAKEN = 'Já existe um perfil com este nome';

async function assertNameFree(ctx: HookContext, nome: unknown, exceptId?: number) {
  let query = ctx.db
    .selectFrom('perfil')
    .select('id')
    .where('empresaId', '=', ctx.auth.empresaId)
    .where(sql`lower(nome)`, '=', String(nome).toLowerCase());
  if (exceptId !== undefined) query = query.where('id', '<>', exceptId);
  if (await query.executeTakeFirst()) throw conflict(PROFILE_NAME_TAKEN);
}

/** The profile's flags as stored (the engine has checked the row is in scope). */
export async function storedProfileFlags(ctx: HookContext, id: number): Promise<PermissionFlags> {
  const row = (await ctx.db
    .selectFrom('perfil')
    .select([...PERMISSION_FLAGS])
    .where('id', '=', id)
    .executeTakeFirst()) as PermissionFlags | undefined;
  if (!row) throw notFound();
  return row;
}

export const perfilHooks: ResourceHooks = {
  async beforeCreate(ctx, values) {
    // A new profile starts from no flag: every flag it is given is a grant.
    assertMayGrant(ctx, null, values);
    await assertNameFree(ctx, values.nome);
    return values;
  },
  async beforeUpdate(ctx, id, values) {
    // Only the flags that change count: the screens send every flag, unchanged ones included.
    assertMayGrant(ctx, await storedProfileFlags(ctx, id), values);
    await assertNameFree(ctx, values.nome, id);
    return values;
  },
};
