// A delivery's occurrences as a read-only list of the engine, nested in the delivery: the list
// carries the delivery's id (`parentId`), which must be a delivery the caller's company can see,
// so another company's delivery answers 404 as a missing one does. Occurrences are written by
// the OCOREN import and by recording one by hand (POST /entregaOcorrencia), never by the engine.
import { z } from 'zod';
import { ENTREGA_STATUSES } from '../entrega/entrega-status';
import { instantValue } from '../../resources/column-values';
import { defineReadOnlyResource } from '../../resources/define-resource';

/** One occurrence as the delivery's timeline shows it. */
export const entregaOcorrenciaSchema = z.object({
  id: z.number().int(),
  /** The carrier's code as the file gave it, as text ('1', 'A7'). */
  codigo: z.string(),
  /** The shipper's code, when the company's mapping gave the meaning. */
  // The engine hands a null column over as undefined; the default keeps it null on the wire.
  codigoEmbarcador: z.string().nullable().default(null),
  descricao: z.string(),
  /** The delivery status the code means. */
  status: z.enum(ENTREGA_STATUSES),
  /** ISO instant. */
  dataOcorrencia: instantValue,
  codigoObservacao: z.number().int().nullable().default(null),
  texto: z.string(),
  transportadorCnpj: z.string().nullable().default(null),
});
export type EntregaOcorrencia = z.infer<typeof entregaOcorrenciaSchema>;

/**
 * Read straight from `entrega_ocorrencia` (migration 0005): every column the timeline shows is
 * the occurrence's own. Oldest first, as the timeline reads; the index on (empresa_id,
 * entrega_id, data_ocorrencia) serves the list of one delivery.
 */
export const entregaOcorrenciaResource = defineReadOnlyResource({
  name: 'entregaOcorrencia',
  service: 'tracking',
  table: 'entrega_ocorrencia',
  schema: entregaOcorrenciaSchema,
  columns: ['dataOcorrencia', 'codigo', 'descricao', 'status', 'codigoEmbarcador', 'texto'],
  columnFormats: { dataOcorrencia: 'dateTime' },
  searchable: [],
  sortable: ['dataOcorrencia'],
  defaultSort: 'dataOcorrencia',
  permission: 'tracking',
  tenancy: 'company',
  nestedIn: { resource: 'entrega', foreignKey: 'entregaId' },
  // The spec's page of one delivery's occurrences; the delivery drawer shows the same list.
  routes: { list: '/entregaOcorrencia/list/:id' },
});
