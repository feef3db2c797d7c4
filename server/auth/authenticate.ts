// Decorates app.authenticate and app.requireRule: verify the bearer token (or the access_token
// query of a WebSocket upgrade), refuse revoked tokens and inactive users, set request.auth.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { can, type Rule } from '../../src/domain/permissions';
import { forbidden, unauthorized } from '../errors';
import type { AuthContext } from './auth-context';
import { accessibleCompanyIds } from './company-access';
import { principalOf } from './principal';
import { verifyToken } from './tokens';

const bearerToken = (request: FastifyRequest): string | undefined => {
  const header = request.headers.authorization;
  if (header) {
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    return match?.[1];
  }
  const query = request.query as Record<string, unknown> | undefined;
  const fromQuery = query?.access_token;
  return typeof fromQuery === 'string' && fromQuery !== '' ? fromQuery : undefined;
};

export async function resolveAuth(app: FastifyInstance, token: string | undefined): Promise<AuthContext> {
  if (!token) throw unauthorized();
  const claims = await verifyToken(app.config, token);
  if (!claims) throw unauthorized();
  const revoked = await app.db
    .selectFrom('revokedToken')
    .select('jti')
    .where('jti', '=', claims.tokenId)
    .executeTakeFirst();
  if (revoked) throw unauthorized();
  const user = await app.db
    .selectFrom('usuario')
    .selectAll()
    .where('id', '=', claims.userId)
    .where('ativo', '=', true)
    .executeTakeFirst();
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
    principal: principalOf(user),
    tokenId: claims.tokenId,
    tokenExpiresAt: claims.expiresAt,
  };
}

export const authenticationPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorateRequest('auth', null as unknown as AuthContext);
    app.decorate('authenticate', async (request: FastifyRequest) => {
      request.auth = await resolveAuth(app, bearerToken(request));
    });
    app.decorate('requireRule', (rule: Rule) => async (request: FastifyRequest) => {
      request.auth = await resolveAuth(app, bearerToken(request));
      if (!can(request.auth.principal, rule)) throw forbidden();
    });
  },
  { name: 'rota-authentication' },
);
