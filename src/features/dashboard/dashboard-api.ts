// The dashboard's one read, checked with the shared schema so the screen only sees valid data.
import { z } from 'zod';
import { entregaDashboardSchema, type EntregaDashboard } from '@/domain/dashboard/entrega-dashboard';
import { api } from '@/services/api';

const answer = z.object({ data: entregaDashboardSchema });

export const fetchEntregaDashboard = async (period: {
  dataInicio?: string;
  dataFim?: string;
}): Promise<EntregaDashboard> => {
  const searchParams: Record<string, string> = {};
  if (period.dataInicio) searchParams.dataInicio = period.dataInicio;
  if (period.dataFim) searchParams.dataFim = period.dataFim;
  return answer.parse(await api.tracking.get('dashboard/entregas', { searchParams }).json()).data;
};
