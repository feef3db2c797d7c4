// Ending sessions everywhere they live: the tokens (through the user's session version or the
// revoked token list) and the hub connections those tokens opened, on every server instance.
import type { FastifyInstance } from 'fastify';
import { raiseSessionVersion } from './session-version';

/**
 * Closes the hub connections of sessions that have already ended: one token's (logout) or all of
 * a user's. Call it after the change that ended them is committed, or a reconnect could still
 * pass. Never rejects.
 */
export async function endedSessions(
  app: FastifyInstance,
  selector: { userId: number; tokenId?: string },
): Promise<void> {
  await app.realtime.endSessions(selector);
}

/**
 * Ends every session of a user at once: tokens issued before now stop working and the user's hub
 * connections close on every server. For a change made outside a transaction (a deactivation, an
 * administrator's password change, once committed). Inside a transaction, call
 * raiseSessionVersion(trx, userId) there and endedSessions(app, { userId }) after the commit.
 */
export async function endUserSessions(app: FastifyInstance, userId: number): Promise<void> {
  await raiseSessionVersion(app.db, userId);
  await endedSessions(app, { userId });
}
