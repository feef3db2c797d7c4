// The dashboard's counts: read every AUTO_REFRESH_MS (spec section 9) and at once when an import
// reports progress through the notifications hub, since each import batch adds deliveries.
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { AUTO_REFRESH_MS } from '@/domain/constants';
import { IMPORT_PROGRESS_TARGET } from '@/domain/tracking/imports/import-progress-target';
import { afterFirstContentfulPaint } from '@/services/after-paint';
import { subscribeToHub } from '@/services/lazy-notifications-hub';

/**
 * The read's client and schemas (zod and ky: about 70 KB of the page's JavaScript before
 * compression) load with the first read, once the page has painted its sections and their
 * placeholders, rather than before that paint. The entry has usually fetched the answer by then
 * (src/early-reads.ts). A failed download is tried again by the next
 * read.
 */
let readModule: Promise<typeof import('./dashboard-api')> | undefined;
const loadRead = () =>
  (readModule ??= afterFirstContentfulPaint()
    .then(() => import('./dashboard-api'))
    .catch((error: unknown) => {
      readModule = undefined;
      throw error;
    }));

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
    queryFn: async () => (await loadRead()).fetchEntregaDashboard({ dataInicio, dataFim }),
    refetchInterval: AUTO_REFRESH_MS,
    placeholderData: keepPreviousData,
  });
}
