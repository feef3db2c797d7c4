// Putting a user in a profile gives them every flag of the profile, and taking them out takes
// those flags away: so each profile a write adds or removes is a grant of all its flags, allowed
// only to someone holding every one of them (the rule of the user's own flags, usuario-grants.ts).
// The engine checks afterwards that each chosen profile is an active one of the caller's company
// (400 otherwise), and the database that it is a company the user belongs to.
import { flagsOf, PERMISSION_FLAGS, type PermissionFlag, unheldFlags } from '../../../src/domain/permissions';
import { forbidden } from '../../errors';
import type { ColumnValues, HookContext } from './resource-hooks';

export const profileRefusedMessage = (nome: string, flags: readonly PermissionFlag[]) =>
  `O perfil ${nome} tem permissões que você não tem (${flags.join(', ')}); só quem as tem pode colocar ou tirar usuários dele.`;

const idsOf = (value: unknown): number[] => (Array.isArray(value) ? [...new Set(value.map(Number))] : []);

/** The profiles of the caller's company the user is in now. */
async function currentProfileIds(ctx: HookContext, userId: number): Promise<number[]> {
  const rows = await ctx.db
    .selectFrom('usuarioPerfil')
    .innerJoin('perfil', 'perfil.id', 'usuarioPerfil.perfilId')
    .select('usuarioPerfil.perfilId')
    .where('usuarioPerfil.usuarioId', '=', userId)
    .where('perfil.empresaId', '=', ctx.auth.empresaId)
    .execute();
  return rows.map((row: { perfilId: number }) => row.perfilId);
}

/**
 * Refuses a write of a user's profiles (`perfis`) that adds or removes a profile holding a flag
 * the caller lacks. `userId` is null on a create, whose user is in no profile yet.
 */
export async function assertMayChangeProfiles(
  ctx: HookContext,
  userId: number | null,
  values: ColumnValues,
): Promise<void> {
  if (!('perfis' in values)) return;
  const wanted = new Set(idsOf(values.perfis));
  const current = new Set(userId === null ? [] : await currentProfileIds(ctx, userId));
  const changed = [...wanted, ...current].filter((id) => wanted.has(id) !== current.has(id));
  if (changed.length === 0) return;
  // Ids outside the caller's company find no row here; the engine's check refuses them (400).
  const profiles = (await ctx.db
    .selectFrom('perfil')
    .select(['id', 'nome', ...PERMISSION_FLAGS])
    .where('id', 'in', changed)
    .where('empresaId', '=', ctx.auth.empresaId)
    .orderBy('nome')
    .execute()) as ({ nome: string } & Record<string, unknown>)[];
  for (const profile of profiles) {
    const unheld = unheldFlags(ctx.auth.principal, flagsOf(profile));
    if (unheld.length > 0) throw forbidden(profileRefusedMessage(profile.nome, unheld));
  }
}
