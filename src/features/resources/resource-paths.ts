// Links of the resource screens, built from each declaration's paths in the layout shown.
import { generatePath } from 'react-router-dom';
import type { FormSection, ResourceDefinition, RowLink } from '@/domain/resources/define-resource';
import { RESOURCE_MOUNTS, type MountLayout, type ResourcePaths } from '@/domain/resources/resource-mounts';

type Params = Readonly<Record<string, number | string | undefined>>;

const fill = (pattern: string, params: Params): string =>
  generatePath(
    pattern,
    Object.fromEntries(
      Object.entries(params)
        .filter(([, value]) => value !== undefined)
        .map(([key, value]) => [key, String(value)]),
    ),
  );

/** A register's paths in a layout; the screens of a layout that does not mount it have none. */
export const pathsOf = (def: ResourceDefinition, layout: MountLayout): Readonly<ResourcePaths> =>
  def.mounts[layout] ?? {};

const hrefOf = (pattern: string | undefined, params: Params) =>
  pattern === undefined ? undefined : fill(pattern, params);

export const listHref = (paths: ResourcePaths, params: Params = {}) => hrefOf(paths.list, params);
export const createHref = (paths: ResourcePaths, params: Params = {}) => hrefOf(paths.create, params);
export const editHref = (paths: ResourcePaths, params: Params) => hrefOf(paths.edit, params);
export const importHref = (paths: ResourcePaths, params: Params = {}) => hrefOf(paths.import, params);

const pathsByName = (name: string, layout: MountLayout): Readonly<ResourcePaths> =>
  (RESOURCE_MOUNTS as Readonly<Record<string, Readonly<Partial<Record<MountLayout, ResourcePaths>>>>>)[
    name
  ]?.[layout] ?? {};

/** Where a row link leads in this layout: the target's list, parameters read from the row. */
export const rowLinkHref = (link: RowLink, row: Record<string, unknown>, layout: MountLayout) =>
  listHref(
    pathsByName(link.resource, layout),
    Object.fromEntries(Object.entries(link.params).map(([param, field]) => [param, String(row[field])])),
  );

/** The list a child register's list goes back to, in this layout. */
export const parentListHref = (def: ResourceDefinition, layout: MountLayout) =>
  def.parent === undefined ? undefined : listHref(pathsByName(def.parent, layout));

/**
 * Where a form section drawn on its own screen (FormSection.screen) is, for one row, in this
 * layout: a profile's profileRelease/{id}/{name}. None when the layout does not mount it.
 */
export const sectionHref = (
  def: ResourceDefinition,
  layout: MountLayout,
  section: FormSection,
  row: Record<string, unknown>,
): string | undefined => {
  const pattern = pathsOf(def, layout).sections?.[section.component];
  if (pattern === undefined || !section.screen) return undefined;
  return fill(
    pattern,
    Object.fromEntries(
      Object.entries(section.screen.params).map(([param, field]) => [param, String(row[field])]),
    ),
  );
};
