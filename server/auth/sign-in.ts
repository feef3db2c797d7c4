// Checks a login and password for one sign-in door (staff, RMS or delivery client). Every refusal
// looks the same (status, text and time), so nobody can learn which logins exist.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import type { LoginRequest, LoginResponse } from '../../src/domain/auth';
import type { Usuario } from '../db/schema';
import { HttpError, unauthorized } from '../errors';
import { buildLoggedUser } from './logged-user';
import { clearFailures, failureKey, isLockedOut, recordFailure } from './login-limiter';
import { burnVerification, verifyPassword } from './password';
import { issueToken } from './tokens';

export const INVALID_CREDENTIALS = 'Login ou senha inválidos';
export const TOO_MANY_ATTEMPTS = 'Muitas tentativas. Tente novamente em alguns minutos.';

/** Issues a token and the session user for a company the user may act on. */
export async function startSession(
  app: FastifyInstance,
  user: Usuario,
  empresaId: number,
): Promise<LoginResponse> {
  const { token } = await issueToken(app.config, user.id, empresaId);
  return { isSuccess: true, token, user: await buildLoggedUser(app.db, user, empresaId) };
}

export async function signIn(
  app: FastifyInstance,
  request: FastifyRequest,
  credentials: LoginRequest,
  mayUseThisDoor: (user: Usuario) => boolean,
): Promise<LoginResponse> {
  const key = failureKey(credentials.login, request.ip);
  if (await isLockedOut(app.db, key, app.config.loginMaxFailures)) {
    throw new HttpError(429, [TOO_MANY_ATTEMPTS]);
  }
  const user = await app.db
    .selectFrom('usuario')
    .selectAll()
    .where(sql<string>`lower(nome_acesso)`, '=', credentials.login.trim().toLowerCase())
    .executeTakeFirst();
  let accepted = false;
  if (user) {
    accepted = (await verifyPassword(user.passwordHash, credentials.password)) && user.ativo;
    accepted &&= mayUseThisDoor(user);
  } else {
    await burnVerification(credentials.password);
  }
  if (!user || !accepted) {
    await recordFailure(app.db, key);
    request.log.info({ login: credentials.login }, 'sign-in refused');
    throw unauthorized(INVALID_CREDENTIALS);
  }
  await clearFailures(app.db, key);
  return startSession(app, user, user.empresaId);
}
