// The saved filter sets of the delivery list (/api/tracking/filtroSalvo), checked with the
// shared schema so the screens only see valid sets.
import { z } from 'zod';
import {
  filtroSalvoSchema,
  type FiltroSalvo,
  type FilterValues,
} from '@/domain/tracking/dashboard/filtro-salvo';
import { api } from '@/services/api';

const one = z.object({ data: filtroSalvoSchema });
const many = z.object({ data: z.array(filtroSalvoSchema) });

export const listSavedFilters = async (): Promise<FiltroSalvo[]> =>
  many.parse(await api.tracking.get('filtroSalvo').json()).data;

export const createSavedFilter = async (nome: string, filtros: FilterValues): Promise<FiltroSalvo> =>
  one.parse(await api.tracking.post('filtroSalvo', { json: { nome, filtros } }).json()).data;

export const renameSavedFilter = async (id: number, nome: string): Promise<FiltroSalvo> =>
  one.parse(await api.tracking.put(`filtroSalvo/${id}`, { json: { nome } }).json()).data;

export const deleteSavedFilter = async (id: number): Promise<void> => {
  await api.tracking.delete(`filtroSalvo/${id}`);
};
