// A rotogram's stops, in order: what the rotogram's edit screen saves (all of them at once, in the
// order shown) and what a load's rotogram screen reads. Distances are kilometres from the previous
// stop as exact decimals of one place; expected times are minutes from the previous stop.
import { z } from 'zod';
import { INTEGER_LIMIT } from '../constants';
import { decimalSchema } from '../money/decimal';
import { registerName } from './resources/register-fields';

export const ROTOGRAM_STOPS_MAX = 50;

export const rotogramStopInput = z.object({
  nome: registerName('rotogram.error.stopName'),
  endereco: registerName('rotogram.error.stopAddress'),
  distanciaKm: decimalSchema({ scale: 1, precision: 9, nonNegative: true }).nullable(),
  tempoPrevistoMin: z.number().int().min(0).max(INTEGER_LIMIT).nullable(),
});
export type RotogramStopInput = z.input<typeof rotogramStopInput>;

export const rotogramStopsInput = z.object({
  paradas: z.array(rotogramStopInput).max(ROTOGRAM_STOPS_MAX),
});

export const rotogramStopSchema = z.object({
  ordem: z.number().int(),
  nome: z.string(),
  endereco: z.string(),
  distanciaKm: z.string().nullable(),
  tempoPrevistoMin: z.number().int().nullable(),
});
export type RotogramStop = z.infer<typeof rotogramStopSchema>;

/** A load's rotogram: the route and its stops in order. */
export const cargoRotogramSchema = z.object({
  rotograma: z.object({
    id: z.number().int(),
    nome: z.string(),
    origemCidade: z.string(),
    origemUf: z.string(),
    destinoCidade: z.string(),
    destinoUf: z.string(),
  }),
  carga: z.object({ id: z.number().int(), numero: z.number().int() }),
  paradas: z.array(rotogramStopSchema),
});
export type CargoRotogram = z.infer<typeof cargoRotogramSchema>;
