// The CT-e of a delivery (GET entrega/{id}/cte), checked with the shared schema.
import { z } from 'zod';
import { cteSummarySchema, type CteSummary } from '@/domain/tracking/cte/cte-summary';
import { api } from '@/services/api';

export const entregaCtesQueryKey = (entregaId: number) => ['entrega', entregaId, 'cte'] as const;

export const listEntregaCtes = async (entregaId: number): Promise<CteSummary[]> => {
  const body = await api.tracking.get(`entrega/${entregaId}/cte`).json();
  return z.object({ data: z.array(cteSummarySchema) }).parse(body).data;
};
