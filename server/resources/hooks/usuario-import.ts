// Users created from a spreadsheet (importUser). A sheet never carries passwords: they would sit in
// a file passed around by e-mail, typed by someone other than their owner. Each new user instead
// gets an unusable password and an e-mail, through the mail outbox and in the import's own
// transaction, with a single-use link to choose their own (valid for a week: a welcome is read
// later than a reset one asks for). The flags, the login and the rest go through the user
// register's own hooks, so nobody grants by import a flag they could not grant in the form.
import { randomBytes } from 'node:crypto';
import { issuePasswordLink } from '../../auth/password-reset';
import { hashPassword } from '../../auth/password';
import { refuse } from '../../errors';
import { storeMail } from '../../mail/mailer';
import type { ColumnValues, ImportHookContext } from './resource-hooks';

export const INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;
export const INVITATION_SUBJECT = 'Rota: sua conta foi criada';

/**
 * The hash of a random secret nobody keeps: no password matches it, and checking one against it
 * costs what any sign-in costs, so an imported user who has not chosen a password yet looks like
 * any other. One hash per server serves every import (hashing costs tens of milliseconds, times
 * thousands of rows); it reveals nothing, since the secret behind it was never stored.
 */
let unusableHash: Promise<string> | undefined;
const unusablePasswordHash = () => (unusableHash ??= hashPassword(randomBytes(32).toString('base64url')));

export async function beforeImportCreate(
  _ctx: ImportHookContext,
  values: ColumnValues,
): Promise<ColumnValues> {
  if (typeof values.email !== 'string' || values.email === '')
    throw refuse(400, { id: 'error.user.importEmailRequired' });
  return { ...values, password: '', passwordHash: await unusablePasswordHash() };
}

export async function afterImportCreate(ctx: ImportHookContext, user: ColumnValues): Promise<void> {
  const link = await issuePasswordLink(ctx.app, ctx.trx, Number(user.id), INVITATION_TTL_MS);
  await storeMail(ctx.app, ctx.trx, {
    to: String(user.email),
    subject: INVITATION_SUBJECT,
    body:
      `Olá, ${String(user.nomeApresentacao)}.\n\nUma conta foi criada para você no Rota, com o login ` +
      `${String(user.nomeAcesso)}. Para criar a sua senha, abra o link abaixo (válido por 7 dias):\n` +
      `${link}\n\nDepois, entre com o seu login e a senha que você criou.`,
  });
}
