// The rotograms' own calls: a rotogram's stops (read and replaced all at once) and a load's
// rotogram, found by the load's origin and destination.
import { z } from 'zod';
import {
  cargoRotogramSchema,
  rotogramStopSchema,
  type CargoRotogram,
  type RotogramStop,
  type RotogramStopInput,
} from '@/domain/shipping-company/rotogram-stops';
import { api } from '@/services/api';

const stopsAnswer = z.object({ data: z.object({ paradas: z.array(rotogramStopSchema) }) });

export const rotogramStopsQueryKey = (id: number) => ['rotogram', 'stops', id] as const;
export const cargoRotogramQueryKey = (cargoId: number) => ['cargo', 'rotogram', cargoId] as const;

export const getRotogramStops = async (id: number): Promise<RotogramStop[]> =>
  stopsAnswer.parse(await api.tracking.get(`rotogram/${id}/stops`).json()).data.paradas;

export const saveRotogramStops = async (id: number, paradas: RotogramStopInput[]): Promise<RotogramStop[]> =>
  stopsAnswer.parse(await api.tracking.put(`rotogram/${id}/stops`, { json: { paradas } }).json()).data
    .paradas;

export const getCargoRotogram = async (cargoId: number): Promise<CargoRotogram> =>
  z.object({ data: cargoRotogramSchema }).parse(await api.tracking.get(`cargo/${cargoId}/rotogram`).json())
    .data;
