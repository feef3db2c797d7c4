// Password reset by e-mailed link: only a sha256 of the random token is stored; it expires in one
// hour and works once. Using one spends every other link of the user too, and ends the user's
// sessions (tokens and open hub connections) issued before the new password.
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema';
import { refuse } from '../errors';
import { sendMail } from '../mail/mailer';
import { endedSessions } from './end-sessions';
import { hashPassword } from './password';
import { raiseSessionVersion } from './session-version';

const RESET_TTL_MS = 60 * 60 * 1000;

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

export const resetLinkBase = (app: FastifyInstance) =>
  (app.config.publicUrl ?? `http://localhost:${app.config.port}`).replace(/\/+$/, '');

/**
 * A new single-use link that sets the user's password, valid for `ttlMs`; only the token's hash is
 * stored. Written with `db`, so a caller's transaction keeps it with the change that needs it.
 */
export async function issuePasswordLink(
  app: FastifyInstance,
  db: Kysely<Database>,
  userId: number,
  ttlMs = RESET_TTL_MS,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db
    .insertInto('passwordResetToken')
    .values({ usuarioId: userId, tokenHash: sha256(token), expiresAt: new Date(Date.now() + ttlMs) })
    .execute();
  return `${resetLinkBase(app)}/user/passwordReset/${userId}?token=${encodeURIComponent(token)}`;
}

/** Sends a reset link to every account matching the login or e-mail; silent when none does. */
export async function requestPasswordReset(app: FastifyInstance, loginOrEmail: string): Promise<void> {
  const wanted = loginOrEmail.trim().toLowerCase();
  const users = await app.db
    .selectFrom('usuario')
    .select(['id', 'email', 'nomeApresentacao'])
    .where('ativo', '=', true)
    .where((eb) =>
      eb.or([eb(sql<string>`lower(nome_acesso)`, '=', wanted), eb(sql<string>`lower(email)`, '=', wanted)]),
    )
    .limit(5)
    .execute();
  for (const user of users) {
    if (!user.email) {
      app.log.warn({ userId: user.id }, 'password reset asked for a user without e-mail');
      continue;
    }
    const link = await issuePasswordLink(app, app.db, user.id);
    await sendMail(app, {
      to: user.email,
      subject: 'Rota: redefinição de senha',
      body:
        `Olá, ${user.nomeApresentacao}.\n\nPara criar uma nova senha, abra o link abaixo (válido por 1 hora):\n` +
        `${link}\n\nSe você não pediu a redefinição, ignore esta mensagem.`,
    });
  }
}

/** Sets the new password if the token is valid; the token is spent in the same statement. */
export async function resetPassword(
  app: FastifyInstance,
  userId: number,
  token: string,
  password: string,
): Promise<void> {
  const passwordHash = await hashPassword(password);
  await app.db.transaction().execute(async (trx) => {
    const spent = await trx
      .updateTable('passwordResetToken')
      .set({ usedAt: new Date() })
      .where('usuarioId', '=', userId)
      .where('tokenHash', '=', sha256(token))
      .where('usedAt', 'is', null)
      .where('expiresAt', '>', new Date())
      .returning('id')
      .executeTakeFirst();
    if (!spent) throw refuse(400, { id: 'error.invalidResetLink' });
    // An older link may sit in a mailbox someone else can read: none outlives the one used.
    await trx
      .updateTable('passwordResetToken')
      .set({ usedAt: new Date() })
      .where('usuarioId', '=', userId)
      .where('usedAt', 'is', null)
      .execute();
    await trx.updateTable('usuario').set({ passwordHash }).where('id', '=', userId).execute();
    await raiseSessionVersion(trx, userId);
  });
  await endedSessions(app, { userId });
}
