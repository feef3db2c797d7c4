// Occurrence types of the shipping company (spec 2.11 occurrenceType): what may happen to a cargo
// on its way (a delay at unloading, damaged goods). The spec shows the screens, not the fields:
// a type is its name. Cargo records and expense occurrences point at types, so a type in use is
// deactivated rather than deleted: it leaves the pick lists, and what points at it keeps its label.
import { z } from 'zod';
import { defineResource } from '../../resources/define-resource';
import { SHIPPING_COMPANY_MOUNTS } from './mounts';
import { registerName } from './register-fields';

export const occurrenceTypeInput = z.object({ nome: registerName('resource.occurrenceType.error.nome') });
export const occurrenceTypeSchema = occurrenceTypeInput.extend({ id: z.number().int(), ativo: z.boolean() });

export const occurrenceTypeResource = defineResource({
  name: 'occurrenceType',
  service: 'tracking',
  table: 'occurrence_type',
  schema: occurrenceTypeSchema,
  input: occurrenceTypeInput,
  columns: ['nome', 'ativo'],
  fields: [{ name: 'nome', kind: 'text', required: true }],
  searchable: ['nome'],
  sortable: ['nome', 'ativo'],
  defaultSort: 'nome',
  permission: 'typeOccurrence',
  tenancy: 'company',
  activatable: true,
  versioned: true,
  audited: true,
  bulkActions: ['activate', 'deactivate'],
  mounts: SHIPPING_COMPANY_MOUNTS.occurrenceType,
});
