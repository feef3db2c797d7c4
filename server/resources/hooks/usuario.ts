// Users: the password is stored only as an argon2id hash, logins are unique, nobody can lock
// themselves out by deleting or deactivating their own user, and nobody grants a flag they do not
// hold, directly or through a profile, or acts on a user more powerful than themselves
// (usuario-grants.ts, usuario-profiles.ts). A change of the user's profiles needs no session to
// end: every request reads the user's principal afresh (server/auth/session.ts).
import { sql } from 'kysely';
import { endedSessions } from '../../auth/end-sessions';
import { hashPassword } from '../../auth/password';
import { raiseSessionVersion } from '../../auth/session-version';
import { refuse } from '../../errors';
import type { ColumnValues, HookContext, ResourceHooks } from './resource-hooks';
import { assertMayActOn, assertMayGrant, storedUser } from './usuario-grants';
import { assertMayChangeProfiles } from './usuario-profiles';
import { afterImportCreate, beforeImportCreate } from './usuario-import';

async function assertLoginFree(ctx: HookContext, login: unknown, exceptId?: number) {
  let query = ctx.db
    .selectFrom('usuario')
    .select('id')
    .where(sql`lower(nome_acesso)`, '=', String(login).toLowerCase());
  if (exceptId !== undefined) query = query.where('id', '<>', exceptId);
  if (await query.executeTakeFirst()) throw refuse(409, { id: 'error.user.loginTaken' });
}

/** The kind the form may set: staff or a delivery client. A vendor (RMS) user stays one. */
const kindOf = (chosen: unknown, stored?: string) =>
  stored === 'rms' ? 'rms' : chosen === 'deliveryClient' ? 'deliveryClient' : 'staff';

/** Replaces `password` by `passwordHash`; an empty password leaves the stored hash alone. */
async function withPasswordHash({ password, ...values }: ColumnValues): Promise<ColumnValues> {
  if (typeof password !== 'string' || password === '') return values;
  return { ...values, passwordHash: await hashPassword(password) };
}

export const usuarioHooks: ResourceHooks = {
  async beforeCreate(ctx, values) {
    // A new user starts from no flag: every flag it is given is a grant.
    assertMayGrant(ctx, null, values);
    await assertMayChangeProfiles(ctx, null, values);
    // An imported user comes with an unusable hash instead (usuario-import.ts): never from a body,
    // which the input schema keeps to its own fields.
    if (!values.password && typeof values.passwordHash !== 'string')
      throw refuse(400, { id: 'resources.passwordRequired' });
    await assertLoginFree(ctx, values.nomeAcesso);
    // Users created in the register are the company's staff or its delivery clients, never RMS.
    return { ...(await withPasswordHash(values)), tipo: kindOf(values.tipo) };
  },
  async beforeUpdate(ctx, id, values) {
    const before = await storedUser(ctx, id);
    assertMayActOn(ctx, before);
    assertMayGrant(ctx, before, values);
    await assertMayChangeProfiles(ctx, id, values);
    await assertLoginFree(ctx, values.nomeAcesso, id);
    const hashed = { ...(await withPasswordHash(values)), tipo: kindOf(values.tipo, before.tipo) };
    // A new password or another kind (another door, another set of screens) ends every session
    // of the user, in the same transaction.
    if ('passwordHash' in hashed || hashed.tipo !== before.tipo) await raiseSessionVersion(ctx.db, id);
    return hashed;
  },
  async beforeDelete(ctx, id) {
    if (id === ctx.auth.userId) throw refuse(409, { id: 'error.user.cannotDeleteSelf' });
    assertMayActOn(ctx, await storedUser(ctx, id));
  },
  async beforeDeactivate(ctx, id) {
    if (id === ctx.auth.userId) throw refuse(409, { id: 'error.user.cannotDeactivateSelf' });
    assertMayActOn(ctx, await storedUser(ctx, id));
    await raiseSessionVersion(ctx.db, id);
  },
  async beforeActivate(ctx, id) {
    assertMayActOn(ctx, await storedUser(ctx, id));
  },
  // Users from a spreadsheet choose their password through an e-mailed link.
  beforeImportCreate,
  afterImportCreate,
  // Sessions a write ended (a new password, a deactivation, a deletion) lose their hub
  // connections at once, on every server, once the change is committed.
  async afterCommit(app, { id, after, values }) {
    const ended =
      after === null || after.ativo === false || (values !== undefined && 'passwordHash' in values);
    if (ended) await endedSessions(app, { userId: id });
  },
};
