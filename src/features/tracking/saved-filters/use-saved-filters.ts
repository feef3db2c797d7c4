// Server data of the saved filter sets in TanStack Query, under the engine's key of their
// register; every change reloads the list.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FiltroSalvo, FilterValues } from '@/domain/tracking/dashboard/filtro-salvo';
import { filtroSalvoResource } from '@/domain/tracking/resources/filtro-salvo';
import { resourceKeys } from '@/services/resource-client';
import {
  createSavedFilter,
  deleteSavedFilter,
  listSavedFilters,
  renameSavedFilter,
} from './saved-filters-api';

const KEY = resourceKeys.all(filtroSalvoResource);

export const useSavedFilters = () => useQuery({ queryKey: KEY, queryFn: listSavedFilters });

export function useSavedFilterChanges() {
  const client = useQueryClient();
  const onSuccess = () => client.invalidateQueries({ queryKey: KEY });
  return {
    create: useMutation({
      mutationFn: ({ nome, filtros }: { nome: string; filtros: FilterValues }) =>
        createSavedFilter(nome, filtros),
      onSuccess,
    }),
    rename: useMutation({
      mutationFn: ({ set, nome }: { set: FiltroSalvo; nome: string }) => renameSavedFilter(set, nome),
      onSuccess,
    }),
    remove: useMutation({ mutationFn: (id: number) => deleteSavedFilter(id), onSuccess }),
  };
}
