// Cargo expense occurrences (spec 2.11 cargoExpenseOccurrence, flag accessTypeOccurrenceExpense):
// the kinds of expense a cargo may run up on its way (a waiting day at unloading, a redelivery, a
// tow). An expense of that kind usually comes from an occurrence (waiting comes from a delay at
// unloading), so the kind points at the occurrence type that causes it; planned expenses (tolls)
// come from none, so the reference is optional. Expenses of cargoes point at these kinds, so a kind
// in use is deactivated rather than deleted.
import { z } from 'zod';
import { defineResource } from '../../resources/define-resource';
import { optionalReferenceInput, referenceColumn } from '../../resources/references';
import { SHIPPING_COMPANY_MOUNTS } from './mounts';
import { registerName } from './register-fields';

export const cargoExpenseOccurrenceInput = z.object({
  nome: registerName('resource.cargoExpenseOccurrence.error.nome'),
  occurrenceTypeId: optionalReferenceInput(),
});
export const cargoExpenseOccurrenceSchema = z.object({
  id: z.number().int(),
  nome: z.string(),
  occurrenceTypeId: referenceColumn(),
  ativo: z.boolean(),
});

export const cargoExpenseOccurrenceResource = defineResource({
  name: 'cargoExpenseOccurrence',
  service: 'tracking',
  table: 'cargo_expense_occurrence',
  schema: cargoExpenseOccurrenceSchema,
  input: cargoExpenseOccurrenceInput,
  columns: ['nome', 'occurrenceTypeId', 'ativo'],
  fields: [
    { name: 'nome', kind: 'text', required: true },
    {
      name: 'occurrenceTypeId',
      kind: 'reference',
      references: { resource: 'occurrenceType', label: 'nome' },
    },
  ],
  searchable: ['nome', 'occurrenceTypeId'],
  sortable: ['nome', 'occurrenceTypeId', 'ativo'],
  defaultSort: 'nome',
  permission: 'typeOccurrenceExpense',
  tenancy: 'company',
  activatable: true,
  versioned: true,
  audited: true,
  bulkActions: ['activate', 'deactivate'],
  mounts: SHIPPING_COMPANY_MOUNTS.cargoExpenseOccurrence,
});
