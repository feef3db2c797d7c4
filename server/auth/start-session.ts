// A new session for a user in a company they may act on: the token, stamped with the user's
// current session version, and the session user the SPA keeps.
import type { FastifyInstance } from 'fastify';
import type { LoginResponse } from '../../src/domain/auth';
import type { Usuario } from '../db/schema';
import { buildLoggedUser } from './logged-user';
import { issueToken } from './tokens';

export async function startSession(
  app: FastifyInstance,
  user: Usuario,
  empresaId: number,
): Promise<LoginResponse> {
  const { token } = await issueToken(app.config, user.id, empresaId, user.sessionVersion);
  return { isSuccess: true, token, user: await buildLoggedUser(app.db, user, empresaId) };
}
