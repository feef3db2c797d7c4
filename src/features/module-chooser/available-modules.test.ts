import { describe, expect, it } from 'vitest';
import { allFlags, noFlags } from '@/domain/permissions';
import { availableModules } from './available-modules';

const keys = (...args: Parameters<typeof availableModules>) => availableModules(...args).map((m) => m.key);

describe('availableModules', () => {
  it('opens every staff module to a user with every flag', () => {
    expect(keys({ flags: allFlags(), isRms: false }, false)).toEqual([
      'tracking',
      'checklist',
      'workflow',
      'bi',
      'shippingCompany',
      'support',
      'financial',
    ]);
  });
  it('gives a tracking-only operator the tracking module and BI, no shipping company without loads', () => {
    const flags = { ...noFlags(), tracking: true };
    expect(keys({ flags, isRms: false }, false)).toEqual(['tracking', 'bi']);
    expect(keys({ flags: { ...flags, accessLoads: true }, isRms: false }, false)).toContain(
      'shippingCompany',
    );
  });
  it('gives a delivery client only its tracking portal, whatever its flags', () => {
    expect(keys({ flags: { ...noFlags(), tracking: true }, isRms: false }, true)).toEqual(['trackingClient']);
  });
});
