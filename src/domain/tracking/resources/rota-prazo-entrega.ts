// Delivery deadline per route: days from an origin (UF, city) to a destination (country, UF or
// city), for one carrier or any. The NF-e import and the recomputation job pick the most specific
// active row (src/domain/entrega/delivery-deadline.ts). Routes /rotaPrazoEntrega/... and
// /prazoEntregaPaises (the country rows).
import { z } from 'zod';
import { BRAZIL_UFS, NFE_UFS } from '../../brazil-ufs';
import { IBGE_UF_CODES } from '../entrega/ibge-uf-codes';
import { defineResource } from '../../resources/define-resource';
import { RESOURCE_MOUNTS } from '../../resources/resource-mounts';

export const TIPOS_DIAS = ['corridos', 'uteis'] as const;
/** Country of a destination as the deadline rule compares it: Brazil or abroad ('EX'). */
export const DESTINO_PAISES = ['BR', 'EX'] as const;
/** How specific a row's destination is (a generated column of the table, filterable). */
export const DESTINO_NIVEIS = ['cidade', 'uf', 'pais', 'qualquer'] as const;
export const PRAZO_MAX_DIAS = 365;

/** Empty text is "any": stored as null. */
const blankToNull = (v: string) => (v === '' ? null : v);

/**
 * Text that may come back as null: the form sends the body as this schema parsed it, so its own
 * output must parse again.
 */
const optionalText = () =>
  z
    .string()
    .nullable()
    .transform((v) => (v ?? '').trim());

// Every message below is a catalog id (lang/tracking), read in the user's language.
const uf = (list: readonly string[], message: string) =>
  optionalText()
    .transform((v) => v.toUpperCase())
    .refine((v) => v === '' || list.includes(v), message)
    .transform(blankToNull);

const ibge = optionalText()
  .refine((v) => v === '' || /^\d{7}$/.test(v), 'resource.rotaPrazoEntrega.error.ibge')
  .transform(blankToNull);

const cnpj = optionalText()
  // Digits only, as the NF-e import compares the carrier's CNPJ.
  .transform((v) => v.replace(/[.\-/\s]/g, ''))
  .refine((v) => v === '' || /^\d{14}$/.test(v), 'resource.rotaPrazoEntrega.error.cnpj')
  .transform(blankToNull);

const checkRoute = (
  row: {
    origemUf: string | null;
    origemIbge: string | null;
    destinoPais: string | null;
    destinoUf: string | null;
    destinoIbge: string | null;
  },
  ctx: z.RefinementCtx,
) => {
  const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
  if (row.destinoPais === null && row.destinoUf === null && row.destinoIbge === null) {
    issue('destinoUf', 'resource.rotaPrazoEntrega.error.destino');
  }
  if (row.destinoIbge !== null && row.destinoUf === null) {
    issue('destinoUf', 'resource.rotaPrazoEntrega.error.destinoUfDoMunicipio');
  } else if (row.destinoIbge !== null && IBGE_UF_CODES[row.destinoIbge.slice(0, 2)] !== row.destinoUf) {
    issue('destinoIbge', 'resource.rotaPrazoEntrega.error.destinoIbgeForaDaUf');
  }
  if (row.origemIbge !== null && row.origemUf === null) {
    issue('origemUf', 'resource.rotaPrazoEntrega.error.origemUfDoMunicipio');
  } else if (row.origemIbge !== null && IBGE_UF_CODES[row.origemIbge.slice(0, 2)] !== row.origemUf) {
    issue('origemIbge', 'resource.rotaPrazoEntrega.error.origemIbgeForaDaUf');
  }
  if (row.destinoPais !== null && row.destinoUf !== null) {
    const country = row.destinoUf === 'EX' ? 'EX' : 'BR';
    if (country !== row.destinoPais) issue('destinoPais', 'resource.rotaPrazoEntrega.error.paisDaUf');
  }
};

