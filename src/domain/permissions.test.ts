import { describe, expect, it } from 'vitest';
import {
  allFlags,
  can,
  effectiveFlags,
  flagsBeyond,
  flagsOf,
  grantableFlags,
  holdsFlag,
  isPermissionFlag,
  noFlags,
  PERMISSION_FLAGS,
  PERMISSION_GROUPS,
  RULES,
  RULES_FOR_EVERY_USER,
  ungrantableChanges,
  unheldFlags,
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
  it('allow everything to a vendor user with every flag and nothing with none', () => {
    for (const rule of Object.keys(RULES) as (keyof typeof RULES)[]) {
      expect(can({ flags: allFlags(), isRms: true }, rule)).toBe(true);
      expect(can({ flags: noFlags(), isRms: false }, rule), rule).toBe(RULES_FOR_EVERY_USER.includes(rule));
    }
    // Only talking to support is open to everyone signed in.
    expect(RULES_FOR_EVERY_USER).toEqual(['supportChat']);
  });
  it('let only a vendor administrator change the shared code table, whatever flags a customer has', () => {
    expect(can({ flags: allFlags(), isRms: false }, 'editStandardCodes')).toBe(false);
    expect(can({ ...withFlags('adminRms'), isRms: true }, 'editStandardCodes')).toBe(true);
    expect(can({ ...withFlags('administrator'), isRms: true }, 'editStandardCodes')).toBe(false);
    expect(can({ flags: allFlags(), isRms: true, isDeliveryClient: true }, 'editStandardCodes')).toBe(false);
  });
  it('keep company-wide deadline rules and mappings to administrators (or the occurrence flag)', () => {
    expect(can(withFlags('tracking'), 'editDeadlineRules')).toBe(false);
    expect(can(withFlags('tracking', 'administrator'), 'editDeadlineRules')).toBe(true);
    expect(can(withFlags('administrator'), 'editDeadlineRules')).toBe(false);
    expect(can(withFlags('tracking'), 'editOccurrenceMapping')).toBe(false);
    expect(can(withFlags('tracking', 'accessTypeOccurrence'), 'editOccurrenceMapping')).toBe(true);
    expect(can(withFlags('tracking', 'administrator'), 'editOccurrenceMapping')).toBe(true);
  });
});

describe('granting flags', () => {
  const customer = { flags: { ...allFlags() }, isRms: false };
  const vendor = { flags: { ...noFlags(), adminRms: true, tracking: true }, isRms: true };

  it('counts adminRms as held only by a vendor administrator', () => {
    expect(holdsFlag(customer, 'adminRms')).toBe(false);
    expect(holdsFlag(vendor, 'adminRms')).toBe(true);
    expect(grantableFlags(customer)).toHaveLength(PERMISSION_FLAGS.length - 1);
    expect(grantableFlags(vendor)).toEqual(['adminRms', 'tracking']);
  });
  it('names each changed flag the actor does not hold, and only changed ones', () => {
    const operator = { flags: { ...noFlags(), tracking: true, accessUser: true }, isRms: false };
    const before = { ...noFlags(), administrator: true };
    // The form sends every flag: an unchanged administrator flag is no grant.
    expect(ungrantableChanges(operator, before, { ...before, tracking: true })).toEqual([]);
    expect(ungrantableChanges(operator, before, { ...before, administrator: false })).toEqual([
      'administrator',
    ]);
    expect(ungrantableChanges(operator, null, { ...noFlags(), checklist: true, tracking: true })).toEqual([
      'checklist',
    ]);
    expect(ungrantableChanges(customer, null, { adminRms: true })).toEqual(['adminRms']);
    expect(ungrantableChanges(vendor, null, { adminRms: true })).toEqual([]);
  });
  it('tells which powers of a user the actor lacks', () => {
    const operator = { flags: { ...noFlags(), tracking: true, accessUser: true }, isRms: false };
    expect(flagsBeyond(operator, customer)).toContain('administrator');
    expect(flagsBeyond(customer, operator)).toEqual([]);
    // A customer's leftover adminRms is no power, so it does not shield the user.
    expect(flagsBeyond(customer, { flags: allFlags(), isRms: false })).toEqual([]);
    expect(flagsBeyond(customer, vendor)).toEqual(['adminRms']);
  });
});

