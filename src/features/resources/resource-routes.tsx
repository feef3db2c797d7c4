// Routes of the resource screens: list, create and edit of every declared resource, at the
// absolute paths of its definition, each screen a lazy chunk.
import { lazy, Suspense, type ComponentType } from 'react';
import { Center, Loader } from '@mantine/core';
import type { RouteObject } from 'react-router-dom';
import { RESOURCES } from '@/domain/resources';
import type { ResourceDefinition } from '@/domain/resources/define-resource';

type Screen = ComponentType<{ def: ResourceDefinition }>;

const ResourceListPage = lazy(() => import('./resource-list-page')) as Screen;
const ResourceFormPage = lazy(() => import('./resource-form-page')) as Screen;

const screen = (Page: Screen, def: ResourceDefinition, key: string) => (
  <Suspense
    fallback={
      <Center p="xl">
        <Loader />
      </Center>
    }
  >
    {/* Keyed so moving between resources restarts the screen's state. */}
    <Page key={key} def={def} />
  </Suspense>
);

export function resourceRouteObjects(): RouteObject[] {
  return RESOURCES.flatMap((resource) => {
    const def = resource as unknown as ResourceDefinition;
    return [
      { path: def.routes.list, element: screen(ResourceListPage, def, `${def.name}-list`) },
      { path: def.routes.create, element: screen(ResourceFormPage, def, `${def.name}-create`) },
      { path: def.routes.edit, element: screen(ResourceFormPage, def, `${def.name}-edit`) },
    ];
  });
}
