import { describe, expect, it } from 'vitest';
import { clampProgress } from './progress';

describe('clampProgress', () => {
  it.each([
    [-5, 0],
    [0, 0],
    [42.5, 42.5],
    [100, 100],
    [150, 100],
    [Number.NaN, 0],
    [Number.POSITIVE_INFINITY, 100],
  ])('%s → %s', (value, expected) => expect(clampProgress(value)).toBe(expected));
});