describe('effective flags (own plus profiles)', () => {
  const own = { ...noFlags(), tracking: true };
  const operador = { ...noFlags(), checklist: true, checklistTypingForm: true };
  const frota = { ...noFlags(), fuelSupply: true, accessGasStation: true, tracking: true };

  it("are the user's own flags when they are in no profile", () => {
    expect(effectiveFlags(own, [])).toEqual(own);
  });
  it('are the union of the own flags and every profile', () => {
    const flags = effectiveFlags(own, [operador, frota]);
    expect(PERMISSION_FLAGS.filter((f) => flags[f]).sort()).toEqual(
      ['tracking', 'checklist', 'checklistTypingForm', 'fuelSupply', 'accessGasStation'].sort(),
    );
    // A union does not depend on the order of the profiles.
    expect(effectiveFlags(own, [frota, operador])).toEqual(flags);
  });
  it('never take away a flag the user holds on their own row', () => {
    expect(effectiveFlags(allFlags(), [noFlags()])).toEqual(allFlags());
  });
  it('count only true: a missing flag or the null of an aggregate over no profile is not held', () => {
    expect(effectiveFlags({}, [{ checklist: null }, {}])).toEqual(noFlags());
    expect(effectiveFlags({ tracking: true }, [{ checklist: true }])).toEqual({
      ...noFlags(),
      tracking: true,
      checklist: true,
    });
  });
  it('open the rules a profile completes: the module from one, the item from another', () => {
    const principal = {
      flags: effectiveFlags(noFlags(), [{ checklist: true }, { accessProfile: true }]),
      isRms: false,
    };
    expect(can(principal, 'profile')).toBe(true);
    expect(
      can({ flags: effectiveFlags(noFlags(), [{ accessProfile: true }]), isRms: false }, 'profile'),
    ).toBe(false);
  });
  it('read only the flags of a row holding other columns too', () => {
    expect(flagsOf({ id: 3, nome: 'Operador', ativo: true, checklist: true })).toEqual({
      ...noFlags(),
      checklist: true,
    });
  });
});

describe('granting flags through a profile', () => {
  const manager = {
    flags: { ...noFlags(), checklist: true, accessProfile: true, checklistTypingForm: true },
    isRms: false,
  };
  const vendor = { flags: { ...noFlags(), adminRms: true, tracking: true }, isRms: true };

  it("follows the user form's rule: only changed flags, each held by the actor", () => {
    const before = { ...noFlags(), administrator: true };
    expect(ungrantableChanges(manager, before, { ...before, checklistTypingForm: true })).toEqual([]);
    expect(
      ungrantableChanges(manager, null, { ...noFlags(), checklistTypingForm: true, fuelSupply: true }),
    ).toEqual(['fuelSupply']);
    expect(ungrantableChanges(manager, before, { ...before, administrator: false })).toEqual([
      'administrator',
    ]);
  });
  it("names every flag of a profile the actor lacks (its members' flags change with it)", () => {
    expect(unheldFlags(manager, { checklist: true, checklistTypingForm: true })).toEqual([]);
    expect(unheldFlags(manager, { checklist: true, administrator: true, fuelSupply: false })).toEqual([
      'administrator',
    ]);
    // adminRms counts as held only by a vendor administrator, in a profile as on a user.
    expect(unheldFlags({ flags: allFlags(), isRms: false }, { adminRms: true })).toEqual(['adminRms']);
    expect(unheldFlags(vendor, { adminRms: true, tracking: true })).toEqual([]);
  });
});
