// Sign-in, sign-out, the session user and the company switch (spec section 3).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  companyChoiceSchema,
  loggedUserSchema,
  loginRequestSchema,
  loginResponseSchema,
} from '../../../src/domain/auth';
import { safeId } from '../../../src/domain/safe-input';
import { accessibleCompanyIds } from '../../auth/company-access';
import { endedSessions } from '../../auth/end-sessions';
import { buildLoggedUser } from '../../auth/logged-user';
import { signIn } from '../../auth/sign-in';
import { startSession } from '../../auth/start-session';
import { refuse } from '../../errors';
import { signInRateLimit, dataEnvelope, okSchema } from '../envelope';

const bearer = [{ bearerAuth: [] }];

export async function accessRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/v1/access/login',
    {
      config: signInRateLimit(app),
      schema: {
        tags: ['access'],
        summary: 'Sign in (staff and RMS users)',
        body: loginRequestSchema,
        response: { 200: loginResponseSchema },
      },
    },
    (request, reply) => signIn(app, request, request.body, (user) => user.tipo !== 'deliveryClient', reply),
  );

  r.post(
    '/v1/access/login/rmsUser',
    {
      config: signInRateLimit(app),
      schema: {
        tags: ['access'],
        summary: 'Sign in (RMS users only)',
        body: loginRequestSchema,
        response: { 200: loginResponseSchema },
      },
    },
    (request, reply) => signIn(app, request, request.body, (user) => user.tipo === 'rms', reply),
  );

  r.post(
    '/v1/access/logout',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['access'],
        summary: 'Revoke the current token and close its hub connections',
        security: bearer,
        response: { 200: okSchema },
      },
    },
    async (request) => {
      await app.db
        .insertInto('revokedToken')
        .values({ jti: request.auth.tokenId, expiresAt: request.auth.tokenExpiresAt })
        .onConflict((oc) => oc.column('jti').doNothing())
        .execute();
      // Expired tokens fail verification anyway, so their revocations can go.
      await app.db.deleteFrom('revokedToken').where('expiresAt', '<', new Date()).execute();
      await endedSessions(app, { userId: request.auth.userId, tokenId: request.auth.tokenId });
      return { isSuccess: true as const };
    },
  );

  r.get(
    '/v1/access/me',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['access'],
        summary: 'The session user for the token company',
        security: bearer,
        response: { 200: dataEnvelope(loggedUserSchema) },
      },
    },
    async (request) => {
      const user = await app.db
        .selectFrom('usuario')
        .selectAll()
        .where('id', '=', request.auth.userId)
        .executeTakeFirstOrThrow();
      return {
        isSuccess: true as const,
        data: await buildLoggedUser(app.db, user, request.auth.empresaId, request.auth.principal),
      };
    },
  );

  r.get(
    '/v1/access/companies',
    {
      preHandler: app.requireRule('switchCompany'),
      schema: {
        tags: ['access'],
        summary: 'Companies the user may switch to',
        security: bearer,
        response: { 200: dataEnvelope(z.array(companyChoiceSchema)) },
      },
    },
    async (request) => {
      const ids = await accessibleCompanyIds(app.db, request.auth.userId);
      const data = await app.db
        .selectFrom('empresa')
        .select(['id', 'nomeFantasia'])
        .where('id', 'in', ids)
        .where('ativo', '=', true)
        .orderBy('nomeFantasia')
        .execute();
      return { isSuccess: true as const, data };
    },
  );

  r.post(
    '/v1/access/switchCompany',
    {
      preHandler: app.requireRule('switchCompany'),
      schema: {
        tags: ['access'],
        summary: 'A new token for another accessible company',
        security: bearer,
        body: z.object({ empresaId: safeId }),
        response: { 200: loginResponseSchema },
      },
    },
    async (request) => {
      const { empresaId } = request.body;
      const ids = await accessibleCompanyIds(app.db, request.auth.userId);
      const company = ids.includes(empresaId)
        ? await app.db
            .selectFrom('empresa')
            .select('id')
            .where('id', '=', empresaId)
            .where('ativo', '=', true)
            .executeTakeFirst()
        : undefined;
      if (!company) throw refuse(403, { id: 'error.noCompanyAccess' });
      const user = await app.db
        .selectFrom('usuario')
        .selectAll()
        .where('id', '=', request.auth.userId)
        .executeTakeFirstOrThrow();
      return startSession(app, user, company.id);
    },
  );

  r.get(
    '/user/isRms',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['access'],
        summary: 'Whether the user is an RMS user',
        security: bearer,
        response: { 200: z.boolean() },
      },
    },
    async (request) => request.auth.principal.isRms,
  );
}
