// Who may change which user. A user register must never be a way up: nobody gives, or takes
// away, a flag they do not hold themselves (their own flags included), and nobody acts on a user
// (password, login, status) who holds powers they lack, or on one of the vendor's own users.
import {
  type FlagValues,
  flagsBeyond,
  isPermissionFlag,
  PERMISSION_FLAGS,
  type PermissionFlags,
  ungrantableChanges,
} from '../../../src/domain/permissions';
import { principalOf } from '../../auth/principal';
import { profileFlagsOf } from '../../auth/profile-flags';
import type { Usuario } from '../../db/schema';
import { forbidden, notFound } from '../../errors';
import type { ColumnValues, HookContext } from './resource-hooks';

export const VENDOR_FLAG_REFUSED = 'Somente a equipe RMS pode conceder ou retirar a permissão adminRms.';
export const VENDOR_USER_REFUSED = 'Somente a equipe RMS pode alterar um usuário RMS.';

const flagList = (flags: readonly string[]) => flags.join(', ');

export const ungrantedMessage = (flags: readonly string[]) =>
  flags.length === 1
    ? `Você não pode conceder ou retirar a permissão ${flags[0]}, que você não tem.`
    : `Você não pode conceder ou retirar as permissões ${flagList(flags)}, que você não tem.`;

export const beyondMessage = (flags: readonly string[]) =>
  `Este usuário tem permissões que você não tem (${flagList(flags)}); só quem as tem pode alterá-lo.`;

const flagsOf = (values: ColumnValues): Partial<PermissionFlags> =>
  Object.fromEntries(
    Object.entries(values).filter(([key, value]) => isPermissionFlag(key) && typeof value === 'boolean'),
  );

/** Refuses a create or update whose flags differ from `before` in a flag the actor lacks. */
export function assertMayGrant(
  ctx: HookContext,
  before: Partial<PermissionFlags> | null,
  values: ColumnValues,
) {
  const refused = ungrantableChanges(ctx.auth.principal, before, flagsOf(values));
  if (refused.length === 0) return;
  // adminRms has its own message: holding it as a customer is not enough.
  if (refused.includes('adminRms')) throw forbidden(VENDOR_FLAG_REFUSED);
  throw forbidden(ungrantedMessage(refused));
}

/** A user as stored, with the flags their profiles give them in the session's company. */
export type StoredUser = Usuario & { profileFlags: FlagValues[] };

/** The user as stored, to compare a change with (the engine has checked it is in scope). */
export async function storedUser(ctx: HookContext, id: number): Promise<StoredUser> {
  const user = (await ctx.db
    .selectFrom('usuario')
    .select(['id', 'tipo', ...PERMISSION_FLAGS])
    .select((eb) => profileFlagsOf(eb, ctx.auth.empresaId).as('profileFlags'))
    .where('id', '=', id)
    .executeTakeFirst()) as StoredUser | undefined;
  if (!user) throw notFound();
  return user;
}

/**
 * Refuses to act on a vendor user unless the actor is one, and on a user holding flags the actor
 * lacks. One's own user is exempt from the second rule: it borrows nothing.
 */
export function assertMayActOn(ctx: HookContext, target: StoredUser) {
  const actor = ctx.auth.principal;
  // Powers a user has through a profile shield them as much as their own.
  const subject = principalOf(target, target.profileFlags);
  if (subject.isRms && !actor.isRms) throw forbidden(VENDOR_USER_REFUSED);
  if (target.id === ctx.auth.userId) return;
  const beyond = flagsBeyond(actor, subject);
  if (beyond.length > 0) throw forbidden(beyondMessage(beyond));
}
