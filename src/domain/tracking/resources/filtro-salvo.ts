// The saved filter sets of the delivery list (/filterTable/complete, /justFilter): a user's named
// sets of the list's filter values, each the signed-in user's own within the token's company
// ('company-user'). The engine serves them at /api/tracking/filtroSalvo; their screen is the
// delivery list's saved filter bar (src/features/tracking/saved-filters), not the generic ones.
// A name the user already gave another of their sets in the company answers 409 (the server's
// hooks, server/modules/tracking/resource-hooks/filtro-salvo.ts).
import { defineResource } from '../../resources/define-resource';
import { RESOURCE_MOUNTS } from '../../resources/resource-mounts';
import { filtroSalvoInputSchema, filtroSalvoSchema } from '../dashboard/filtro-salvo';

export const filtroSalvoResource = defineResource({
  name: 'filtroSalvo',
  service: 'tracking',
  table: 'filtro_salvo',
  schema: filtroSalvoSchema,
  input: filtroSalvoInputSchema,
  columns: ['nome', 'filtros'],
  fields: [
    { name: 'nome', kind: 'text', required: true },
    // { filter: value } of the delivery list's declared filters (cleanFilterValues), as jsonb.
    { name: 'filtros', kind: 'json', required: true },
  ],
  searchable: ['nome'],
  sortable: ['nome'],
  defaultSort: 'nome',
  // The rule of the list the sets narrow.
  permission: 'tracking',
  tenancy: 'company-user',
  activatable: false,
  mounts: RESOURCE_MOUNTS.filtroSalvo,
  // A set is saved from the list's filters, never typed into a sheet (its list still exports).
  spreadsheet: { importable: false },
});
