import { describe, expect, it } from 'vitest';
import { SHADE_STEPS, shadeRanges, shadeStep } from './shade';

describe('shadeStep', () => {
  it('is 0 without deliveries', () => {
    expect(shadeStep(0, 10)).toBe(0);
    expect(shadeStep(0, 0)).toBe(0);
  });

  it('gives the busiest UF the darkest step and any UF with deliveries at least the first', () => {
    expect(shadeStep(10, 10)).toBe(SHADE_STEPS);
    expect(shadeStep(1, 1000)).toBe(1);
    expect(shadeStep(5, 10)).toBe(3);
  });
});

describe('shadeRanges', () => {
  it('splits the counts up to the busiest UF into the five steps, after the step of none', () => {
    expect(shadeRanges(40)).toEqual([
      { step: 0, from: 0, to: 0 },
      { step: 1, from: 1, to: 8 },
      { step: 2, from: 9, to: 16 },
      { step: 3, from: 17, to: 24 },
      { step: 4, from: 25, to: 32 },
      { step: 5, from: 33, to: 40 },
    ]);
  });

  it('leaves out the steps no count falls into', () => {
    expect(shadeRanges(3)).toEqual([
      { step: 0, from: 0, to: 0 },
      { step: 2, from: 1, to: 1 },
      { step: 4, from: 2, to: 2 },
      { step: 5, from: 3, to: 3 },
    ]);
    expect(shadeRanges(0)).toEqual([{ step: 0, from: 0, to: 0 }]);
  });

  it('agrees with shadeStep for every count', () => {
    for (const max of [1, 2, 3, 7, 40, 1234]) {
      for (const { step, from, to } of shadeRanges(max)) {
        expect(shadeStep(from, max)).toBe(step);
        expect(shadeStep(to, max)).toBe(step);
      }
      const covered = shadeRanges(max).reduce((n, r) => n + r.to - r.from + 1, 0);
      expect(covered).toBe(max + 1);
    }
  });
});
