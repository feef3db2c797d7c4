// Exact decimals end to end. PostgreSQL `numeric` columns arrive from `pg` as strings, and money
// stays a string in canonical form ('1234.50': an optional '-', digits, a '.', exactly `scale`
// decimals) through zod, the API and the SPA. Arithmetic goes through big.js, never a JS float,
// so R$ 0,10 + R$ 0,20 is R$ 0,30 and a sum of thousands of freights is to the cent.
import Big from 'big.js';
import { z } from 'zod';

/** A decimal in canonical form, e.g. '1234.50' for scale 2. */
export type DecimalString = string;

const PLAIN_DECIMAL = /^(-?)(\d+)(?:\.(\d+))?$/;

export interface DecimalRule {
  /** Digits after the point: 2 for money, 3 for weights. */
  scale: number;
  /** Total digits, as the column's numeric(precision, scale). */
  precision: number;
  /** Refuse values below zero (freights, prices). */
  nonNegative?: boolean;
}

/** Money as the spec's forms take it: reais with centavos, up to 13 digits of reais. */
export const MONEY: DecimalRule = { scale: 2, precision: 15, nonNegative: true };

// Catalog ids (lang/*.json): the server answers them in the request's language, the SPA's forms
// in the user's (src/domain/validation/issue-message.ts).
export const DECIMAL_MESSAGES = {
  number: 'error.validation.decimal.number',
  integer: 'error.validation.notInteger',
  places: 'error.validation.decimal.places',
  tooBig: 'error.validation.decimal.tooBig',
  negative: 'error.validation.decimal.negative',
} as const;

/** Why a text is not a decimal of a rule: a catalog id and the values its text takes. */
export interface DecimalProblem {
  id: (typeof DECIMAL_MESSAGES)[keyof typeof DECIMAL_MESSAGES];
  values?: { maximum: number };
}

/** Why `text` is not a decimal of `rule`, or null when it is one. */
export function decimalProblem(text: string, rule: DecimalRule): DecimalProblem | null {
  const match = PLAIN_DECIMAL.exec(text.trim());
  if (!match) return { id: DECIMAL_MESSAGES.number };
  const [, sign, whole = '', fraction = ''] = match;
  if (fraction.length > rule.scale) {
    return rule.scale === 0
      ? { id: DECIMAL_MESSAGES.integer }
      : { id: DECIMAL_MESSAGES.places, values: { maximum: rule.scale } };
  }
  if (whole.replace(/^0+(?=\d)/, '').length > rule.precision - rule.scale)
    return { id: DECIMAL_MESSAGES.tooBig };
  if (rule.nonNegative && sign === '-' && /[1-9]/.test(whole + fraction))
    return { id: DECIMAL_MESSAGES.negative };
  return null;
}

/** `text` (already valid for `rule`) in canonical form: '-0' → '0.00', '7.5' → '7.50'. */
export function canonicalDecimal(text: string, rule: Pick<DecimalRule, 'scale'>): DecimalString {
  return new Big(text.trim()).toFixed(rule.scale);
}

/**
 * A zod schema for a decimal of `rule`: takes a string (a number would already have lost digits
 * on the way, so it is refused) and gives it back in canonical form.
 */
export const decimalSchema = (rule: DecimalRule) =>
  z
    .string({
      // A missing value keeps zod's own message, which reads as "required".
      error: (issue) =>
        issue.input === undefined || issue.input === null ? undefined : DECIMAL_MESSAGES.number,
    })
    .superRefine((text, ctx) => {
      const problem = decimalProblem(text, rule);
      // The id as the message, its values beside it (issueMessage reads `maximum` of the issue).
      if (problem) ctx.addIssue({ code: 'custom', message: problem.id, ...problem.values });
    })
    .transform((text) => canonicalDecimal(text, rule));

export const moneySchema = decimalSchema(MONEY);

/** Exact sum, in canonical form of `scale`. */
export function sumDecimals(values: readonly DecimalString[], scale: number): DecimalString {
  return values.reduce((total, value) => total.plus(value), new Big(0)).toFixed(scale);
}

/** Whole cents of a money value: '1234.56' → 123456n. */
export function moneyToCents(value: DecimalString): bigint {
  return BigInt(new Big(value).times(100).round(0, Big.roundHalfUp).toFixed(0));
}

/** Money from whole cents: 123456n → '1234.56'. */
export function centsToMoney(cents: bigint): DecimalString {
  return new Big(cents.toString()).div(100).toFixed(2);
}

/** -1, 0 or 1, comparing exactly. */
export function compareDecimals(a: DecimalString, b: DecimalString): -1 | 0 | 1 {
  return new Big(a).cmp(b);
}
