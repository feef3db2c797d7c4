// One refusal of a schema as a catalog message, the same on the server (its 400 answers) and in
// the SPA (the form's field errors), so both read in the user's language:
// - zod's own messages are chosen by the issue's code (required, too short, not an e-mail...);
// - a schema may give a catalog id as its message ('rotaPrazo.error.prazoDias');
// - any other text a schema wrote stays as written.
import { z } from 'zod';

export interface IssueMessage {
  id: string;
  values?: Readonly<Record<string, string | number>>;
}

/** What the message needs of a zod issue: its code, message and the limits it names. */
export interface IssueLike {
  code: string;
  message: string;
  [param: string]: unknown;
}

// A catalog id: words joined by dots, no spaces ('error.validation.required').
const CATALOG_ID = /^[a-zA-Z][\w-]*(\.[\w-]+)+$/;

// zod's own message for an issue in its configured language (the server sets Portuguese; zod
// falls back to English), to tell it from a message a schema wrote itself.
const zodMessage = (issue: IssueLike, input: unknown): string | undefined => {
  const localeError = z.config().localeError ?? z.locales.en().localeError;
  const made = localeError({ ...issue, input } as never);
  return typeof made === 'string' ? made : made?.message;
};

const limit = (value: unknown): number => Number(value);

/** The issue's message; `input` is the value refused (undefined for a missing field). */
export function issueMessage(issue: IssueLike, input: unknown): IssueMessage {
  const limits = { minimum: limit(issue.minimum), maximum: limit(issue.maximum) };
  if (CATALOG_ID.test(issue.message)) {
    const named = Object.entries(limits).filter(([, value]) => Number.isFinite(value));
    return named.length ? { id: issue.message, values: Object.fromEntries(named) } : { id: issue.message };
  }
  if (zodMessage(issue, input) !== issue.message)
    return { id: 'error.validation.text', values: { text: issue.message } };
  const { origin } = issue;
  const many = origin === 'array' || origin === 'set';
  switch (issue.code) {
    case 'invalid_type':
      if (input === undefined || input === null) return { id: 'error.validation.required' };
      return {
        id: issue.expected === 'int' ? 'error.validation.notInteger' : 'error.validation.invalidType',
      };
    case 'too_small':
      if (origin === 'string')
        return limits.minimum <= 1
          ? { id: 'error.validation.required' }
          : { id: 'error.validation.tooShort', values: { minimum: limits.minimum } };
      if (many) return { id: 'error.validation.tooFewItems', values: { minimum: limits.minimum } };
      return { id: 'error.validation.tooSmall', values: { minimum: String(issue.minimum) } };
    case 'too_big':
      if (origin === 'string') return { id: 'error.validation.tooLong', values: { maximum: limits.maximum } };
      if (many) return { id: 'error.validation.tooManyItems', values: { maximum: limits.maximum } };
      return { id: 'error.validation.tooBig', values: { maximum: String(issue.maximum) } };
    case 'invalid_format':
      return {
        id: issue.format === 'email' ? 'error.validation.invalidEmail' : 'error.validation.invalidFormat',
      };
    case 'invalid_value':
      return { id: 'error.validation.invalidOption' };
    case 'unrecognized_keys':
      return { id: 'error.validation.unknownField', values: { keys: String(issue.keys ?? '') } };
    default:
      return { id: 'error.validation.invalidValue' };
  }
}
