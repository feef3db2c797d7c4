// A shipping company's cargo (carga): its schemas on both sides of the API and the hub. Plates
// are stored normalized (vehicle-plate.ts), the driver's CPF as its eleven digits, weight and
// cubage as exact decimals with three places and the freight as exact money (money/decimal.ts).
import { z } from 'zod';
import { CARGO_REASON_MAX, CARGO_STATUSES } from '../../machines/cargo-status-machine';
import { BRAZIL_UFS } from '../brazil-ufs';
import { cpfSchema } from '../documents/cpf';
import { decimalSchema, moneySchema } from '../money/decimal';
import { plateSchema } from './vehicle-plate';

export const cargoStatusSchema = z.enum(CARGO_STATUSES);

const DB_ID = z.number().int().positive().max(2_147_483_647);

/** Weight (kg) and cubage (m³): numeric(12, 3). */
const MEASURE = { scale: 3, precision: 12, nonNegative: true };

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

const text = (max: number) => z.string().trim().min(1).max(max);
const uf = z.enum(BRAZIL_UFS);
const day = z.iso.date();

/** A new load: the number is the company's next one, the status its first. */
export const cargoInputSchema = z.object({
  origemCidade: text(120),
  origemUf: uf,
  destinoCidade: text(120),
  destinoUf: uf,
  motoristaNome: text(120),
  motoristaCpf: cpfSchema,
  placa: plateSchema,
  placasReboque: z.array(plateSchema).max(3).default([]),
  peso: decimalSchema(MEASURE).nullable().default(null),
  cubagem: decimalSchema(MEASURE).nullable().default(null),
  pallets: z.number().int().min(0).max(2_147_483_647).nullable().default(null),
  valorFrete: moneySchema.nullable().default(null),
  coletaPrevista: day.nullable().default(null),
  entregaPrevista: day.nullable().default(null),
  embarcador: text(160),
  tomador: text(160),
});
export type CargoInput = z.input<typeof cargoInputSchema>;
