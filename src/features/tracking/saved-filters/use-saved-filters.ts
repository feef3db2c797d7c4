// Server data of the saved filter sets in TanStack Query; every change reloads the list.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FilterValues } from '@/domain/tracking/dashboard/filtro-salvo';
import {
  createSavedFilter,
  deleteSavedFilter,
  listSavedFilters,
  renameSavedFilter,
} from './saved-filters-api';

const KEY = ['filtroSalvo'] as const;

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
      mutationFn: ({ id, nome }: { id: number; nome: string }) => renameSavedFilter(id, nome),
      onSuccess,
    }),
    remove: useMutation({ mutationFn: (id: number) => deleteSavedFilter(id), onSuccess }),
  };
}
