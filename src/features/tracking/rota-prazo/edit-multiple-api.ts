// The one call of /rotaPrazoEntrega/editMultiple; the rows it reaches are counted with the list.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  editMultipleResult,
  type EditMultipleBody,
} from '@/domain/tracking/entrega/rota-prazo-edit-multiple';
import { rotaPrazoEntregaResource as def } from '@/domain/tracking/resources/rota-prazo-entrega';
import { api } from '@/services/api';
import { resourceKeys } from '@/services/resource-client';

export async function editMultiple(body: EditMultipleBody): Promise<number> {
  const answer = await api[def.service].post(`${def.name}/editMultiple`, { json: body }).json();
  return z.object({ data: editMultipleResult }).parse(answer).data.alterados;
}

export const useEditMultiple = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: editMultiple,
    onSuccess: () => client.invalidateQueries({ queryKey: resourceKeys.all(def) }),
  });
};
