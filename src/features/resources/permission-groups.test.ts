import { describe, expect, it } from 'vitest';
import { PERMISSION_FLAGS } from '@/domain/permissions';
import { PERMISSION_GROUPS, isPermissionFlag } from './permission-groups';

describe('PERMISSION_GROUPS', () => {
  it('places every flag in exactly one group', () => {
    const grouped = PERMISSION_GROUPS.flatMap((g) => g.flags);
    expect([...grouped].sort()).toEqual([...PERMISSION_FLAGS].sort());
    expect(new Set(grouped).size).toBe(grouped.length);
  });
  it('tells flags from other fields', () => {
    expect(isPermissionFlag('accessCompany')).toBe(true);
    expect(isPermissionFlag('nomeAcesso')).toBe(false);
  });
});
