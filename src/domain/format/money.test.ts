import { describe, expect, it } from 'vitest';
import { formatMoneyDigits, maskMoney, parseMoney } from './money';

describe('formatMoneyDigits', () => {
  it.each([
    ['123456', '1.234,56'],
    ['5', '0,05'],
    ['50', '0,50'],
    ['100', '1,00'],
    ['0012', '0,12'],
    ['R$ 1a2b3', '1,23'],
    ['123456789012', '1.234.567.890,12'],
    ['', ''],
    ['abc', ''],
  ])('%s → %s', (raw, expected) => expect(formatMoneyDigits(raw)).toBe(expected));
});

describe('maskMoney', () => {
  it('masks exact decimals of reais', () => {
    expect(maskMoney('1234.5')).toBe('1.234,50');
    expect(maskMoney('0')).toBe('0,00');
    expect(maskMoney('-10')).toBe('-10,00');
    expect(maskMoney('9999999999999.99')).toBe('9.999.999.999.999,99');
  });
});

describe('parseMoney', () => {
  it('reads masked values back as exact decimal strings', () => {
    expect(parseMoney('1.234,56')).toBe('1234.56');
    expect(parseMoney('0,05')).toBe('0.05');
    expect(parseMoney('-10,00')).toBe('-10.00');
    expect(parseMoney('9.999.999.999.999,99')).toBe('9999999999999.99');
    expect(parseMoney('')).toBeNull();
  });
  it('round-trips with the mask', () => {
    expect(parseMoney(maskMoney('98765.43'))).toBe('98765.43');
  });
});
