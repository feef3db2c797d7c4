import { describe, expect, it } from 'vitest';
import {
  allFlags,
  can,
  isPermissionFlag,
  noFlags,
  PERMISSION_FLAGS,
  PERMISSION_GROUPS,
  RULES,
} from './permissions';

describe('permission flags', () => {
  it('lists each of the 37 flags of spec section 6 once, each in one group', () => {
    const grouped = Object.values(PERMISSION_GROUPS).flat();
    expect(PERMISSION_FLAGS).toHaveLength(37);
    expect(new Set(grouped).size).toBe(grouped.length);
  });
  it('tells flags from other fields', () => {
    expect(isPermissionFlag('accessCompany')).toBe(true);
    expect(isPermissionFlag('nomeAcesso')).toBe(false);
  });
});

describe('derived rules', () => {
  const withFlags = (...flags: (keyof ReturnType<typeof noFlags>)[]) => ({
    flags: { ...noFlags(), ...Object.fromEntries(flags.map((f) => [f, true])) },
    isRms: false,
  });
  it('need the module plus the flag (or administrator where the spec says so)', () => {
    expect(can(withFlags('checklistPendenciesView'), 'viewPendencies')).toBe(false);
    expect(can(withFlags('checklist', 'administrator'), 'viewPendencies')).toBe(true);
    expect(can(withFlags('checklist', 'administrator'), 'editForms')).toBe(false);
    expect(can(withFlags('tracking', 'accessCompany'), 'company')).toBe(true);
    expect(can(withFlags('accessCompany'), 'company')).toBe(false);
    expect(can(withFlags('fuelSupply', 'accessFuelStock'), 'fuelStock')).toBe(true);
  });
  it('open the company modal for company access or an RMS user', () => {
    expect(can(withFlags(), 'switchCompany')).toBe(false);
    expect(can({ flags: noFlags(), isRms: true }, 'switchCompany')).toBe(true);
  });
  it('allow everything with every flag and nothing with none', () => {
    for (const rule of Object.keys(RULES) as (keyof typeof RULES)[]) {
      expect(can({ flags: allFlags(), isRms: false }, rule)).toBe(true);
      expect(can({ flags: noFlags(), isRms: false }, rule)).toBe(false);
    }
  });
});
