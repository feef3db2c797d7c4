import { describe, expect, it } from 'vitest';
import { IconHome } from '@tabler/icons-react';
import { allFlags, noFlags } from '@/domain/permissions';
import { isActivePath, visibleItems, type NavItem } from './layout-definition';

const items: NavItem[] = [
  { labelId: 'a', icon: IconHome, to: '/a' },
  {
    labelId: 'group',
    icon: IconHome,
    children: [{ labelId: 'company', icon: IconHome, to: '/company', rule: 'company' }],
  },
];

describe('visibleItems', () => {
  it('hides what the rules forbid and drops empty groups', () => {
    expect(visibleItems(items, { flags: noFlags(), isRms: false }).map((i) => i.labelId)).toEqual(['a']);
  });
  it('keeps everything for a principal with every flag', () => {
    expect(visibleItems(items, { flags: allFlags(), isRms: false })).toHaveLength(2);
  });
});

describe('isActivePath', () => {
  it('matches the route itself and routes below it, not prefixes of other words', () => {
    expect(isActivePath('/empresa/list', '/empresa/list')).toBe(true);
    expect(isActivePath('/entrega/list/2', '/entrega/list')).toBe(true);
    expect(isActivePath('/entregaOcorrencia/import', '/entrega')).toBe(false);
  });
});
