// Checks a login and password for one sign-in door (staff, RMS or delivery client). Every refusal
// looks the same (status, text and time), so nobody can learn which logins exist.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import type { LoginRequest, LoginResponse } from '../../src/domain/auth';
import type { Usuario } from '../db/schema';
import { type HttpError, refuse } from '../errors';
import { messageText, type ServerMessage } from '../messages';
import { backoffSeconds, clearFailures, failureKey, lockedForSeconds, recordFailure } from './login-limiter';
import { burnVerification, verifyPassword } from './password';
import { startSession } from './start-session';

const INVALID_CREDENTIALS: ServerMessage = { id: 'error.invalidCredentials' };
const LOCKED: ServerMessage = { id: 'error.tooManyAttempts' };
const waitSeconds = (seconds: number): ServerMessage => ({ id: 'error.loginWait', values: { seconds } });

/** The Portuguese texts of the refusals (for tests and clients that read `errors`). */
export const TOO_MANY_ATTEMPTS = messageText(LOCKED);
export const waitMessage = (seconds: number) => messageText(waitSeconds(seconds));

/** A 429 that tells the client when to come back (Retry-After), when the route passes its reply. */
function tooManyAttempts(
  reply: FastifyReply | undefined,
  seconds: number,
  message: ServerMessage,
): HttpError {
  reply?.header('retry-after', String(seconds));
  return refuse(429, message);
}

export async function signIn(
  app: FastifyInstance,
  request: FastifyRequest,
  credentials: LoginRequest,
  mayUseThisDoor: (user: Usuario) => boolean,
  reply?: FastifyReply,
): Promise<LoginResponse> {
  const { login } = credentials;
  const max = app.config.loginMaxFailures;
  // Both checks come before the password is looked at: a right password is refused alike, so a
  // refusal tells nothing about it.
  const locked = await lockedForSeconds(app.db, failureKey(login, request.ip), max);
  if (locked > 0) throw tooManyAttempts(reply, locked, LOCKED);
  const wait = await backoffSeconds(app.db, login, max);
  if (wait > 0) throw tooManyAttempts(reply, wait, waitSeconds(wait));
  const user = await app.db
    .selectFrom('usuario')
    .selectAll()
    .where(sql<string>`lower(nome_acesso)`, '=', login.trim().toLowerCase())
    .executeTakeFirst();
  let accepted = false;
  if (user) {
    accepted = (await verifyPassword(user.passwordHash, credentials.password)) && user.ativo;
    accepted &&= mayUseThisDoor(user);
  } else {
    await burnVerification(credentials.password);
  }
  if (!user || !accepted) {
    await recordFailure(app.db, login, request.ip);
    request.log.info({ login }, 'sign-in refused');
    throw refuse(401, INVALID_CREDENTIALS);
  }
  await clearFailures(app.db, login, request.ip);
  return startSession(app, user, user.empresaId);
}
