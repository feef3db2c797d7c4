// Editing many deadline-per-route rows at once (/rotaPrazoEntrega/editMultiple): the rows are
// those the list's own filters select, and the body sets one or more values on all of them.
import { z } from 'zod';
import { filterQueryShape } from '../../resources/list-filters';
import { PRAZO_MAX_DIAS, TIPOS_DIAS, rotaPrazoEntregaResource } from '../resources/rota-prazo-entrega';

export const editMultipleValues = z
  .object({
    prazoDias: z.coerce
      .number({ error: 'resource.rotaPrazoEntrega.error.prazoDias' })
      .int('resource.rotaPrazoEntrega.error.prazoInteiro')
      .min(0, 'resource.rotaPrazoEntrega.error.prazoFaixa')
      .max(PRAZO_MAX_DIAS, 'resource.rotaPrazoEntrega.error.prazoFaixa')
      .optional(),
    tipoDias: z.enum(TIPOS_DIAS, 'resource.rotaPrazoEntrega.error.tipoDias').optional(),
    ativo: z.boolean().optional(),
  })
  .refine(
    (v) => v.prazoDias !== undefined || v.tipoDias !== undefined || v.ativo !== undefined,
    'rotaPrazo.editMultiple.error.nothingToChange',
  );
export type EditMultipleValues = z.infer<typeof editMultipleValues>;

export const editMultipleBody = z.object({
  /** The list's declared filters (carrier, origin UF, destination UF, destination level). */
  filtros: z.object(filterQueryShape(rotaPrazoEntregaResource.filters)).default({}),
  valores: editMultipleValues,
});
export type EditMultipleBody = z.infer<typeof editMultipleBody>;

export const editMultipleResult = z.object({ alterados: z.number().int() });
