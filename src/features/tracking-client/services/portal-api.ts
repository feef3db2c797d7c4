// The portal's calls to the tracking service (GET deliveryClient/...), each answer checked with
// the shared schemas of src/domain/tracking-client/portal-deliveries.
import { z } from 'zod';
import {
  portalDeliveryDetailSchema,
  portalDeliveryPageSchema,
  type PortalDeliveryDetail,
  type PortalDeliveryPage,
  type PortalSituation,
} from '@/domain/tracking-client/portal-deliveries';
import { api } from '@/services/api';

const envelope = <T extends z.ZodType>(data: T) => z.object({ data });

export interface PortalListParams {
  situacao: PortalSituation;
  page: number;
  pageSize: number;
  search: string;
}

export const portalListQueryKey = (params: PortalListParams) =>
  ['deliveryClient', 'entregas', params] as const;
export const portalDetailQueryKey = (id: number) => ['deliveryClient', 'entrega', id] as const;

/** GET deliveryClient/entregas: one page of the client's deliveries in one of the two lists. */
export const listPortalDeliveries = async (params: PortalListParams): Promise<PortalDeliveryPage> => {
  const searchParams: Record<string, string | number> = {
    situacao: params.situacao,
    page: params.page,
    pageSize: params.pageSize,
  };
  if (params.search) searchParams.search = params.search;
  const body = await api.tracking.get('deliveryClient/entregas', { searchParams }).json();
  return envelope(portalDeliveryPageSchema).parse(body).data;
};

/** GET deliveryClient/entregas/{id}: one delivery with its occurrences, status changes and proofs. */
export const getPortalDelivery = async (id: number): Promise<PortalDeliveryDetail> => {
  const body = await api.tracking.get(`deliveryClient/entregas/${id}`).json();
  return envelope(portalDeliveryDetailSchema).parse(body).data;
};

/** GET deliveryClient/comprovantes/{id}/arquivo: a proof's file (the token goes in a header). */
export const fetchPortalProof = (id: number): Promise<Blob> =>
  api.tracking.get(`deliveryClient/comprovantes/${id}/arquivo`).blob();
