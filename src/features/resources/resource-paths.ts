// Links of the resource screens, built from each definition's route patterns.
import { generatePath } from 'react-router-dom';
import type { ResourceDefinition } from '@/domain/resources/define-resource';
import { empresaBiResource } from '@/domain/resources/empresa-bi';

type Params = { id?: number | string; companyId?: number | string };

const fill = (pattern: string, params: Params): string =>
  generatePath(pattern, {
    id: params.id === undefined ? undefined : String(params.id),
    companyId: params.companyId === undefined ? undefined : String(params.companyId),
  });

export const listHref = (def: ResourceDefinition, params: Params = {}) => fill(def.routes.list, params);
export const createHref = (def: ResourceDefinition, params: Params = {}) => fill(def.routes.create, params);
export const editHref = (def: ResourceDefinition, params: Params) => fill(def.routes.edit, params);

/** Extra row links of a resource's list, keyed by resource name. */
export const ROW_LINKS: Record<string, { labelId: string; href: (row: { id: number }) => string }[]> = {
  empresa: [
    { labelId: 'resources.biPanels', href: (row) => listHref(empresaBiResource, { companyId: row.id }) },
  ],
};

/** Where the list of a child resource goes "back" to. */
export const PARENT_LIST: Record<string, string> = { empresaBi: '/empresa/list' };
