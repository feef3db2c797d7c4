// The deadline list's edit of many routes at once, through the engine's generic client; the rows
// it reaches are counted with the list.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EditMultipleBody } from '@/domain/tracking/entrega/rota-prazo-edit-multiple';
import { rotaPrazoEntregaResource as def } from '@/domain/tracking/resources/rota-prazo-entrega';
import { resourceClient, resourceKeys } from '@/services/resource-client';

export const editMultiple = (body: EditMultipleBody): Promise<number> =>
  resourceClient.editMultiple(def, body);

export const useEditMultiple = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: editMultiple,
    onSuccess: () => client.invalidateQueries({ queryKey: resourceKeys.all(def) }),
  });
};
