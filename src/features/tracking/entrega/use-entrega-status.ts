// A delivery's status, version and history, kept fresh: refetched when the hub says another user
// or an import changed this delivery, and after the user's own change.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { MACHINE_CHANGED_TARGET } from '@/domain/machines/machine-change';
import { entregaStatusQueryKey, getEntregaStatus } from '@/features/tracking/services/entrega-status-api';
import { onHubMessage } from '@/services/notifications-hub';

export function useEntregaStatus(entregaId: number) {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      onHubMessage(MACHINE_CHANGED_TARGET, (change) => {
        // The whole delivery: its list row and drawer record show the status too.
        if (change.maquina === 'entrega' && change.id === entregaId)
          void queryClient.invalidateQueries({ queryKey: ['entrega'] });
      }),
    [entregaId, queryClient],
  );
  return useQuery({ queryKey: entregaStatusQueryKey(entregaId), queryFn: () => getEntregaStatus(entregaId) });
}
