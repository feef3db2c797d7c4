// Routes of the resource screens: list, create and edit of every declared register (and its
// spreadsheet import, where a layout gives it a screen), in each layout that mounts it
// (src/domain/resources/resource-mounts.ts). A route loads its screen and the declarations
// together, so the route table itself carries only paths.
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import type { FormSectionKey, ResourceDefinition } from '@/domain/resources/define-resource';
import { RESOURCE_MOUNTS, type MountLayout, type ResourcePaths } from '@/domain/resources/resource-mounts';
import { withChunkTimeout } from './lazy-with-timeout';

type Screen = ComponentType<{ def: ResourceDefinition; layout?: MountLayout; section?: FormSectionKey }>;

const definitions = () => import('@/domain/resources');
const listPage = () => import('@/features/resources/resource-list-page');
const formPage = () => import('@/features/resources/resource-form-page');
const importPage = () => import('@/features/resources/spreadsheet/resource-import-page');

/** One route's screen: its own component, so moving between resources restarts its state. */
const screen =
  (
    name: string,
    layout: MountLayout,
    page: () => Promise<{ default: Screen }>,
    section?: FormSectionKey,
  ): RouteObject['lazy'] =>
  async () => {
    const [{ RESOURCES }, { default: Page }] = await withChunkTimeout(() =>
      Promise.all([definitions(), page()]),
    );
    const def = RESOURCES.find((resource) => resource.name === name) as unknown as ResourceDefinition;
    return { Component: () => <Page def={def} layout={layout} section={section} /> };
  };

/** The register screens one layout mounts, with that layout's paths. */
export const resourceRouteObjects = (layout: MountLayout): RouteObject[] =>
  Object.entries(RESOURCE_MOUNTS).flatMap(([name, mounts]) => {
    const paths: ResourcePaths = (mounts as Partial<Record<MountLayout, ResourcePaths>>)[layout] ?? {};
    const route = (path: string | undefined, page: () => Promise<{ default: Screen }>): RouteObject[] =>
      path === undefined ? [] : [{ path, lazy: screen(name, layout, page) }];
    // A form section drawn on its own screen (a profile's profileRelease): the form page showing
    // only that section.
    const sections = Object.entries(paths.sections ?? {}).map(([section, path]) => ({
      path,
      lazy: screen(name, layout, formPage, section as FormSectionKey),
    }));
    return [
      ...route(paths.list, listPage),
      ...route(paths.create, formPage),
      ...route(paths.edit, formPage),
      ...sections,
      ...route(paths.import, importPage),
    ];
  });
