// What any text, day or id a client sends must be before it reaches the database. PostgreSQL
// refuses a NUL character in text, stores only years 4713 BC..294276 AD (and the product means
// neither), and an `integer` column holds 32 bits: each of those, unchecked, is a server error
// instead of a clear answer. Shared by the server's boundary check (every request) and by the
// zod schemas of both sides. Pure: no I/O.
import { z } from 'zod';
import {
  DAY_FORMAT,
  DAY_RANGE_MESSAGE,
  INVALID_DAY_MESSAGE,
  isAcceptedDay,
  isCalendarDay,
} from './calendar-day';
import { INTEGER_LIMIT } from './constants';

export { DAY_MAX, DAY_MIN, DAY_RANGE_MESSAGE, INVALID_DAY_MESSAGE } from './calendar-day';

/** Longest text anywhere in a request unless its schema says less: well above any real field. */
export const TEXT_MAX_CHARS = 100_000;

// Catalog ids: the server answers them in the request's language, the SPA's forms in the user's.
export const INVALID_TEXT_MESSAGE = 'error.validation.invalidCharacter';
export const INVALID_ID_MESSAGE = 'error.validation.invalidId';
const TOO_LONG_MESSAGE = 'error.validation.tooLong';

/** Why a text cannot be accepted, as a catalog message. */
export interface TextProblem {
  id: typeof INVALID_TEXT_MESSAGE | typeof TOO_LONG_MESSAGE;
  values?: { maximum: number };
}

const NUL = '\u0000';
// A high surrogate not followed by a low one, or a low one not preceded by a high one: such a
// string has no UTF-8 form, so it cannot be stored or compared as sent.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Why a text cannot be accepted as sent, or undefined when it can. */
export const textProblem = (text: string, maxChars = TEXT_MAX_CHARS): TextProblem | undefined => {
  if (text.length > maxChars) return { id: TOO_LONG_MESSAGE, values: { maximum: maxChars } };
  if (text.includes(NUL) || LONE_SURROGATE.test(text)) return { id: INVALID_TEXT_MESSAGE };
  return undefined;
};

/** A text without NUL or lone surrogates, at most `maxChars` long. */
export const safeText = (maxChars = TEXT_MAX_CHARS) =>
  z
    .string()
    .max(maxChars, TOO_LONG_MESSAGE)
    .refine((text) => textProblem(text, maxChars) === undefined, INVALID_TEXT_MESSAGE);

/** A yyyy-mm-dd calendar day between DAY_MIN and DAY_MAX (strings of that form sort as days). */
// Each check passes what an earlier one refused, so a bad day gets one message. (Aborting checks
// would hide the message inside the unions that allow an empty filter.)
export const safeDay = z
  .string()
  .regex(DAY_FORMAT, INVALID_DAY_MESSAGE)
  .refine((day) => !DAY_FORMAT.test(day) || isCalendarDay(day), INVALID_DAY_MESSAGE)
  .refine((day) => !isCalendarDay(day) || isAcceptedDay(day), DAY_RANGE_MESSAGE);

/** An instant within the accepted days, for date-time fields. */
export const safeInstant = z.coerce
  .date({ error: INVALID_DAY_MESSAGE })
  .refine((date) => isAcceptedDay(date.toISOString().slice(0, 10)), DAY_RANGE_MESSAGE);

/** A row id as a path or query value: a whole number that fits PostgreSQL's `integer`. */
export const safeId = z.coerce
  .number({ error: INVALID_ID_MESSAGE })
  .int(INVALID_ID_MESSAGE)
  .min(1, INVALID_ID_MESSAGE)
  .max(INTEGER_LIMIT, INVALID_ID_MESSAGE);

export interface UnsafeText {
  /** Where the text is: 'body.itens.0.nome' (cut short: keys are the client's own text). */
  path: string;
  problem: TextProblem;
}

/**
 * The first string (value or object key) anywhere in a parsed request part that cannot be
 * accepted. Walks with its own stack, so a deeply nested body cannot overflow the call stack.
 */
export function findUnsafeText(
  root: unknown,
  rootPath: string,
  maxChars = TEXT_MAX_CHARS,
): UnsafeText | undefined {
  const pending: [unknown, string][] = [[root, rootPath]];
  while (pending.length > 0) {
    const [value, path] = pending.pop() as [unknown, string];
    if (typeof value === 'string') {
      const problem = textProblem(value, maxChars);
      if (problem) return { path: path.slice(0, 200), problem };
    } else if (Array.isArray(value)) {
      value.forEach((item, index) => pending.push([item, `${path}.${index}`]));
    } else if (typeof value === 'object' && value !== null && !ArrayBuffer.isView(value)) {
      for (const [key, item] of Object.entries(value)) {
        const problem = textProblem(key, maxChars);
        if (problem) return { path: path.slice(0, 200), problem };
        pending.push([item, `${path}.${key}`]);
      }
    }
  }
  return undefined;
}
