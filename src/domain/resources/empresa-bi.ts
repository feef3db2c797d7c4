import { z } from 'zod';
import { defineResource } from './define-resource';
import { RESOURCE_MOUNTS } from './resource-mounts';

/** A BI panel link of one company (routes /empresa/bi|bicreate|biedit). */
export const empresaBiInput = z.object({
  nome: z.string().trim().min(1, 'resource.empresaBi.error.nome').max(120),
  // Only web addresses: a BI link opens in the browser, where javascript:, data: or file: would
  // run script in the product's origin or read the user's disk.
  url: z.url({ protocol: /^https?$/, message: 'resource.empresaBi.error.url' }).max(2000),
  ordem: z.coerce.number().int().min(0).max(2_147_483_647).default(0),
});
export const empresaBiSchema = empresaBiInput.extend({
  id: z.number().int(),
  empresaId: z.number().int(),
  ativo: z.boolean(),
});

export const empresaBiResource = defineResource({
  name: 'empresaBi',
  service: 'tracking',
  table: 'empresa_bi',
  schema: empresaBiSchema,
  input: empresaBiInput,
  columns: ['id', 'nome', 'url', 'ordem', 'ativo'],
  fields: [
    { name: 'nome', kind: 'text', required: true },
    { name: 'url', kind: 'url', required: true },
    { name: 'ordem', kind: 'integer' },
  ],
  searchable: ['nome', 'url'],
  sortable: ['id', 'nome', 'ordem'],
  defaultSort: 'ordem',
  permission: 'company',
  tenancy: 'parent-company',
  activatable: true,
  versioned: true,
  audited: true,
  mounts: RESOURCE_MOUNTS.empresaBi,
  parent: 'empresa',
  // A panel removed from the menu can be brought back with its address: deleting deactivates it.
  softDelete: true,
});
