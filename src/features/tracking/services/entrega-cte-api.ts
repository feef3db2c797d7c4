// The CT-e of a delivery: the engine's list of `entregaCte` nested in the delivery, newest first.
import { entregaCteResource, type EntregaCte } from '@/domain/tracking/resources/entrega-cte';
import { listAllOfParent } from './nested-list';

export const entregaCtesQueryKey = (entregaId: number) => ['entrega', entregaId, 'cte'] as const;

export const listEntregaCtes = (entregaId: number): Promise<EntregaCte[]> =>
  listAllOfParent(entregaCteResource, entregaId);
