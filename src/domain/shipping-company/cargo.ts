// A shipping company's cargo (carga) on its board: the schemas of the kanban's routes and hub (cards,
// details, history, moves and the reasons a move offers). The register's form and list (every field a
// dispatcher types) are declared in resources/cargo.ts.
import { z } from 'zod';
import { CARGO_REASON_MAX, CARGO_STATUSES } from '../../machines/cargo-status-machine';

export const cargoStatusSchema = z.enum(CARGO_STATUSES);

const DB_ID = z.number().int().positive().max(2_147_483_647);

/** What a card of the board shows, and what moves carry. */
export const cargoCardSchema = z.object({
  id: z.number().int(),
  numero: z.number().int(),
  status: cargoStatusSchema,
  /** When the load entered its status (ISO instant): the card's time in the column. */
  statusDesde: z.string(),
  version: z.number().int(),
  origemCidade: z.string(),
  origemUf: z.string(),
  destinoCidade: z.string(),
  destinoUf: z.string(),
  motoristaNome: z.string(),
  placa: z.string(),
});
export type CargoCard = z.infer<typeof cargoCardSchema>;

/** Every field of a load, for its details drawer. */
export const cargoDetailSchema = cargoCardSchema.extend({
  motoristaCpf: z.string(),
  placaReboque1: z.string().nullable(),
  placaReboque2: z.string().nullable(),
  placaReboque3: z.string().nullable(),
  peso: z.string().nullable(),
  cubagem: z.string().nullable(),
  pallets: z.number().int().nullable(),
  valorFrete: z.string().nullable(),
  coletaPrevista: z.string().nullable(),
  entregaPrevista: z.string().nullable(),
  embarcador: z.string(),
  tomador: z.string(),
  createdAt: z.string(),
});
export type CargoDetail = z.infer<typeof cargoDetailSchema>;

export const cargoHistoryEntrySchema = z.object({
  id: z.number().int(),
  de: z.string(),
  para: z.string(),
  motivo: z.string().nullable(),
  motivoId: z.number().int().nullable(),
  usuario: z.string().nullable(),
  createdAt: z.string(),
});
export type CargoHistoryEntry = z.infer<typeof cargoHistoryEntrySchema>;

/** A move of a load to another status: the version the user saw and, when needed, why. */
export const cargoMoveSchema = z.object({
  to: cargoStatusSchema,
  version: z.number().int().min(0),
  motivo: z
    .string()
    .trim()
    .max(CARGO_REASON_MAX)
    .optional()
    .nullable()
    .transform((value) => value || null),
  /** The reason's row in the non-attendance or disapproval reasons, when one was picked. */
  motivoId: DB_ID.optional().nullable(),
});
export type CargoMove = z.input<typeof cargoMoveSchema>;

/** A reason the move dialog offers: a row of the non-attendance or disapproval reasons. */
export const cargoReasonOptionSchema = z.object({ id: z.number().int(), nome: z.string() });
export type CargoReasonOption = z.infer<typeof cargoReasonOptionSchema>;
