import { describe, expect, it } from 'vitest';
import { formatDecimal } from './decimal';

describe('formatDecimal', () => {
  it('groups thousands with dots and pads the decimals, exactly', () => {
    expect(formatDecimal('1234.5', 3)).toBe('1.234,500');
    expect(formatDecimal('1500.00', 2)).toBe('1.500,00');
    expect(formatDecimal('9999999999999.99', 2)).toBe('9.999.999.999.999,99');
    expect(formatDecimal('0', 2)).toBe('0,00');
    expect(formatDecimal(12, 0)).toBe('12');
  });

  it('rounds a value with more decimals than shown, and keeps the sign', () => {
    expect(formatDecimal('10.126', 2)).toBe('10,13');
    expect(formatDecimal('-1234.5', 2)).toBe('-1.234,50');
    expect(formatDecimal('-0.001', 2)).toBe('0,00');
    expect(formatDecimal('1.005', 2)).toBe('1,01');
    expect(formatDecimal('12345678901234.565', 2)).toBe('12.345.678.901.234,57');
  });

  it('answers empty for what is not a number', () => {
    expect(formatDecimal('', 2)).toBe('');
    expect(formatDecimal('12,5', 2)).toBe('');
    expect(formatDecimal(Number.NaN, 2)).toBe('');
  });
});
