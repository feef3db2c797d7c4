// Editing many deadline-per-route rows at once (/rotaPrazoEntrega/editMultiple): the rows are
// those the list's own filters select, and the body sets one or more values on all of them.
import { z } from 'zod';
import { filterQueryShape } from '../../resources/list-filters';
import { PRAZO_MAX_DIAS, TIPOS_DIAS, rotaPrazoEntregaResource } from '../resources/rota-prazo-entrega';

export const editMultipleValues = z
  .object({
    prazoDias: z.coerce
      .number({ error: `Prazo inválido (0 a ${PRAZO_MAX_DIAS} dias)` })
      .int('O prazo deve ser um número inteiro de dias')
      .min(0, `O prazo deve estar entre 0 e ${PRAZO_MAX_DIAS} dias`)
      .max(PRAZO_MAX_DIAS, `O prazo deve estar entre 0 e ${PRAZO_MAX_DIAS} dias`)
      .optional(),
    tipoDias: z.enum(TIPOS_DIAS, 'Tipo de dias: úteis ou corridos').optional(),
    ativo: z.boolean().optional(),
  })
  .refine(
    (v) => v.prazoDias !== undefined || v.tipoDias !== undefined || v.ativo !== undefined,
    'Escolha ao menos um valor para alterar: prazo, tipo de dias ou situação',
  );
export type EditMultipleValues = z.infer<typeof editMultipleValues>;

export const editMultipleBody = z.object({
  /** The list's declared filters (carrier, origin UF, destination UF, destination level). */
  filtros: z.object(filterQueryShape(rotaPrazoEntregaResource.filters)).default({}),
  valores: editMultipleValues,
});
export type EditMultipleBody = z.infer<typeof editMultipleBody>;

export const editMultipleResult = z.object({ alterados: z.number().int() });
