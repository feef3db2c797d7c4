import { describe, expect, it } from 'vitest';
import { findUnsafeText, safeDay, safeId, safeText, textProblem, TEXT_MAX_CHARS } from './safe-input';

describe('safe input', () => {
  it('finds NUL and lone surrogates but keeps paired emoji and accents', () => {
    expect(textProblem('São José 🚚')).toBeUndefined();
    expect(textProblem('a\u0000b')).toBeDefined();
    expect(textProblem('\ud800')).toBeDefined();
    expect(textProblem('x\udc00')).toBeDefined();
    expect(textProblem('\ud83d\ude9a'.slice(0, 1))).toBeDefined();
    expect(textProblem('x'.repeat(TEXT_MAX_CHARS))).toBeUndefined();
    expect(textProblem('x'.repeat(TEXT_MAX_CHARS + 1))?.values?.maximum).toBe(TEXT_MAX_CHARS);
    expect(safeText(5).safeParse('abcdef').success).toBe(false);
    expect(safeText().safeParse('ok').success).toBe(true);
  });

  it('walks nested values and keys, however deep', () => {
    expect(findUnsafeText({ a: [{ b: 'ok' }, { c: 'x\u0000' }] }, 'body')).toEqual({
      path: 'body.a.1.c',
      problem: { id: 'error.validation.invalidCharacter' },
    });
    expect(findUnsafeText({ ['k\ud800']: 1 }, 'body')?.path).toBe('body');
    let deep: unknown = 'bad\u0000';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(findUnsafeText(deep, 'body')).toBeDefined();
    expect(findUnsafeText({ n: 1, b: true, z: null }, 'query')).toBeUndefined();
  });

  it('accepts days from 1900 to 2999 only', () => {
    for (const day of ['1900-01-01', '2024-02-29', '2999-12-31'])
      expect(safeDay.safeParse(day).success).toBe(true);
    for (const day of [
      '0000-01-01',
      '1899-12-31',
      '3000-01-01',
      '9999-12-31',
      '99999-12-31',
      '2023-02-29',
      '2024-1-1',
    ])
      expect(safeDay.safeParse(day).success, day).toBe(false);
  });

  it('accepts ids that fit a PostgreSQL integer', () => {
    expect(safeId.parse('2147483647')).toBe(2_147_483_647);
    for (const id of ['0', '-1', '2147483648', '9007199254740993', '1.5', 'abc', 'NaN', 'Infinity'])
      expect(safeId.safeParse(id).success, id).toBe(false);
  });
});
