// The dashboard's one read, checked with the shared schema so the screen only sees valid data.
// The first read of a page opened at /dashboard may have been started by the entry already.
import { z } from 'zod/mini';
import {
  entregaDashboardSchema,
  type EntregaDashboard,
} from '@/domain/tracking/dashboard/entrega-dashboard-schemas';
import { api } from '@/services/api';
import { takeEarly } from '@/services/early-requests';
import { DASHBOARD_READ } from './dashboard-read';

const answer = z.object({ data: entregaDashboardSchema });

export const fetchEntregaDashboard = async (period: {
  dataInicio?: string;
  dataFim?: string;
}): Promise<EntregaDashboard> => {
  const early = answer.safeParse(await takeEarly(DASHBOARD_READ.service, DASHBOARD_READ.path));
  // Taken only when it counts the period asked for (the URL may have changed meanwhile).
  if (
    early.success &&
    (!period.dataInicio || early.data.data.dataInicio === period.dataInicio) &&
    (!period.dataFim || early.data.data.dataFim === period.dataFim)
  ) {
    return early.data.data;
  }
  const searchParams: Record<string, string> = {};
  if (period.dataInicio) searchParams.dataInicio = period.dataInicio;
  if (period.dataFim) searchParams.dataFim = period.dataFim;
  return answer.parse(await api.tracking.get(DASHBOARD_READ.path, { searchParams }).json()).data;
};
