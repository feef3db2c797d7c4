import { describe, expect, it } from 'vitest';
import { formatPlate, normalizePlate, PLATE_MESSAGE, plateFormat, plateSchema } from './vehicle-plate';

describe('vehicle plates', () => {
  it.each([
    ['ABC1234', 'old'],
    ['abc-1234', 'old'],
    [' BRA2E19 ', 'mercosul'],
    ['bra2e19', 'mercosul'],
  ] as const)('%s is a plate of the %s format', (typed, format) => {
    expect(plateFormat(normalizePlate(typed))).toBe(format);
    expect(plateSchema.parse(typed)).toBe(normalizePlate(typed));
  });

  it.each(['AB1234', 'ABCD123', 'ABC12345', 'ABC1DD3', '1BC1234', 'ÁBC1234', ''])('refuses %s', (typed) => {
    const result = plateSchema.safeParse(typed);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(PLATE_MESSAGE);
  });

  it('prints the old format with its hyphen and Mercosul without', () => {
    expect(formatPlate('ABC1234')).toBe('ABC-1234');
    expect(formatPlate('BRA2E19')).toBe('BRA2E19');
  });
});
