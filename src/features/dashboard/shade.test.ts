import { describe, expect, it } from 'vitest';
import { SHADE_STEPS, shadeStep } from './shade';

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
