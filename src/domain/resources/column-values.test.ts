import { describe, expect, it } from 'vitest';
import { calendarDayOf, calendarDayValue, decimalValue, instantValue } from './column-values';

describe('instantValue', () => {
  it('answers an ISO string for a Date and keeps a string', () => {
    expect(instantValue.parse(new Date('2024-05-01T13:00:00Z'))).toBe('2024-05-01T13:00:00.000Z');
    expect(instantValue.parse('2024-05-01T13:00:00.000Z')).toBe('2024-05-01T13:00:00.000Z');
  });
});

describe('calendarDayOf', () => {
  it('reads a UTC midnight by its UTC parts', () => {
    expect(calendarDayOf(new Date('2024-05-01T00:00:00Z'))).toBe('2024-05-01');
  });

  it('reads any other instant (pg: local midnight) by its local parts', () => {
    const localMidnight = new Date(2024, 4, 1);
    expect(calendarDayOf(localMidnight)).toBe('2024-05-01');
  });

  it('keeps a yyyy-mm-dd string and refuses anything else', () => {
    expect(calendarDayValue.parse('2024-05-01')).toBe('2024-05-01');
    expect(calendarDayValue.safeParse('01/05/2024').success).toBe(false);
  });
});

describe('decimalValue', () => {
  it('keeps exact decimal strings and writes numbers as strings', () => {
    expect(decimalValue.parse('1234.50')).toBe('1234.50');
    expect(decimalValue.parse(12.5)).toBe('12.5');
    expect(decimalValue.safeParse('12,50').success).toBe(false);
  });
});
