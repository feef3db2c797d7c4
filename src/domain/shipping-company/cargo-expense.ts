// A cargo expense on the expense board: the schemas of the board's routes and hub (cards, details,
// history, moves). The register's form and list (what a dispatcher types) are declared in
// resources/cargo-expense.ts. Values are exact decimal strings ('1234.50'), never floats.
import { z } from 'zod';
import {
  CARGO_EXPENSE_REASON_MAX,
  CARGO_EXPENSE_STATUSES,
} from '../../machines/cargo-expense-status-machine';

export const cargoExpenseStatusSchema = z.enum(CARGO_EXPENSE_STATUSES);

const DB_ID = z.number().int().positive().max(2_147_483_647);

/** What a card of the expense board shows, and what moves carry. */
export const cargoExpenseCardSchema = z.object({
  id: z.number().int(),
  numero: z.number().int(),
  status: cargoExpenseStatusSchema,
  /** When the expense entered its status (ISO instant): the card's time in the column. */
  statusDesde: z.string(),
  version: z.number().int(),
  cargaId: z.number().int(),
  cargaNumero: z.number().int(),
  tipoNome: z.string(),
  /** Exact money, two places ('1234.50'). */
  valor: z.string(),
  /** The expense's day, yyyy-mm-dd. */
  data: z.string(),
});
export type CargoExpenseCard = z.infer<typeof cargoExpenseCardSchema>;

export const cargoExpenseDetailSchema = cargoExpenseCardSchema.extend({
  descricao: z.string().nullable(),
  createdAt: z.string(),
});
export type CargoExpenseDetail = z.infer<typeof cargoExpenseDetailSchema>;

export const cargoExpenseHistoryEntrySchema = z.object({
  id: z.number().int(),
  de: z.string(),
  para: z.string(),
  motivo: z.string().nullable(),
  motivoId: z.number().int().nullable(),
  usuario: z.string().nullable(),
  createdAt: z.string(),
});
export type CargoExpenseHistoryEntry = z.infer<typeof cargoExpenseHistoryEntrySchema>;

/** A move of an expense to another status: the version the user saw and, when needed, why. */
export const cargoExpenseMoveSchema = z.object({
  to: cargoExpenseStatusSchema,
  version: z.number().int().min(0),
  motivo: z
    .string()
    .trim()
    .max(CARGO_EXPENSE_REASON_MAX)
    .optional()
    .nullable()
    .transform((value) => value || null),
  /** The disapproved reasons register's row: required by every move that needs a reason. */
  motivoId: DB_ID.optional().nullable(),
});
export type CargoExpenseMove = z.input<typeof cargoExpenseMoveSchema>;

/** A load's expenses summed by status, exactly (sums are the database's). */
export const cargoExpenseTotalsSchema = z.object({
  total: z.string(),
  porStatus: z.array(z.object({ status: cargoExpenseStatusSchema, total: z.string(), count: z.number() })),
});
export type CargoExpenseTotals = z.infer<typeof cargoExpenseTotalsSchema>;
