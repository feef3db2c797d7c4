// The shipping company dashboard's one read (GET /api/tracking/cargo/dashboard), checked with the
// shared schema so the screen only sees valid figures, read again every AUTO_REFRESH_MS (spec
// section 9) and kept on screen while another period loads.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { AUTO_REFRESH_MS } from '@/domain/constants';
import {
  cargoDashboardSchema,
  type CargoDashboard,
} from '@/domain/shipping-company/dashboard/cargo-dashboard';
import { api } from '@/services/api';

const answer = z.object({ data: cargoDashboardSchema });

export const cargoDashboardKeys = {
  all: ['cargoDashboard'] as const,
  period: (dataInicio: string, dataFim: string) => [...cargoDashboardKeys.all, dataInicio, dataFim] as const,
};

export const fetchCargoDashboard = async (period: {
  dataInicio: string;
  dataFim: string;
}): Promise<CargoDashboard> =>
  answer.parse(await api.tracking.get('cargo/dashboard', { searchParams: period }).json()).data;

export function useCargoDashboard(dataInicio: string, dataFim: string) {
  return useQuery({
    queryKey: cargoDashboardKeys.period(dataInicio, dataFim),
    queryFn: () => fetchCargoDashboard({ dataInicio, dataFim }),
    refetchInterval: AUTO_REFRESH_MS,
    placeholderData: keepPreviousData,
  });
}
