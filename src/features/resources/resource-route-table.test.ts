import { describe, expect, it } from 'vitest';
import { RESOURCES } from '@/domain/resources';
import { RESOURCE_ROUTE_TABLE } from './resource-route-table';

describe('RESOURCE_ROUTE_TABLE', () => {
  it('lists every declared resource with the paths of its definition', () => {
    expect(RESOURCE_ROUTE_TABLE).toEqual(RESOURCES.map(({ name, routes }) => ({ name, ...routes })));
  });
});
