// Delivery-client sign-in and the public sign-up (a new company with its administrator).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { loginRequestSchema, loginResponseSchema, signUpRequestSchema } from '../../../src/domain/auth';
import { noFlags } from '../../../src/domain/permissions';
import { hashPassword } from '../../auth/password';
import { signIn, startSession } from '../../auth/sign-in';
import { conflict } from '../../errors';
import { signInRateLimit } from '../envelope';

export const LOGIN_TAKEN = 'Este login já está em uso';

export async function signUpRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/v1/deliveryClient/auth',
    {
      config: signInRateLimit(app),
      schema: {
        tags: ['access'],
        summary: 'Sign in (delivery clients only)',
        body: loginRequestSchema,
        response: { 200: loginResponseSchema },
      },
    },
    (request, reply) => signIn(app, request, request.body, (user) => user.tipo === 'deliveryClient', reply),
  );

  r.post(
    '/usuario/create',
    {
      config: signInRateLimit(app),
      schema: {
        tags: ['access'],
        summary: 'Public sign-up: creates a company and its administrator',
        body: signUpRequestSchema,
        response: { 200: loginResponseSchema },
      },
    },
    async (request) => {
      const body = request.body;
      const taken = await app.db
        .selectFrom('usuario')
        .select('id')
        .where(sql<string>`lower(nome_acesso)`, '=', body.nomeAcesso.toLowerCase())
        .executeTakeFirst();
      if (taken) throw conflict(LOGIN_TAKEN);
      const passwordHash = await hashPassword(body.password);
      const userId = await app.db.transaction().execute(async (trx) => {
        const company = await trx
          .insertInto('empresa')
          .values({
            nome: body.empresaNomeFantasia,
            nomeFantasia: body.empresaNomeFantasia,
            email: body.email,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        const user = await trx
          .insertInto('usuario')
          .values({
            ...noFlags(),
            tracking: true,
            accessCompany: true,
            accessUser: true,
            empresaId: company.id,
            nomeApresentacao: body.nomeApresentacao,
            nomeAcesso: body.nomeAcesso,
            email: body.email,
            passwordHash,
            tipo: 'staff',
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        return user.id;
      });
      const user = await app.db
        .selectFrom('usuario')
        .selectAll()
        .where('id', '=', userId)
        .executeTakeFirstOrThrow();
      return startSession(app, user, user.empresaId);
    },
  );
}
