// The saved filter sets of the delivery list, through the resource engine's routes of their
// declaration (src/domain/tracking/resources/filtro-salvo.ts: /api/tracking/filtroSalvo), checked
// with the shared schema so the screens only see valid sets. The engine answers the signed-in
// user's own sets in the token's company only.
import { PAGE_SIZES } from '@/domain/constants';
import {
  filtroSalvoSchema,
  type FiltroSalvo,
  type FilterValues,
} from '@/domain/tracking/dashboard/filtro-salvo';
import { filtroSalvoResource } from '@/domain/tracking/resources/filtro-salvo';
import { resourceClient } from '@/services/resource-client';

/** The largest page the engine's list answers: a user's sets are few, so usually one page. */
const PAGE_SIZE = Math.max(...PAGE_SIZES);

/** Every set of the user's, by name (the engine's list, paged through). */
export async function listSavedFilters(): Promise<FiltroSalvo[]> {
  const sets: FiltroSalvo[] = [];
  for (let page = 1; ; page += 1) {
    const answer = await resourceClient.list(filtroSalvoResource, {
      page,
      pageSize: PAGE_SIZE,
      sort: 'nome',
    });
    sets.push(...answer.items.map((row) => filtroSalvoSchema.parse(row)));
    if (answer.items.length < PAGE_SIZE || sets.length >= answer.total) return sets;
  }
}

export const createSavedFilter = async (nome: string, filtros: FilterValues): Promise<FiltroSalvo> =>
  filtroSalvoSchema.parse(await resourceClient.create(filtroSalvoResource, { nome, filtros }));

/** A new name for a set; the engine's update takes the whole set, so its filters go along. */
export const renameSavedFilter = async (set: FiltroSalvo, nome: string): Promise<FiltroSalvo> =>
  filtroSalvoSchema.parse(
    await resourceClient.update(filtroSalvoResource, set.id, { nome, filtros: set.filtros }),
  );

export const deleteSavedFilter = async (id: number): Promise<void> => {
  await resourceClient.remove(filtroSalvoResource, id);
};
