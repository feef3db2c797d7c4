// Forgotten password: ask for a reset link, then set a new password with it.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { forgotPasswordRequestSchema, resetPasswordRequestSchema } from '../../../src/domain/auth';
import { requestPasswordReset, resetPassword } from '../../auth/password-reset';
import { signInRateLimit, okSchema } from '../envelope';

export async function passwordRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/v1/changePassword/EmailSend',
    {
      config: signInRateLimit(app),
      schema: {
        tags: ['password'],
        summary: 'E-mail a password reset link (answers the same whether the account exists or not)',
        body: forgotPasswordRequestSchema,
        response: { 200: okSchema },
      },
    },
    async (request) => {
      await requestPasswordReset(app, request.body.login);
      return { isSuccess: true as const };
    },
  );

  r.post(
    '/v1/user/password/forgot',
    {
      config: signInRateLimit(app),
      schema: {
        tags: ['password'],
        summary: 'Set a new password with the e-mailed token',
        body: resetPasswordRequestSchema,
        response: { 200: okSchema },
      },
    },
    async (request) => {
      const { userId, token, password } = request.body;
      await resetPassword(app, userId, token, password);
      return { isSuccess: true as const };
    },
  );
}
