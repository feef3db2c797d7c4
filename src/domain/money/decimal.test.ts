import { describe, expect, it } from 'vitest';
import { issueMessage, type IssueLike } from '../validation/issue-message';
import {
  centsToMoney,
  compareDecimals,
  decimalProblem,
  decimalSchema,
  moneySchema,
  moneyToCents,
  sumDecimals,
} from './decimal';
import { formatMoney } from './format-money';

describe('moneySchema', () => {
  it('takes decimal strings and gives them back in canonical form', () => {
    expect(moneySchema.parse('1234.5')).toBe('1234.50');
    expect(moneySchema.parse(' 7 ')).toBe('7.00');
    expect(moneySchema.parse('0.10')).toBe('0.10');
    expect(moneySchema.parse('9999999999999.99')).toBe('9999999999999.99');
  });

  it('refuses floats, exponents, commas, extra decimals, negatives and overflow with a catalog id', () => {
    const issue = (value: unknown) => {
      const result = moneySchema.safeParse(value);
      return result.success ? null : issueMessage(result.error.issues[0] as unknown as IssueLike, value);
    };
    const notANumber = { id: 'error.validation.decimal.number' };
    expect(issue(12.5)).toEqual(notANumber);
    expect(issue('1e3')).toEqual(notANumber);
    expect(issue('12,50')).toEqual(notANumber);
    expect(issue('1.005')).toEqual({ id: 'error.validation.decimal.places', values: { maximum: 2 } });
    expect(issue('-1.00')).toEqual({ id: 'error.validation.decimal.negative' });
    expect(issue('10000000000000.00')).toEqual({ id: 'error.validation.decimal.tooBig' });
    expect(issue(undefined)).toEqual({ id: 'error.validation.required' });
    expect(decimalProblem('1.5', { scale: 0, precision: 9 })).toEqual({ id: 'error.validation.notInteger' });
  });

  it('allows negative values where the rule does', () => {
    expect(decimalSchema({ scale: 3, precision: 12 }).parse('-0.5')).toBe('-0.500');
  });
});

describe('decimal arithmetic', () => {
  it('sums exactly where floats drift', () => {
    expect(0.1 + 0.2).not.toBe(0.3);
    expect(sumDecimals(['0.10', '0.20'], 2)).toBe('0.30');
    const freights = Array.from({ length: 10_000 }, () => '1234.57');
    expect(sumDecimals(freights, 2)).toBe('12345700.00');
  });

  it('converts to and from whole cents', () => {
    expect(moneyToCents('1234.56')).toBe(123456n);
    expect(moneyToCents('-0.05')).toBe(-5n);
    expect(centsToMoney(123456n)).toBe('1234.56');
    expect(centsToMoney(999999999999999n)).toBe('9999999999999.99');
  });

  it('compares exactly', () => {
    expect(compareDecimals('10.00', '9.99')).toBe(1);
    expect(compareDecimals('0.30', sumDecimals(['0.10', '0.20'], 2))).toBe(0);
  });
});

describe('formatMoney', () => {
  it('shows money in each language, exactly', () => {
    expect(formatMoney('1234.5', 'pt')).toBe('R$\u00a01.234,50');
    expect(formatMoney('9999999999999.99', 'en')).toBe('R$9,999,999,999,999.99');
    expect(formatMoney('0.1', 'ar')).toContain('0.10');
    expect(formatMoney('not a number', 'pt')).toBe('');
  });
});
