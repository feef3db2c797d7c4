import { describe, expect, it } from 'vitest';
import {
  centsToMoney,
  compareDecimals,
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

  it('refuses floats, exponents, commas, extra decimals, negatives and overflow with a message', () => {
    const message = (value: unknown) => {
      const result = moneySchema.safeParse(value);
      return result.success ? null : result.error.issues[0]?.message;
    };
    expect(message(12.5)).toBe('Informe um número, como 1234.56');
    expect(message('1e3')).toBe('Informe um número, como 1234.56');
    expect(message('12,50')).toBe('Informe um número, como 1234.56');
    expect(message('1.005')).toBe('Use no máximo 2 casas decimais');
    expect(message('-1.00')).toBe('O valor não pode ser negativo');
    expect(message('10000000000000.00')).toBe('Valor grande demais');
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
