// The logistics screens' calls to the tracking service (logistics/...), each answer checked with
// the shared schemas of src/domain/logistics.
import { z } from 'zod';
import {
  fleetPageSchema,
  freteRapidoSettingsSchema,
  monitorSchema,
  pickupNfeSchema,
  pickupResultSchema,
  tripPageSchema,
  type FleetPage,
  type FleetQuery,
  type FreteRapidoSettings,
  type FreteRapidoSettingsInput,
  type Monitor,
  type PickupNfe,
  type PickupRequest,
  type PickupResult,
  type TripPage,
  type TripQuery,
} from '@/domain/logistics/logistics';
import { api } from '@/services/api';

const envelope = <T extends z.ZodType>(data: T) => z.object({ data });

/** Only the parameters that say something: no empty search, no absent filter. */
const params = (query: object): Record<string, string | number> =>
  Object.fromEntries(
    Object.entries(query).filter(([, v]) => v !== undefined && v !== '' && v !== null) as [
      string,
      string | number,
    ][],
  );

export const logisticsKeys = {
  trips: (q: TripQuery) => ['logistics', 'trips', q] as const,
  fleet: (q: FleetQuery) => ['logistics', 'fleet', q] as const,
  monitor: ['logistics', 'monitor'] as const,
  pickup: (search: string) => ['logistics', 'pickup', search] as const,
  settings: ['logistics', 'freteRapidoSettings'] as const,
};

export const fetchTrips = async (q: TripQuery): Promise<TripPage> =>
  envelope(tripPageSchema).parse(
    await api.tracking.get('logistics/trips', { searchParams: params(q) }).json(),
  ).data;

export const fetchFleet = async (q: FleetQuery): Promise<FleetPage> =>
  envelope(fleetPageSchema).parse(
    await api.tracking.get('logistics/fleet', { searchParams: params(q) }).json(),
  ).data;

export const fetchMonitor = async (): Promise<Monitor> =>
  envelope(monitorSchema).parse(await api.tracking.get('logistics/monitor').json()).data;

export const fetchPickupNfe = async (search: string): Promise<PickupNfe[]> =>
  envelope(z.object({ rows: z.array(pickupNfeSchema) })).parse(
    await api.tracking.get('logistics/freteRapido/nfe', { searchParams: params({ search }) }).json(),
  ).data.rows;

export const requestPickup = async (body: PickupRequest): Promise<PickupResult> =>
  envelope(pickupResultSchema).parse(
    await api.tracking.post('logistics/freteRapido/coleta', { json: body }).json(),
  ).data;

export const fetchFreteRapidoSettings = async (): Promise<FreteRapidoSettings> =>
  envelope(freteRapidoSettingsSchema).parse(await api.tracking.get('logistics/freteRapido/settings').json())
    .data;

export const saveFreteRapidoSettings = async (body: FreteRapidoSettingsInput): Promise<FreteRapidoSettings> =>
  envelope(freteRapidoSettingsSchema).parse(
    await api.tracking.put('logistics/freteRapido/settings', { json: body }).json(),
  ).data;
