// Cargo as a register of the engine (spec 2.11 cargo list, create and edit; section 3's cargo
// fields), over the same table as the kanban (`carga`). The form writes what a dispatcher types;
// what the load's life decides is not the form's: the number is the company's next one (server
// hook), the status moves only through its machine (the kanban and its routes) and is shown
// read-only, and the driver is named by CPF and looked up in the driver register, whose name the
// load keeps. Plates are validated in both Brazilian formats and stored normalized.
import { z } from 'zod';
import { CARGO_STATUSES } from '../../../machines/cargo-status-machine';
import { BRAZIL_UFS } from '../../brazil-ufs';
import { INTEGER_LIMIT } from '../../constants';
import { cpfSchema } from '../../documents/cpf';
import { decimalSchema, moneySchema } from '../../money/decimal';
import { defineResource } from '../../resources/define-resource';
import { plateSchema } from '../vehicle-plate';
import { SHIPPING_COMPANY_MOUNTS } from './mounts';
import { dayColumn, optional, optionalDay } from './optional-fields';
import { registerName } from './register-fields';

/** Weight (kg) and cubage (m³): numeric(12, 3). */
const MEASURE = { scale: 3, precision: 12, nonNegative: true };

const uf = z.enum(BRAZIL_UFS, 'resource.cargo.error.uf');

export const cargoRegisterInput = z.object({
  origemCidade: registerName('resource.cargo.error.cidade'),
  origemUf: uf,
  destinoCidade: registerName('resource.cargo.error.cidade'),
  destinoUf: uf,
  motoristaCpf: cpfSchema,
  placa: plateSchema,
  placaReboque1: optional(plateSchema),
  placaReboque2: optional(plateSchema),
  placaReboque3: optional(plateSchema),
  peso: optional(decimalSchema(MEASURE)),
  cubagem: optional(decimalSchema(MEASURE)),
  pallets: optional(z.number().int().min(0).max(INTEGER_LIMIT)),
  valorFrete: optional(moneySchema),
  coletaPrevista: optionalDay,
  entregaPrevista: optionalDay,
  embarcador: registerName('resource.cargo.error.embarcador'),
  tomador: registerName('resource.cargo.error.tomador'),
});

export const cargoRegisterSchema = z.object({
  id: z.number().int(),
  numero: z.number().int(),
  status: z.enum(CARGO_STATUSES),
  origemCidade: z.string(),
  origemUf: z.string(),
  destinoCidade: z.string(),
  destinoUf: z.string(),
  motoristaNome: z.string(),
  motoristaCpf: z.string(),
  placa: z.string(),
  placaReboque1: z.string().nullish(),
  placaReboque2: z.string().nullish(),
  placaReboque3: z.string().nullish(),
  peso: z.string().nullish(),
  cubagem: z.string().nullish(),
  pallets: z.number().int().nullish(),
  valorFrete: z.string().nullish(),
  coletaPrevista: dayColumn,
  entregaPrevista: dayColumn,
  embarcador: z.string(),
  tomador: z.string(),
});

const ufField = (name: string) => ({ name, kind: 'select', required: true, options: BRAZIL_UFS }) as const;

export const cargoResource = defineResource({
  name: 'cargo',
  service: 'tracking',
  table: 'carga',
  schema: cargoRegisterSchema,
  input: cargoRegisterInput,
  columns: [
    'numero',
    'status',
    'origemCidade',
    'destinoCidade',
    'motoristaNome',
    'placa',
    'coletaPrevista',
    'valorFrete',
  ],
  // The number names a load: shown as typed (1060), never with a thousands separator.
  columnFormats: { coletaPrevista: 'day', valorFrete: 'money' },
  fields: [
    { name: 'origemCidade', kind: 'text', required: true },
    ufField('origemUf'),
    { name: 'destinoCidade', kind: 'text', required: true },
    ufField('destinoUf'),
    { name: 'motoristaCpf', kind: 'text', required: true },
    { name: 'placa', kind: 'text', required: true },
    { name: 'placaReboque1', kind: 'text' },
    { name: 'placaReboque2', kind: 'text' },
    { name: 'placaReboque3', kind: 'text' },
    { name: 'peso', kind: 'decimal' },
    { name: 'cubagem', kind: 'decimal' },
    { name: 'pallets', kind: 'integer' },
    { name: 'valorFrete', kind: 'money' },
    { name: 'coletaPrevista', kind: 'date' },
    { name: 'entregaPrevista', kind: 'date' },
    { name: 'embarcador', kind: 'text', required: true },
    { name: 'tomador', kind: 'text', required: true },
  ],
  searchable: [
    'origemCidade',
    'destinoCidade',
    'motoristaNome',
    'motoristaCpf',
    'placa',
    'embarcador',
    'tomador',
  ],
  sortable: [
    'numero',
    'status',
    'origemCidade',
    'destinoCidade',
    'motoristaNome',
    'placa',
    'coletaPrevista',
    'valorFrete',
  ],
  defaultSort: '-numero',
  filters: [
    { name: 'numero', kind: 'text', column: 'numero', op: 'eq', normalize: 'number' },
    {
      name: 'status',
      kind: 'select',
      options: CARGO_STATUSES,
      optionLabels: 'cargo.status',
      column: 'status',
      op: 'eq',
    },
    // The pickup day on the business clock (migration 0020's coleta_instante).
    { name: 'coletaDe', kind: 'date', column: 'coletaInstante', op: 'gte' },
    { name: 'coletaAte', kind: 'date', column: 'coletaInstante', op: 'lte' },
    {
      name: 'cidade',
      kind: 'text',
      targets: [
        { column: 'origemCidade', op: 'words' },
        { column: 'destinoCidade', op: 'words' },
      ],
    },
    {
      name: 'motorista',
      kind: 'text',
      targets: [
        { column: 'motoristaNome', op: 'words' },
        { column: 'motoristaCpf', op: 'startsWith', normalize: 'digits' },
      ],
    },
    {
      name: 'placa',
      kind: 'text',
      targets: ['placa', 'placaReboque1', 'placaReboque2', 'placaReboque3'].map((column) => ({
        column,
        op: 'words' as const,
      })),
    },
  ],
  // Loads are the work of whoever manages them (spec section 6: tracking plus accessLoads).
  permission: 'shipper',
  tenancy: 'company',
  activatable: false,
  versioned: true,
  audited: true,
  mounts: SHIPPING_COMPANY_MOUNTS.cargo,
});
