import { z } from 'zod';
import {
  COMPANY_THEMES,
  DEFAULT_COMPRESSION_LEVEL,
  DEFAULT_IMAGE_QUALITY,
  DEFAULT_MAP_ENGINE,
  IMAGE_QUALITIES,
  MAP_ENGINES,
} from '../constants';
import { cleanDocument, isCnpj } from '../documents/cnpj';
import { defineResource } from './define-resource';
import { RESOURCE_MOUNTS } from './resource-mounts';
import { LOGO_MAX_BYTES, storedFileIdInput, storedFileIdSchema } from './stored-file-field';

// Typed with or without punctuation, stored clean; a wrong check digit is told at the field.
const cnpj = z
  .string()
  .trim()
  .transform(cleanDocument)
  .refine((v) => v === '' || isCnpj(v), 'resource.empresa.error.cnpj');

export const empresaInput = z.object({
  nome: z.string().trim().min(1, 'resource.empresa.error.nome').max(150),
  nomeFantasia: z.string().trim().min(1, 'resource.empresa.error.nomeFantasia').max(150),
  cnpj: cnpj.default(''),
  email: z.union([z.literal(''), z.email('error.validation.invalidEmail')]).default(''),
  companyTheme: z.enum(COMPANY_THEMES).default('default'),
  empresaEmbarcadora: z.boolean().default(false),
  logo: storedFileIdInput,
  systemTitle: z.string().trim().max(100).default(''),
  pageTitle: z.string().trim().max(100).default(''),
  mapEngine: z.coerce.number().int().min(0).max(10).default(DEFAULT_MAP_ENGINE),
  mapsKey: z.string().trim().max(200).default(''),
  imageQuality: z.coerce.number().int().min(0).max(100).default(DEFAULT_IMAGE_QUALITY),
  compressionLevel: z.coerce.number().int().min(0).max(100).default(DEFAULT_COMPRESSION_LEVEL),
  allowVideo: z.boolean().default(false),
  allowDocuments: z.boolean().default(false),
  allowOcr: z.boolean().default(false),
  // A logistics company (spec section 6): only a vendor (RMS) user changes it; absent, it is kept.
  logisticaEspecial: z.boolean().optional(),
});

export const empresaSchema = empresaInput.extend({
  id: z.number().int(),
  ativo: z.boolean(),
  logo: storedFileIdSchema,
  logisticaEspecial: z.boolean(),
});

export const empresaResource = defineResource({
  name: 'empresa',
  service: 'tracking',
  table: 'empresa',
  schema: empresaSchema,
  input: empresaInput,
  columns: ['id', 'nomeFantasia', 'nome', 'cnpj', 'ativo'],
  columnFormats: { cnpj: 'cnpj' },
  fields: [
    { name: 'nome', kind: 'text', required: true },
    { name: 'nomeFantasia', kind: 'text', required: true },
    { name: 'cnpj', kind: 'text', mask: 'cnpj' },
    { name: 'email', kind: 'email' },
    { name: 'companyTheme', kind: 'select', options: COMPANY_THEMES },
    { name: 'empresaEmbarcadora', kind: 'boolean' },
    { name: 'logo', kind: 'file', file: { accept: ['image'], maxBytes: LOGO_MAX_BYTES, public: true } },
    { name: 'systemTitle', kind: 'text' },
    { name: 'pageTitle', kind: 'text' },
    { name: 'mapEngine', kind: 'select', options: MAP_ENGINES },
    { name: 'mapsKey', kind: 'text' },
    { name: 'imageQuality', kind: 'select', options: IMAGE_QUALITIES },
    { name: 'compressionLevel', kind: 'integer' },
    { name: 'allowVideo', kind: 'boolean' },
    { name: 'allowDocuments', kind: 'boolean' },
    { name: 'allowOcr', kind: 'boolean' },
    { name: 'logisticaEspecial', kind: 'boolean', vendorOnly: true },
  ],
  searchable: ['nome', 'nomeFantasia', 'cnpj'],
  sortable: ['id', 'nome', 'nomeFantasia', 'cnpj', 'ativo'],
  defaultSort: 'nomeFantasia',
  permission: 'company',
  tenancy: 'accessible-companies',
  activatable: true,
  versioned: true,
  audited: true,
  mounts: RESOURCE_MOUNTS.empresa,
  rowLinks: [{ labelId: 'resources.biPanels', resource: 'empresaBi', params: { companyId: 'id' } }],
});
