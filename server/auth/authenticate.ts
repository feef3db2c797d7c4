// Decorates app.authenticate and app.requireRule: verify the bearer token (or the access_token
// query of a WebSocket upgrade), refuse ended sessions (session.ts), set request.auth.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { can, type Rule } from '../../src/domain/permissions';
import { forbidden, unauthorized } from '../errors';
import type { AuthContext } from './auth-context';
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
    const authenticate = async (request: FastifyRequest) => {
      const query = request.query as Record<string, unknown> | undefined;
      const fromQuery = typeof query?.access_token === 'string' ? query.access_token : undefined;
      return resolveAuth(app, bearerOfHeader(request.headers.authorization) ?? (fromQuery || undefined));
    };
    app.decorate('authenticate', async (request: FastifyRequest) => {
      request.auth = await authenticate(request);
    });
    app.decorate('requireRule', (rule: Rule) => async (request: FastifyRequest) => {
      request.auth = await authenticate(request);
      if (!can(request.auth.principal, rule)) throw forbidden();
    });
  },
  { name: 'rota-authentication' },
);
