// Routes of the resource screens: list, create and edit of every declared resource. A route
// loads its screen and the definitions together, so the route table itself carries only paths.
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import type { ResourceDefinition } from '@/domain/resources/define-resource';
import { RESOURCE_ROUTE_TABLE } from '@/features/resources/resource-route-table';
import { withChunkTimeout } from './lazy-with-timeout';

type Screen = ComponentType<{ def: ResourceDefinition }>;

const definitions = () => import('@/domain/resources');
const listPage = () => import('@/features/resources/resource-list-page');
const formPage = () => import('@/features/resources/resource-form-page');

/** One route's screen: its own component, so moving between resources restarts its state. */
const screen =
  (name: string, page: () => Promise<{ default: Screen }>): RouteObject['lazy'] =>
  async () => {
    const [{ RESOURCES }, { default: Page }] = await withChunkTimeout(() =>
      Promise.all([definitions(), page()]),
    );
    const def = RESOURCES.find((resource) => resource.name === name) as unknown as ResourceDefinition;
    return { Component: () => <Page def={def} /> };
  };

export const resourceRouteObjects = (): RouteObject[] =>
  RESOURCE_ROUTE_TABLE.flatMap(({ name, list, create, edit }) => [
    { path: list, lazy: screen(name, listPage) },
    { path: create, lazy: screen(name, formPage) },
    { path: edit, lazy: screen(name, formPage) },
  ]);
