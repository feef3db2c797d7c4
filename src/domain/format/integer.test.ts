import { describe, expect, it } from 'vitest';
import { parseInteger, sanitizeInteger } from './integer';

describe('sanitizeInteger', () => {
  it.each([
    ['a12b', '12'],
    ['007', '7'],
    ['0', '0'],
    ['-5', '5'],
    ['2147483647', '2147483647'],
    ['2147483648', '2147483647'],
    ['99999999999999999999', '2147483647'],
    ['', ''],
    ['x', ''],
  ])('%s → %s', (raw, expected) => expect(sanitizeInteger(raw)).toBe(expected));
});

describe('parseInteger', () => {
  it('answers a number or null', () => {
    expect(parseInteger('1.234')).toBe(1234);
    expect(parseInteger('3000000000')).toBe(2_147_483_647);
    expect(parseInteger('')).toBeNull();
  });
});
