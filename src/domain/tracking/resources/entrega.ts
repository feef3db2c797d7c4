import { z } from 'zod';
import { NFE_UFS } from '../../brazil-ufs';
import { ENTREGA_PRAZOS, ENTREGA_STATUSES } from '../entrega/entrega-status';
import { calendarDayValue, decimalValue, instantValue } from '../../resources/column-values';
import { defineReadOnlyResource } from '../../resources/define-resource';
import { ENTREGA_LIST_PATH } from '../entrega/entrega-list-path';

// Nullable columns of the view arrive as undefined (the engine drops nulls), hence optional.
const text = z.string().optional();
const integer = z.number().int().optional();

/** A delivery as the list shows it: its NF-e's number, issue, recipient, cargo and deadline. */
export const entregaListSchema = z.object({
  id: z.number().int(),
  numero: text,
  serie: text,
  dataEmissao: instantValue.optional(),
  destinatarioNome: text,
  destinatarioCnpjCpf: text,
  destinatarioMunicipio: text,
  destinatarioUf: text,
  valorTotal: decimalValue.optional(),
  volumes: integer,
  pesoBruto: decimalValue.optional(),
  dataPrevista: calendarDayValue.optional(),
  status: z.enum(ENTREGA_STATUSES),
  /** The shipper: the NF-e's issuer. */
  emitenteNome: text,
  /** The carrier the NF-e names. */
  transportadorNome: text,
  /** The newest CT-e carrying the NF-e (migration 0054). */
  cteNumero: text,
  cteSerie: text,
  /** The newest occurrence: its code, the code's text and when it happened. */
  /** A carrier code is text (migration 0052): PROCEDA's numbers or a carrier's own letters. */
  ultimaOcorrenciaCodigo: text,
  ultimaOcorrenciaDescricao: text,
  ultimaOcorrenciaData: instantValue.optional(),
  /** Days past the expected day of a late delivery, to today or to its delivery. */
  diasAtraso: integer,
});

/** One delivery with the whole of its NF-e, for the detail drawer. */
export const entregaDetailSchema = entregaListSchema.extend({
  chaveAcesso: z.string(),
  emitenteCnpjCpf: text,
  emitenteFantasia: text,
  emitenteMunicipio: text,
  emitenteUf: text,
  destinatarioIdEstrangeiro: text,
  destinatarioLogradouro: text,
  destinatarioNumero: text,
  destinatarioBairro: text,
  destinatarioCep: text,
  transportadorCnpjCpf: text,
  /** modFrete of the NF-e: 0 to 4, or 9 (no freight). */
  modalidadeFrete: text,
  pesoLiquido: decimalValue.optional(),
  quantidadeItens: z.number().int(),
  protocolo: text,
  /** cStat of the authorisation protocol ('100': authorised). */
  situacaoSefaz: text,
  prazoDias: integer,
  dataEntrega: instantValue.optional(),
});
export type EntregaListRow = z.infer<typeof entregaListSchema>;
export type EntregaDetail = z.infer<typeof entregaDetailSchema>;

/**
 * The delivery list /entrega/list. Deliveries are created by the NF-e import, so the resource
 * is read-only; its table is the view `entrega_lista` (migration 0003), which joins each
 * delivery to its NF-e. Every filter and sort below is backed by an index of that migration or
 * of 0002: the list must stay fast with hundreds of thousands of deliveries per company.
 */
export const entregaResource = defineReadOnlyResource({
  name: 'entrega',
  service: 'tracking',
  table: 'entrega_lista',
  schema: entregaListSchema,
  detailSchema: entregaDetailSchema,
  // What a carrier's operator reads every day; volumes and weight are in the detail and the
  // spreadsheet, and the last occurrence shows its code, text and day in one cell.
  columns: [
    'numero',
    'cteNumero',
    'dataEmissao',
    'emitenteNome',
    'transportadorNome',
    'destinatarioNome',
    'destinatarioMunicipio',
    'valorTotal',
    'dataPrevista',
    'diasAtraso',
    'ultimaOcorrenciaDescricao',
    'status',
  ],
  sheetColumns: [
    'numero',
    'cteNumero',
    'dataEmissao',
    'emitenteNome',
    'transportadorNome',
    'destinatarioNome',
    'destinatarioCnpjCpf',
    'destinatarioMunicipio',
    'destinatarioUf',
    'valorTotal',
    'volumes',
    'pesoBruto',
    'dataPrevista',
    'diasAtraso',
    'ultimaOcorrenciaCodigo',
    'ultimaOcorrenciaDescricao',
    'ultimaOcorrenciaData',
    'status',
  ],
  columnFormats: {
    dataEmissao: 'date',
    valorTotal: 'money',
    volumes: 'integer',
    pesoBruto: 'weight',
    dataPrevista: 'day',
    diasAtraso: 'integer',
    ultimaOcorrenciaData: 'dateTime',
    destinatarioCnpjCpf: 'cnpj',
  },
  searchable: [],
  sortable: ['dataEmissao', 'dataPrevista', 'valorTotal'],
  defaultSort: '-dataEmissao',
  filters: [
    { name: 'dataInicio', kind: 'date', column: 'dataEmissao', op: 'gte' },
    { name: 'dataFim', kind: 'date', column: 'dataEmissao', op: 'lte' },
    {
      name: 'nfe',
      kind: 'text',
      targets: [
        { column: 'numero', op: 'eq', normalize: 'number' },
        { column: 'chaveAcesso', op: 'eq', normalize: 'digits' },
      ],
    },
    {
      name: 'destinatario',
      kind: 'text',
      targets: [
        { column: 'destinatarioNome', op: 'words' },
        { column: 'destinatarioCnpjCpf', op: 'startsWith', normalize: 'digits' },
      ],
    },
    // A company's deliveries go to a few cities again and again: the page tests the city's words
    // stored with each NF-e (migration 0090) as it walks the issue dates.
    {
      name: 'cidade',
      kind: 'text',
      column: 'destinatarioMunicipio',
      op: 'words',
      storedWords: 'destinatarioMunicipioPalavras',
    },
    { name: 'uf', kind: 'select', column: 'destinatarioUf', op: 'eq', options: NFE_UFS },
    // Several at once: 'Pendente + Em trânsito' is every delivery still open.
    {
      name: 'status',
      kind: 'select',
      multiple: true,
      column: 'status',
      op: 'eq',
      options: ENTREGA_STATUSES,
      optionLabels: 'entrega.status',
    },
    // The deliveries one NF-e import created (migration 0051's `import_id`): the import screens link here.
    { name: 'importacao', kind: 'text', column: 'importId', op: 'eq', normalize: 'number' },
    // Open (pending, in transit) or closed (migration 0061's `situacao` column): the dashboard's
    // open figures count them whatever their issue day.
    {
      name: 'situacao',
      kind: 'select',
      column: 'situacao',
      op: 'eq',
      options: ['aberta', 'concluida'],
      optionLabels: 'entrega.situacao',
    },
    // On time or late (migration 0008's `prazo` column), so each dashboard figure opens its list.
    {
      name: 'prazo',
      kind: 'select',
      column: 'prazo',
      op: 'eq',
      options: ENTREGA_PRAZOS,
      optionLabels: 'entrega.prazo',
    },
  ],
  permission: 'tracking',
  tenancy: 'company',
  routes: { list: ENTREGA_LIST_PATH },
});
