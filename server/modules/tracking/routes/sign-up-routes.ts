// Delivery-client sign-in and the public sign-up (a new company with its administrator).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { loginRequestSchema, loginResponseSchema } from '../../../../src/domain/auth';
import { noFlags } from '../../../../src/domain/permissions';
import { signUpInput } from '../../../../src/domain/resources/usuario-fields';
import { lockedForSeconds } from '../../../auth/login-limiter';
import { hashPassword } from '../../../auth/password';
import { signIn } from '../../../auth/sign-in';
import { startSession } from '../../../auth/start-session';
import { HttpError, refuse } from '../../../errors';
import { signInRateLimit } from '../../../services/envelope';

/**
 * A login that is taken. The person signing up has to learn to pick another, so the answer cannot
 * hide it entirely; it names no account, takes as long as a sign-up that goes through, and each
 * address gets LOGIN_MAX_FAILURES of them per quarter hour, so logins cannot be listed this way.
 */
/** A login taken (or refused): the same answer either way, so logins cannot be probed. */
export const signUpRefused = () => refuse(409, { id: 'error.signUpLoginRefused' });

/** The count of refused sign-ups from one address. A login is trimmed, so no login key starts with a space. */
const signUpClashKey = (ip: string) => ` sign-up|${ip}`;

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
        body: signUpInput,
        response: { 200: loginResponseSchema },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const clashKey = signUpClashKey(request.ip);
      const locked = await lockedForSeconds(app.db, clashKey, app.config.loginMaxFailures);
      if (locked > 0) {
        reply.header('retry-after', String(locked));
        throw refuse(429, { id: 'error.tooManyAttempts' });
      }
      // Hashed before anything is looked up, so a taken login answers as slowly as a free one.
      const passwordHash = await hashPassword(body.password);
      const userId = await app.db
        .transaction()
        .execute(async (trx) => {
          const taken = await trx
            .selectFrom('usuario')
            .select('id')
            .where(sql<string>`lower(nome_acesso)`, '=', body.nomeAcesso.toLowerCase())
            .executeTakeFirst();
          if (taken) throw signUpRefused();
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
              // The company's administrator: it sets its deadlines and mappings and grants these
              // flags to its staff, to each user or through profiles. Never adminRms: vendor status
              // is the vendor's to give.
              administrator: true,
              tracking: true,
              accessCompany: true,
              accessUser: true,
              accessProfile: true,
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
        })
        .catch(async (error: unknown) => {
          // The login is taken; or two sign-ups raced for it and the unique index answered.
          if ((error instanceof HttpError && error.statusCode === 409) || isUniqueViolation(error)) {
            await app.db.insertInto('loginFailure').values({ key: clashKey }).execute();
            throw signUpRefused();
          }
          throw error;
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

const isUniqueViolation = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';
