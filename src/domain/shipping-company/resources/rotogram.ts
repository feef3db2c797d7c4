// Rotograms (spec 2.11 rotogram list, create, edit; issue 12): a company's planned route between
// an origin and a destination city. The register holds the route; its stops, in order, are edited
// on the rotogram's edit screen (rotogram-stops.ts). A load shows the active rotogram whose origin
// and destination are its own (cargoRotogram/rotogram/{cargoId}).
import { z } from 'zod';
import { BRAZIL_UFS } from '../../brazil-ufs';
import { defineResource } from '../../resources/define-resource';
import { SHIPPING_COMPANY_MOUNTS } from './mounts';
import { registerName } from './register-fields';

const uf = z.enum(BRAZIL_UFS, 'resource.cargo.error.uf');

export const rotogramInput = z.object({
  nome: registerName('resource.rotogram.error.nome'),
  origemCidade: registerName('resource.cargo.error.cidade'),
  origemUf: uf,
  destinoCidade: registerName('resource.cargo.error.cidade'),
  destinoUf: uf,
});

export const rotogramSchema = rotogramInput.extend({
  id: z.number().int(),
  origemUf: z.string(),
  destinoUf: z.string(),
  ativo: z.boolean(),
});

const ufField = (name: string) => ({ name, kind: 'select', required: true, options: BRAZIL_UFS }) as const;

export const rotogramResource = defineResource({
  name: 'rotogram',
  service: 'tracking',
  table: 'rotograma',
  schema: rotogramSchema,
  input: rotogramInput,
  columns: ['nome', 'origemCidade', 'origemUf', 'destinoCidade', 'destinoUf', 'ativo'],
  fields: [
    { name: 'nome', kind: 'text', required: true },
    { name: 'origemCidade', kind: 'text', required: true },
    ufField('origemUf'),
    { name: 'destinoCidade', kind: 'text', required: true },
    ufField('destinoUf'),
  ],
  searchable: ['nome', 'origemCidade', 'destinoCidade'],
  sortable: ['nome', 'origemCidade', 'destinoCidade', 'ativo'],
  defaultSort: 'nome',
  // Routes are planned by whoever manages loads (tracking plus accessLoads).
  permission: 'shipper',
  tenancy: 'company',
  activatable: true,
  versioned: true,
  audited: true,
  bulkActions: ['activate', 'deactivate'],
  mounts: SHIPPING_COMPANY_MOUNTS.rotogram,
});
