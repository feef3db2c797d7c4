import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Principal } from '../permissions';
import { checkReadRule, meetsRowCondition } from './access-rows';
import type { ReadableResource } from './define-resource';
import { RESOURCES, READ_ONLY_RESOURCES } from './index';

const sample: ReadableResource = {
  name: 'rowRuleSample',
  service: 'tracking',
  table: 'row_rule_sample',
  schema: z.object({ id: z.number().int(), dono: z.number().int(), restrito: z.boolean() }),
  columns: ['dono'],
  searchable: [],
  sortable: ['id'],
  defaultSort: 'id',
  permission: 'tracking',
  tenancy: 'company',
};

describe('meetsRowCondition', () => {
  it('needs every column to equal its value, or one of its values', () => {
    expect(meetsRowCondition({ restrito: false, dono: [3, 4] }, { restrito: false, dono: 4 })).toBe(true);
    expect(meetsRowCondition({ restrito: false, dono: [3, 4] }, { restrito: false, dono: 5 })).toBe(false);
    expect(meetsRowCondition({ dono: null }, { dono: null })).toBe(true);
    expect(meetsRowCondition({ dono: [] }, { dono: 3 })).toBe(false);
    expect(meetsRowCondition({ dono: 3 }, { id: 1 })).toBe(false);
  });
});

describe('checkReadRule', () => {
  it('refuses a canAccess that looks at the record to decide a read', () => {
    const def = {
      ...sample,
      canAccess: (p: Principal, _a: string, record?: Readonly<Record<string, unknown>>) =>
        record?.restrito !== true || p.flags.administrator,
    };
    expect(() => checkReadRule(def)).toThrow(/rowRuleSample: canAccess reads the record \(restrito\)/);
  });

  it('refuses a readableRows naming a column its rows do not carry', () => {
    const def = { ...sample, readableRows: () => ({ empresaId: 1 }) };
    expect(() => checkReadRule(def)).toThrow(/readableRows names empresaId/);
  });

  it('takes a read rule said as rows, and a canAccess that decides reads for the register', () => {
    const def = {
      ...sample,
      readableRows: (p: Principal) => (p.flags.administrator ? undefined : { restrito: false }),
      canAccess: (p: Principal, action: string, record?: Readonly<Record<string, unknown>>) =>
        action === 'list' || action === 'read' ? !p.isDeliveryClient : record?.restrito !== true,
    };
    expect(() => checkReadRule(def)).not.toThrow();
    expect(() => checkReadRule(sample)).not.toThrow();
  });

  it('finds every declared register sound', () => {
    for (const def of [...RESOURCES, ...READ_ONLY_RESOURCES]) expect(() => checkReadRule(def)).not.toThrow();
  });
});
