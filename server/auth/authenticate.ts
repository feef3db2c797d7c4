// Decorates app.authenticate and app.requireRule: verify the bearer token of the Authorization
// header, refuse ended sessions (session.ts), set request.auth. A token in the query string is
// accepted only by the hub upgrade (server/realtime/upgrade.ts), where browsers cannot send the
// header; on plain HTTP requests it is never read and is kept out of the log (query-credentials.ts).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { can, type Rule } from '../../src/domain/permissions';
import { forbidden, unauthorized } from '../errors';
import type { AuthContext } from './auth-context';
import { redactQueryCredentials } from './query-credentials';
import { loadSession } from './session';
import { verifyToken } from './tokens';

/** The token of an `Authorization: Bearer <token>` header value. */
export const bearerOfHeader = (header: string | undefined): string | undefined =>
  /^Bearer\s+(\S+)$/i.exec(header ?? '')?.[1];

export async function resolveAuth(app: FastifyInstance, token: string | undefined): Promise<AuthContext> {
  if (!token) throw unauthorized();
  const claims = await verifyToken(app.config, token);
  if (!claims) throw unauthorized();
  return loadSession(app, claims);
}

export const authenticationPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorateRequest('auth', null as unknown as AuthContext);
    const authenticate = async (request: FastifyRequest) =>
      resolveAuth(app, bearerOfHeader(request.headers.authorization));
    app.decorate('authenticate', async (request: FastifyRequest) => {
      request.auth = await authenticate(request);
    });
    app.decorate('requireRule', (rule: Rule) => async (request: FastifyRequest) => {
      request.auth = await authenticate(request);
      if (!can(request.auth.principal, rule)) throw forbidden();
    });
    // Runs before Fastify routes or logs the request (its own listener comes after this one).
    app.server.prependListener('request', redactQueryCredentials);
    app.addHook('onClose', async () => {
      app.server.off('request', redactQueryCredentials);
    });
  },
  { name: 'rota-authentication' },
);
