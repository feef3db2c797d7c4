// The occurrence code tables: PROCEDA's standard codes, shared by every company and changed only
// by the vendor's administrators, and each shipper company's mapping (de-para) of a carrier's
// codes to its own, changed by its administrators; each code tells which delivery status it means.
import { z } from 'zod';
import { ENTREGA_STATUSES } from '../entrega/entrega-status';
import { carrierCodeSchema } from '../ocorrencia/carrier-code';
import { defineResource } from '../../resources/define-resource';
import { RESOURCE_MOUNTS } from '../../resources/resource-mounts';

const codigo = z.coerce
  .number({ message: 'resource.tabelaOcorrencia.error.codigo' })
  .int('resource.tabelaOcorrencia.error.codigoInteiro')
  .min(0, 'resource.tabelaOcorrencia.error.codigoFaixa')
  .max(999, 'resource.tabelaOcorrencia.error.codigoFaixa');
const descricao = z.string().trim().min(1, 'resource.tabelaOcorrencia.error.descricao').max(200);
const status = z.enum(ENTREGA_STATUSES, { message: 'resource.tabelaOcorrencia.error.status' });

export const tabelaOcorrenciaProcedaInput = z.object({ codigo, descricao, status });
export const tabelaOcorrenciaProcedaSchema = tabelaOcorrenciaProcedaInput.extend({ id: z.number().int() });

export const tabelaOcorrenciaProcedaResource = defineResource({
  name: 'tabelaOcorrenciaProceda',
  service: 'tracking',
  table: 'tabela_ocorrencia_proceda',
  schema: tabelaOcorrenciaProcedaSchema,
  input: tabelaOcorrenciaProcedaInput,
  columns: ['codigo', 'descricao', 'status'],
  fields: [
    { name: 'codigo', kind: 'integer', required: true },
    { name: 'descricao', kind: 'text', required: true },
    { name: 'status', kind: 'select', required: true, options: ENTREGA_STATUSES },
  ],
  searchable: ['descricao'],
  sortable: ['codigo', 'descricao', 'status'],
  defaultSort: 'codigo',
  permission: 'tracking',
  writePermission: 'editStandardCodes',
  tenancy: 'global',
  activatable: false,
  versioned: true,
  audited: true,
  mounts: RESOURCE_MOUNTS.tabelaOcorrenciaProceda,
  // A sheet's row of a stored code updates it.
  spreadsheet: { key: ['codigo'] },
});

export const tabelaOcorrenciaDeParaInput = z.object({
  /** The carrier the row is for; empty for any carrier (its own row wins). */
  transportadorCnpj: z
    .string()
    .trim()
    .transform((value) => value.replace(/\D/g, ''))
    .refine(
      (value) => value === '' || value.length === 14,
      'resource.tabelaOcorrencia.error.transportadorCnpj',
    )
    .default(''),
  /** The carrier's code as text ('A7', '1'): carriers use letters too. */
  codigoTransportador: carrierCodeSchema,
  codigoEmbarcador: z.string().trim().min(1, 'resource.tabelaOcorrencia.error.codigoEmbarcador').max(20),
  descricao,
  status,
});
export const tabelaOcorrenciaDeParaSchema = z.object({
  id: z.number().int(),
  transportadorCnpj: z.string(),
  codigoTransportador: z.string(),
  codigoEmbarcador: z.string(),
  descricao: z.string(),
  status: status,
  ativo: z.boolean(),
});
export type TabelaOcorrenciaDeParaRow = z.infer<typeof tabelaOcorrenciaDeParaSchema>;

export const tabelaOcorrenciaDeParaResource = defineResource({
  name: 'tabelaOcorrenciaDePara',
  service: 'tracking',
  table: 'tabela_ocorrencia_de_para',
  schema: tabelaOcorrenciaDeParaSchema,
  input: tabelaOcorrenciaDeParaInput,
  columns: ['codigoTransportador', 'codigoEmbarcador', 'descricao', 'status', 'transportadorCnpj', 'ativo'],
  fields: [
    { name: 'codigoTransportador', kind: 'text', required: true },
    { name: 'codigoEmbarcador', kind: 'text', required: true },
    { name: 'descricao', kind: 'text', required: true },
    { name: 'status', kind: 'select', required: true, options: ENTREGA_STATUSES },
    { name: 'transportadorCnpj', kind: 'text' },
  ],
  searchable: ['codigoEmbarcador', 'descricao', 'transportadorCnpj'],
  sortable: ['codigoTransportador', 'codigoEmbarcador', 'descricao', 'status', 'transportadorCnpj'],
  defaultSort: 'codigoTransportador',
  permission: 'tracking',
  writePermission: 'editOccurrenceMapping',
  tenancy: 'company',
  activatable: true,
  versioned: true,
  audited: true,
  bulkActions: ['activate', 'deactivate', 'delete'],
  mounts: RESOURCE_MOUNTS.tabelaOcorrenciaDePara,
  // A sheet's row of a stored carrier and code updates it, as the de-para file always did.
  spreadsheet: { key: ['transportadorCnpj', 'codigoTransportador'] },
});
