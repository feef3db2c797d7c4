// Cargo expenses as a register of the engine (spec 2.11 cargoExpense: list/{cargoId},
// create/{cargoId}, edit/{id}), nested under the load they belong to, over the same table as the
// expense kanban (`carga_despesa`). The form writes the kind (a row of the expense occurrences),
// the value as exact money, the day, a description and the receipt (a file); the number is the
// company's next one and the status moves only through its machine (the expense kanban), so
// neither is the form's.
import { z } from 'zod';
import { CARGO_EXPENSE_STATUSES } from '../../../machines/cargo-expense-status-machine';
import { moneySchema } from '../../money/decimal';
import { defineResource } from '../../resources/define-resource';
import { referenceColumn, referenceInput } from '../../resources/references';
import { safeDay } from '../../safe-input';
import { storedFileIdInput, storedFileIdSchema } from '../../resources/stored-file-field';
import { SHIPPING_COMPANY_MOUNTS } from './mounts';
import { dayColumn, optional } from './optional-fields';

/** A receipt's photo or PDF: as large as a phone's photo of a coupon gets. */
export const EXPENSE_RECEIPT_MAX_BYTES = 10 * 1024 * 1024;

export const cargoExpenseInput = z.object({
  tipoId: referenceInput('resource.cargoExpense.error.tipo'),
  valor: moneySchema,
  data: safeDay,
  descricao: optional(z.string().trim().max(500)),
  comprovante: storedFileIdInput,
});

export const cargoExpenseSchema = z.object({
  id: z.number().int(),
  numero: z.number().int(),
  cargaId: z.number().int(),
  tipoId: referenceColumn(),
  valor: z.string(),
  data: dayColumn,
  descricao: z.string().nullish(),
  status: z.enum(CARGO_EXPENSE_STATUSES),
  comprovante: storedFileIdSchema,
});

export const cargoExpenseResource = defineResource({
  name: 'cargoExpense',
  service: 'tracking',
  table: 'carga_despesa',
  schema: cargoExpenseSchema,
  input: cargoExpenseInput,
  columns: ['numero', 'tipoId', 'valor', 'data', 'status', 'descricao'],
  columnFormats: { valor: 'money', data: 'day' },
  fields: [
    {
      name: 'tipoId',
      kind: 'reference',
      required: true,
      references: { resource: 'cargoExpenseOccurrence', label: 'nome' },
    },
    { name: 'valor', kind: 'money', required: true },
    { name: 'data', kind: 'date', required: true },
    { name: 'descricao', kind: 'textarea' },
    // The coupon or ticket, photographed or scanned: read by who may read the expense.
    {
      name: 'comprovante',
      kind: 'file',
      file: { accept: ['image', 'pdf'], maxBytes: EXPENSE_RECEIPT_MAX_BYTES },
    },
  ],
  searchable: ['descricao', 'tipoId'],
  sortable: ['numero', 'tipoId', 'valor', 'data', 'status'],
  defaultSort: '-numero',
  // Spec section 6: cargo expenses need the tracking module plus cargoExpensesAvaliable.
  permission: 'cargoExpenses',
  tenancy: 'company',
  activatable: false,
  versioned: true,
  audited: true,
  nestedIn: { resource: 'cargo', foreignKey: 'cargaId' },
  // A sheet's row would have no load to belong to; the list still exports.
  spreadsheet: { importable: false },
  parent: 'cargo',
  mounts: SHIPPING_COMPANY_MOUNTS.cargoExpense,
});
