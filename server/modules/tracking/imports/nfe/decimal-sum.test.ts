import { describe, expect, it } from 'vitest';
import { addDecimal, formatDecimal, type DecimalSum } from './decimal-sum';

const sum = (...values: string[]): string | null => {
  let total: DecimalSum | null = null;
  for (const value of values) {
    total = addDecimal(total, value);
    if (total === null) return null;
  }
  return total === null ? null : formatDecimal(total);
};

describe('decimal sums', () => {
  it('adds weights exactly, keeping the largest scale', () => {
    expect(sum('106.850')).toBe('106.850');
    expect(sum('0.1', '0.2')).toBe('0.3');
    expect(sum('1.5', '0.25')).toBe('1.75');
    expect(sum('2', '0.005')).toBe('2.005');
    expect(sum('0.001', '0.002')).toBe('0.003');
    expect(sum('999.999', '0.001')).toBe('1000.000');
  });

  it('keeps integers without a point and handles negatives', () => {
    expect(sum('3', '4')).toBe('7');
    expect(sum('-0.5', '0.25')).toBe('-0.25');
  });

  it('rejects text that is not a plain decimal', () => {
    expect(addDecimal(null, '1,5')).toBeNull();
    expect(addDecimal(null, '')).toBeNull();
    expect(addDecimal(null, '1e3')).toBeNull();
  });
});
