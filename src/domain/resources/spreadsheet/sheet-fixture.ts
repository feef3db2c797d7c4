// A register declared only for the spreadsheet tests, with a field of every kind a sheet fills,
// and small catalogs in three languages.
import { z } from 'zod';
import { moneySchema } from '../../money/decimal';
import { safeDay } from '../../safe-input';
import { defineResource } from '../define-resource';
import type { Catalog } from './sheet-vocabulary';

export const sampleInput = z.object({
  nome: z.string().trim().min(1, 'Informe o nome').max(40),
  email: z.union([z.literal(''), z.email('E-mail inválido')]).default(''),
  quantidade: z.number({ error: 'Informe a quantidade' }).int('Informe um número inteiro'),
  valor: moneySchema.optional(),
  dia: safeDay.optional(),
  urgente: z.boolean().default(false),
  cor: z.enum(['azul', 'verde'], { message: 'Escolha a cor' }),
  senha: z.string().default(''),
});

export const sampleResource = defineResource({
  name: 'amostra',
  service: 'tracking',
  table: 'amostra',
  schema: sampleInput.extend({ id: z.number().int() }),
  input: sampleInput,
  columns: ['id', 'nome', 'valor', 'dia', 'urgente', 'cor'],
  columnFormats: { valor: 'money', dia: 'day' },
  fields: [
    { name: 'nome', kind: 'text', required: true },
    { name: 'email', kind: 'email' },
    { name: 'quantidade', kind: 'integer', required: true },
    { name: 'valor', kind: 'money' },
    { name: 'dia', kind: 'date' },
    { name: 'urgente', kind: 'boolean' },
    { name: 'cor', kind: 'select', required: true, options: ['azul', 'verde'] },
    { name: 'senha', kind: 'password' },
  ],
  searchable: ['nome'],
  sortable: ['nome'],
  defaultSort: 'nome',
  permission: 'tracking',
  tenancy: 'company',
  activatable: false,
  mounts: { tracking: { list: '/amostra/list', create: '/amostra/create', edit: '/amostra/edit/:id' } },
  spreadsheet: { key: ['nome'], importRequired: ['email'] },
});

const field = (name: string, pt: string, en: string, ar: string) => ({ name, pt, en, ar });
const FIELDS = [
  field('nome', 'Nome', 'Name', 'الاسم'),
  field('email', 'E-mail', 'E-mail', 'البريد الإلكتروني'),
  field('quantidade', 'Quantidade', 'Quantity', 'الكمية'),
  field('valor', 'Valor', 'Amount', 'القيمة'),
  field('dia', 'Dia', 'Day', 'اليوم'),
  field('urgente', 'Urgente', 'Urgent', 'عاجل'),
  field('cor', 'Cor', 'Colour', 'اللون'),
  field('id', 'Código', 'Code', 'الرمز'),
];

const catalogOf = (
  lang: 'pt' | 'en' | 'ar',
  yes: string,
  no: string,
  azul: string,
  verde: string,
): Catalog => ({
  ...Object.fromEntries(FIELDS.map((f) => [`resource.amostra.field.${f.name}`, f[lang]])),
  'resource.amostra.title': { pt: 'Amostras', en: 'Samples', ar: 'عينات' }[lang],
  'resource.amostra.option.cor.azul': azul,
  'resource.amostra.option.cor.verde': verde,
  'resources.yes': yes,
  'resources.no': no,
});

export const SAMPLE_CATALOGS = {
  pt: catalogOf('pt', 'Sim', 'Não', 'Azul-marinho', 'Verde'),
  en: catalogOf('en', 'Yes', 'No', 'Navy blue', 'Green'),
  ar: catalogOf('ar', 'نعم', 'لا', 'أزرق', 'أخضر'),
};
