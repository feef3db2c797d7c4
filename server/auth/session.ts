// Whether a token's session is still alive: not revoked (logout), its user active and still at the
// token's session version (no password change, reset or deactivation since), and the token's
// company still one the user may act on. Checked on every request, and again on open hub
// connections, which outlive the request that authenticated them. The caller's principal
// (effective flags: their own plus their profiles') is read with it, never from the token.
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { compiledOnce } from '../db/compiled-once';
import type { Database } from '../db/schema';
import { HttpError, unauthorized } from '../errors';
import type { AuthContext } from './auth-context';
import { accessibleCompanyIds } from './company-access';
import { principalOf } from './principal';
import { usersWithProfileFlags } from './profile-flags';
import type { VerifiedToken } from './tokens';

/** The user of a session, if it is alive (compiled once: it runs on every request). */
const sessionUser = compiledOnce(
  (db: Kysely<Database>, empresaId: number, userId: number, sessionVersion: number, tokenId: string) =>
    usersWithProfileFlags(db, empresaId)
      .where('id', '=', userId)
      .where('ativo', '=', true)
      .where('sessionVersion', '=', sessionVersion)
      .where(({ not, exists, selectFrom }) =>
        not(exists(selectFrom('revokedToken').select('jti').where('jti', '=', tokenId))),
      ),
  4,
);

/**
 * The caller of a verified token whose session is alive; 401 otherwise. The answer is kept in
 * memory while the tables it was read from have not changed (session-cache.ts).
 */
export async function loadSession(app: FastifyInstance, claims: VerifiedToken): Promise<AuthContext> {
  if (claims.expiresAt.getTime() <= Date.now()) throw unauthorized();
  const key = `${claims.tokenId}\u0000${claims.userId}\u0000${claims.empresaId}\u0000${claims.sessionVersion}`;
  return app.sessions.session(key, () => readSession(app, claims));
}

async function readSession(app: FastifyInstance, claims: VerifiedToken): Promise<AuthContext> {
  // One round trip: the user, only while active, at the token's version, and the token not
  // revoked, with the flags of their profiles in the token's company. The principal is built
  // afresh on every request, so a flag taken from a profile (or a user taken out of one, or the
  // profile deactivated) is gone from the very next request, whatever token they hold.
  const [user] = await sessionUser(
    app.db,
    claims.empresaId,
    claims.userId,
    claims.sessionVersion,
    claims.tokenId,
  );
  if (!user) throw unauthorized();
  // A company grant taken away ends the sessions that were using it.
  if (claims.empresaId !== user.empresaId) {
    const allowed = await accessibleCompanyIds(app.db, user.id);
    if (!allowed.includes(claims.empresaId)) throw unauthorized();
  }
  return {
    userId: user.id,
    empresaId: claims.empresaId,
    homeEmpresaId: user.empresaId,
    principal: principalOf(user, user.profileFlags),
    tokenId: claims.tokenId,
    tokenExpiresAt: claims.expiresAt,
    sessionVersion: claims.sessionVersion,
  };
}

/**
 * Checks an earlier caller's session again: its fresh context (permissions may have changed), or
 * undefined once the session has ended. Other failures (the database unreachable) are thrown.
 */
export async function recheckSession(
  app: FastifyInstance,
  auth: AuthContext,
): Promise<AuthContext | undefined> {
  try {
    return await loadSession(app, {
      userId: auth.userId,
      empresaId: auth.empresaId,
      sessionVersion: auth.sessionVersion,
      tokenId: auth.tokenId,
      expiresAt: auth.tokenExpiresAt,
    });
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 401) return undefined;
    throw error;
  }
}
