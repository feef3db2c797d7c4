// The dashboard's counts: read every AUTO_REFRESH_MS (spec section 9) and at once when an import
// reports progress through the notifications hub, since each import batch adds deliveries.
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { AUTO_REFRESH_MS } from '@/domain/constants';
import { IMPORT_PROGRESS_TARGET } from '@/domain/tracking/imports/import-progress-target';
import { subscribeToHub } from '@/services/lazy-notifications-hub';
import { fetchEntregaDashboard } from './dashboard-api';

export const dashboardKeys = {
  all: ['entregaDashboard'] as const,
  period: (dataInicio: string, dataFim: string) => [...dashboardKeys.all, dataInicio, dataFim] as const,
};

export function useEntregaDashboard(dataInicio: string, dataFim: string) {
  const client = useQueryClient();
  useEffect(
    () =>
      subscribeToHub(IMPORT_PROGRESS_TARGET, () => {
        void client.invalidateQueries({ queryKey: dashboardKeys.all });
      }),
    [client],
  );
  return useQuery({
    queryKey: dashboardKeys.period(dataInicio, dataFim),
    queryFn: () => fetchEntregaDashboard({ dataInicio, dataFim }),
    refetchInterval: AUTO_REFRESH_MS,
    placeholderData: keepPreviousData,
  });
}