export const rotaPrazoEntregaInput = z
  .object({
    transportadorCnpj: cnpj.prefault(''),
    origemUf: uf(BRAZIL_UFS, 'resource.rotaPrazoEntrega.error.origemUf').prefault(''),
    origemIbge: ibge.prefault(''),
    destinoPais: optionalText()
      .transform((v) => v.toUpperCase())
      .refine(
        (v) => v === '' || (DESTINO_PAISES as readonly string[]).includes(v),
        'resource.rotaPrazoEntrega.error.destinoPais',
      )
      .transform(blankToNull)
      .prefault(''),
    destinoUf: uf(NFE_UFS, 'resource.rotaPrazoEntrega.error.destinoUf').prefault(''),
    destinoIbge: ibge.prefault(''),
    prazoDias: z.coerce
      .number({ error: 'resource.rotaPrazoEntrega.error.prazoDias' })
      .int('resource.rotaPrazoEntrega.error.prazoInteiro')
      .min(0, 'resource.rotaPrazoEntrega.error.prazoFaixa')
      .max(PRAZO_MAX_DIAS, 'resource.rotaPrazoEntrega.error.prazoFaixa'),
    tipoDias: z.enum(TIPOS_DIAS, 'resource.rotaPrazoEntrega.error.tipoDias').default('corridos'),
  })
  .superRefine(checkRoute);

// The engine reads a null column as undefined (so defaults apply); these stay null on the wire.
const nullableText = z.string().nullable().default(null);

export const rotaPrazoEntregaSchema = z.object({
  id: z.number().int(),
  transportadorCnpj: nullableText,
  origemUf: nullableText,
  origemIbge: nullableText,
  destinoPais: nullableText,
  destinoUf: nullableText,
  destinoIbge: nullableText,
  destinoNivel: z.enum(DESTINO_NIVEIS),
  prazoDias: z.number().int(),
  tipoDias: z.enum(TIPOS_DIAS),
  ativo: z.boolean(),
});
export type RotaPrazoEntregaRow = z.infer<typeof rotaPrazoEntregaSchema>;

export const rotaPrazoEntregaResource = defineResource({
  name: 'rotaPrazoEntrega',
  service: 'tracking',
  table: 'rota_prazo_entrega',
  schema: rotaPrazoEntregaSchema,
  input: rotaPrazoEntregaInput,
  columns: [
    'transportadorCnpj',
    'origemUf',
    'origemIbge',
    'destinoPais',
    'destinoUf',
    'destinoIbge',
    'prazoDias',
    'tipoDias',
    'ativo',
  ],
  fields: [
    { name: 'transportadorCnpj', kind: 'text' },
    { name: 'origemUf', kind: 'text' },
    { name: 'origemIbge', kind: 'text' },
    { name: 'destinoPais', kind: 'text' },
    { name: 'destinoUf', kind: 'text' },
    { name: 'destinoIbge', kind: 'text' },
    { name: 'prazoDias', kind: 'integer', required: true },
    { name: 'tipoDias', kind: 'select', options: TIPOS_DIAS },
  ],
  searchable: ['transportadorCnpj', 'origemIbge', 'destinoIbge'],
  sortable: [
    'id',
    'transportadorCnpj',
    'origemUf',
    'destinoPais',
    'destinoUf',
    'prazoDias',
    'tipoDias',
    'ativo',
  ],
  defaultSort: 'destinoUf',
  filters: [
    {
      name: 'transportador',
      kind: 'text',
      column: 'transportadorCnpj',
      op: 'startsWith',
      normalize: 'digits',
    },
    { name: 'origemUf', kind: 'select', options: BRAZIL_UFS, column: 'origemUf', op: 'eq' },
    { name: 'destinoUf', kind: 'select', options: NFE_UFS, column: 'destinoUf', op: 'eq' },
    {
      name: 'destinoNivel',
      kind: 'select',
      options: DESTINO_NIVEIS,
      optionLabels: 'resource.rotaPrazoEntrega.option.destinoNivel',
      column: 'destinoNivel',
      op: 'eq',
    },
  ],
  permission: 'tracking',
  writePermission: 'editDeadlineRules',
  tenancy: 'company',
  activatable: true,
  versioned: true,
  audited: true,
  bulkActions: ['activate', 'deactivate'],
  // /rotaPrazoEntrega/editMultiple: a deadline, its kind of days or the state of every route the
  // list's filters select (never a route's ends, which would move the rows between filters).
  editMultiple: {
    fields: ['prazoDias', 'tipoDias', 'ativo'],
    nothingToChange: 'rotaPrazo.editMultiple.error.nothingToChange',
  },
  mounts: RESOURCE_MOUNTS.rotaPrazoEntrega,
  // A sheet's row of a stored route (carrier, origin and destination) updates its deadline.
  spreadsheet: {
    key: ['transportadorCnpj', 'origemUf', 'origemIbge', 'destinoPais', 'destinoUf', 'destinoIbge'],
  },
});
