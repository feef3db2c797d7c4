// What the logistics screens read and send (spec 2.6), checked with the same zod on both sides.
// Trips are the shipping company's loads (carga); a vehicle's state is derived from the open load
// that carries its plate (as truck or trailer); NF-e are the tracking module's deliveries.
import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '../constants';
import { CARGO_STATUSES } from '../../machines/cargo-status-machine';

/** Statuses of a load still at work: not delivered, not refused, not cancelled. */
export const OPEN_CARGO_STATUSES = [
  'aguardandoCarregamento',
  'emCarregamento',
  'emTransito',
  'emDescarga',
] as const;

/** A page size of the product's tables (spec section 9). */
const pageSize = z.coerce
  .number()
  .int()
  .refine((n) => (PAGE_SIZES as readonly number[]).includes(n))
  .default(DEFAULT_PAGE_SIZE);

// ---- Trips (/shlog/tripStatus) ------------------------------------------------------------------

export const tripQuerySchema = z.object({
  status: z.enum(CARGO_STATUSES).optional(),
  /** Only the late ones. */
  late: z.enum(['true', 'false']).optional(),
  /** A load number, a plate or part of a driver's name. */
  search: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize,
});
export type TripQuery = z.input<typeof tripQuerySchema>;

export const tripSchema = z.object({
  id: z.number().int(),
  numero: z.number().int(),
  origemCidade: z.string(),
  origemUf: z.string(),
  destinoCidade: z.string(),
  destinoUf: z.string(),
  motoristaNome: z.string(),
  placa: z.string(),
  status: z.enum(CARGO_STATUSES),
  /** When the load went on the road (its first move to emTransito), else null. */
  saida: z.string().nullable(),
  /** Planned pickup day ('yyyy-mm-dd'), the departure shown before the load leaves. */
  coletaPrevista: z.string().nullable(),
  /** Expected arrival day ('yyyy-mm-dd'). */
  entregaPrevista: z.string().nullable(),
  /** Past its expected arrival day on the business clock (delivered: delivered after it). */
  atrasada: z.boolean(),
});
export type Trip = z.infer<typeof tripSchema>;

export const tripPageSchema = z.object({
  rows: z.array(tripSchema),
  total: z.number().int(),
  /** Loads per status, over the whole company (the filter's counts). */
  counts: z.partialRecord(z.enum(CARGO_STATUSES), z.number().int()),
  lateCount: z.number().int(),
});
export type TripPage = z.infer<typeof tripPageSchema>;

// ---- Fleet (/shlog/fleet/status/list) -----------------------------------------------------------

/**
 * A vehicle's state: the status of the open load carrying its plate (waiting to load, loading, on
 * the road, unloading), available when none does, inactive when the register deactivated it.
 */
export const VEHICLE_STATES = [
  'emViagem',
  'carregando',
  'aguardandoCarregamento',
  'descarregando',
  'disponivel',
  'inativo',
] as const;
export type VehicleState = (typeof VEHICLE_STATES)[number];

export const fleetQuerySchema = z.object({
  state: z.enum(VEHICLE_STATES).optional(),
  search: z.string().trim().max(20).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize,
});
export type FleetQuery = z.input<typeof fleetQuerySchema>;

export const fleetVehicleSchema = z.object({
  id: z.number().int(),
  placa: z.string(),
  tipo: z.string().nullable(),
  reboque: z.boolean(),
  state: z.enum(VEHICLE_STATES),
  /** The open load carrying it, if any. */
  cargaId: z.number().int().nullable(),
  cargaNumero: z.number().int().nullable(),
  destino: z.string().nullable(),
  motoristaNome: z.string().nullable(),
  /** Since when the load is in its status (or null). */
  desde: z.string().nullable(),
});
export type FleetVehicle = z.infer<typeof fleetVehicleSchema>;

export const fleetPageSchema = z.object({
  rows: z.array(fleetVehicleSchema),
  total: z.number().int(),
  counts: z.partialRecord(z.enum(VEHICLE_STATES), z.number().int()),
});
export type FleetPage = z.infer<typeof fleetPageSchema>;

// ---- Monitoring (/shlog/monitoramentoLogistico) -------------------------------------------------

export const MONITOR_LIST_SIZE = 5;

export const monitorLoadSchema = z.object({
  id: z.number().int(),
  numero: z.number().int(),
  destino: z.string(),
  placa: z.string(),
  motoristaNome: z.string(),
  status: z.enum(CARGO_STATUSES),
  entregaPrevista: z.string().nullable(),
  statusDesde: z.string(),
});
export type MonitorLoad = z.infer<typeof monitorLoadSchema>;

export const monitorSchema = z.object({
  figures: z.object({
    abertas: z.number().int(),
    atrasadas: z.number().int(),
    emTransito: z.number().int(),
    aguardando: z.number().int(),
    veiculos: z.number().int(),
    veiculosParados: z.number().int(),
  }),
  atrasadas: z.array(monitorLoadSchema),
  emTransito: z.array(monitorLoadSchema),
  aguardando: z.array(monitorLoadSchema),
  veiculosParados: z.array(
    z.object({ id: z.number().int(), placa: z.string(), tipo: z.string().nullable() }),
  ),
});
export type Monitor = z.infer<typeof monitorSchema>;

// ---- Frete Rápido pickup (/shlog/freteRapido/solicitacaoColeta/nfe) ----------------------------

export const pickupQuerySchema = z.object({
  search: z.string().trim().max(60).optional(),
});

export const pickupNfeSchema = z.object({
  entregaId: z.number().int(),
  chaveAcesso: z.string(),
  numero: z.string().nullable(),
  serie: z.string().nullable(),
  destinatarioNome: z.string().nullable(),
  destino: z.string().nullable(),
  valorTotal: z.string().nullable(),
  volumes: z.number().int().nullable(),
  status: z.string(),
  /** The pickup already asked for this NF-e: its protocol and when. */
  coletaProtocolo: z.string().nullable(),
  coletaEm: z.string().nullable(),
});
export type PickupNfe = z.infer<typeof pickupNfeSchema>;

export const PICKUP_MAX_NFE = 20;

export const pickupRequestSchema = z.object({
  entregaIds: z.array(z.number().int().positive()).min(1).max(PICKUP_MAX_NFE),
  /** The pickup day ('yyyy-mm-dd'). */
  dataColeta: z.iso.date(),
});
export type PickupRequest = z.infer<typeof pickupRequestSchema>;

export const pickupResultSchema = z.object({
  results: z.array(
    z.object({
      entregaId: z.number().int(),
      protocolo: z.string().nullable(),
    }),
  ),
});
export type PickupResult = z.infer<typeof pickupResultSchema>;

export const freteRapidoSettingsSchema = z.object({
  url: z.string(),
  /** Whether a token is stored; the token itself never leaves the server. */
  tokenSet: z.boolean(),
});
export type FreteRapidoSettings = z.infer<typeof freteRapidoSettingsSchema>;

export const freteRapidoSettingsInput = z.object({
  url: z.union([z.literal(''), z.url({ protocol: /^https?$/ }).max(300)]),
  /** A new token; absent or empty keeps the stored one. */
  token: z.string().trim().max(200).optional(),
});
export type FreteRapidoSettingsInput = z.infer<typeof freteRapidoSettingsInput>;
