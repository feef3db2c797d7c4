// What every authenticated request knows about its caller. The company comes from the verified
// token, never from the request body or query.
import type { preHandlerAsyncHookHandler } from 'fastify';
import type { Kysely } from 'kysely';
import type { Principal, Rule } from '../../src/domain/permissions';
import type { Config } from '../config';
import type { Database } from '../db/schema';
import type { SessionCache } from './session-cache';

export interface AuthContext {
  userId: number;
  /** The company the token is for (after a company switch, the switched-to company). */
  empresaId: number;
  /** The company the user belongs to. */
  homeEmpresaId: number;
  principal: Principal;
  /** The token's jti, used to revoke it on logout. */
  tokenId: string;
  tokenExpiresAt: Date;
  /** The user's session version the token was issued with (see session-version.ts). */
  sessionVersion: number;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext;
  }
  interface FastifyInstance {
    db: Kysely<Database>;
    config: Config;
    /** The sessions checked lately, while the tables they were read from have not changed. */
    sessions: SessionCache;
    /** preHandler: verifies the bearer token and sets request.auth, else 401. */
    authenticate: preHandlerAsyncHookHandler;
    /** preHandler factory: authenticate, then 403 unless the derived rule allows it. */
    requireRule: (rule: Rule) => preHandlerAsyncHookHandler;
  }
}
