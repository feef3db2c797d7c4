// The CT-e that carry a delivery's NF-e, as a read-only list of the engine nested in the delivery:
// the list carries the delivery's id (`parentId`), which must be a delivery the caller's company
// can see, so another company's delivery answers 404 as a missing one does. CT-e are written by
// the CT-e import, never by the engine.
import { z } from 'zod';
import { decimalValue, instantValue } from '../../resources/column-values';
import { defineReadOnlyResource } from '../../resources/define-resource';
import { ENTREGA_LIST_PATH } from '../entrega/entrega-list-path';

// The engine hands a null column over as undefined; the default keeps it null on the wire.
const text = z.string().nullable().default(null);
const decimal = decimalValue.nullable().default(null);

/** One CT-e as the delivery's detail shows it: carrier, route, freight and cargo. */
export const entregaCteSchema = z.object({
  /** The CT-e's own id. */
  id: z.number().int(),
  chaveAcesso: z.string(),
  /** False when the key's check digit is wrong (taken in with a warning). */
  chaveValida: z.boolean(),
  numero: text,
  serie: text,
  dataEmissao: instantValue.nullable().default(null),
  emitenteNome: text,
  emitenteCnpj: text,
  tomadorNome: text,
  /** 'City/UF' of the start and the end of the service. */
  origem: text,
  destino: text,
  /** Decimals as text: vTPrest and vCarga, and the weight in kg. */
  valorPrestacao: decimal,
  valorCarga: decimal,
  pesoKg: decimal,
});
export type EntregaCte = z.infer<typeof entregaCteSchema>;

/**
 * Read through the view `entrega_cte` (migration 0088): a CT-e reaches a delivery through the
 * NF-e keys it lists (`cte_nfe`), so the view gives one row per (delivery, CT-e) pair. A CT-e
 * carrying several NF-e is a row under each of their deliveries, with the same columns, so its
 * get answers the same CT-e whichever pair is read. Newest issue first.
 */
export const entregaCteResource = defineReadOnlyResource({
  name: 'entregaCte',
  service: 'tracking',
  table: 'entrega_cte',
  schema: entregaCteSchema,
  columns: [
    'numero',
    'serie',
    'dataEmissao',
    'emitenteNome',
    'origem',
    'destino',
    'valorPrestacao',
    'valorCarga',
    'pesoKg',
  ],
  columnFormats: { dataEmissao: 'date', valorPrestacao: 'money', valorCarga: 'money', pesoKg: 'weight' },
  searchable: [],
  sortable: ['dataEmissao'],
  defaultSort: '-dataEmissao',
  permission: 'tracking',
  tenancy: 'company',
  nestedIn: { resource: 'entrega', foreignKey: 'entregaId' },
  // Shown in the detail drawer of the delivery list; it has no page of its own.
  routes: { list: ENTREGA_LIST_PATH },
});
