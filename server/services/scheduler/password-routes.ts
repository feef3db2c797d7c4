// Forgotten password: ask for a reset link, then set a new password with it.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { forgotPasswordRequestSchema, resetPasswordRequestSchema } from '../../../src/domain/auth';
import { DetachedTasks } from '../../auth/detached-tasks';
import { requestPasswordReset, resetPassword } from '../../auth/password-reset';
import { signInRateLimit, okSchema } from '../envelope';

export async function passwordRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // Looking the login up and storing a link cost time only when the login exists, so that work
  // runs after the answer: known and unknown logins answer alike.
  const resetRequests = new DetachedTasks(app.log, 'password reset request failed');
  app.addHook('onClose', () => resetRequests.idle());

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
      const { login } = request.body;
      resetRequests.run(() => requestPasswordReset(app, login));
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
