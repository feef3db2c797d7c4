// The rules of a user's fields, shared by the user register and the public sign-up (whose new
// user is the first of its company), so both accept exactly the same logins and names.
import { z } from 'zod';

export const LOGIN_MIN = 3;
export const LOGIN_MAX = 60;
/**
 * Letters, digits and . _ @ - only: a login is typed at every sign-in, shown in lists and logs,
 * and compared without case, so no spaces, line breaks, markup or look-alike characters.
 */
export const LOGIN_ALPHABET = /^[A-Za-z0-9._@-]+$/;
export const NAME_MAX = 120;
export const EMAIL_MAX = 254;
/** argon2 hashes the whole password: a cap keeps a request from costing seconds of CPU. */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 200;

export const loginName = z
  .string()
  .trim()
  .min(LOGIN_MIN, 'resource.usuario.error.loginTooShort')
  .max(LOGIN_MAX, 'resource.usuario.error.loginTooLong')
  .regex(LOGIN_ALPHABET, 'resource.usuario.error.loginAlphabet');

/** A person's or a company's name: one line of printable text. */
const oneLine = (required: string) =>
  z
    .string()
    .trim()
    .min(1, required)
    .max(NAME_MAX, 'error.validation.tooLong')
    // Control characters (line breaks included) have no place in a name shown on one line.
    // eslint-disable-next-line no-control-regex
    .regex(/^[^\u0000-\u001f\u007f<>]*$/, 'resource.usuario.error.oneLine');

export const displayName = oneLine('resource.usuario.error.nameRequired');
export const companyName = oneLine('resource.usuario.error.companyNameRequired');

export const emailAddress = z
  .email('error.validation.invalidEmail')
  .max(EMAIL_MAX, 'resource.usuario.error.emailTooLong');

export const newPassword = z
  .string()
  .min(PASSWORD_MIN, 'resource.usuario.error.passwordTooShort')
  .max(PASSWORD_MAX, 'resource.usuario.error.passwordTooLong');

/** The public sign-up: a new company and its first user. */
export const signUpInput = z.object({
  nomeApresentacao: displayName,
  nomeAcesso: loginName,
  email: emailAddress,
  password: newPassword,
  empresaNomeFantasia: companyName,
});
export type SignUpFields = z.infer<typeof signUpInput>;
