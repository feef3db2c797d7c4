// The refusals of the schemas whose messages were Portuguese literals (exact decimals, the
// deadline per route, saved filter sets, the shipping company's register fields) are catalog ids,
// and each reads in every language the server answers in: refused values, as the server and the
// forms word them.
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { LOCALES } from '../src/domain/constants';
import { decimalSchema, DECIMAL_MESSAGES, moneySchema } from '../src/domain/money/decimal';
import { registerName, sequence } from '../src/domain/shipping-company/resources/register-fields';
import { vehicleTypeInput } from '../src/domain/shipping-company/resources/vehicle-type';
import { occurrenceTypeInput } from '../src/domain/shipping-company/resources/occurrence-type';
import { reasonInput } from '../src/domain/shipping-company/resources/reasons';
import { filtroSalvoInputSchema } from '../src/domain/tracking/dashboard/filtro-salvo';
import { editMultipleValues } from '../src/domain/tracking/entrega/rota-prazo-edit-multiple';
import { rotaPrazoEntregaInput } from '../src/domain/tracking/resources/rota-prazo-entrega';
import { tabelaOcorrenciaDeParaInput } from '../src/domain/tracking/resources/tabela-ocorrencia';
import { issueMessage, type IssueLike } from '../src/domain/validation/issue-message';
import { CATALOGS } from './catalogs';
import { messageText, type MessageId } from './messages';
import { validationMessages } from './validation-messages';

/** The catalog messages of every refusal of `value` (none when it is accepted). */
const refusals = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  if (result.success) return [];
  return result.error.issues.map((issue) => {
    let input: unknown = value;
    for (const key of issue.path) input = (input as Record<PropertyKey, unknown> | undefined)?.[key];
    return issueMessage(issue as unknown as IssueLike, input);
  });
};
const ids = (schema: z.ZodType, value: unknown) => refusals(schema, value).map((message) => message.id);

// Every refused value below, with the ids it answers.
const CASES: [string, z.ZodType, unknown, string[]][] = [
  ['money, a float', moneySchema, 12.5, ['error.validation.decimal.number']],
  ['money, a comma', moneySchema, '12,50', ['error.validation.decimal.number']],
  ['money, three decimals', moneySchema, '1.005', ['error.validation.decimal.places']],
  ['money, negative', moneySchema, '-1', ['error.validation.decimal.negative']],
  ['money, too big', moneySchema, '10000000000000', ['error.validation.decimal.tooBig']],
  ['a whole decimal', decimalSchema({ scale: 0, precision: 4 }), '1.5', ['error.validation.notInteger']],
  [
    'a route without destination',
    rotaPrazoEntregaInput,
    { prazoDias: 1 },
    ['resource.rotaPrazoEntrega.error.destino'],
  ],
  [
    'a route with bad codes',
    rotaPrazoEntregaInput,
    {
      transportadorCnpj: '123',
      origemUf: 'EX',
      destinoUf: 'XX',
      destinoIbge: '12',
      destinoPais: 'AR',
      prazoDias: 1,
      tipoDias: 'semanas',
    },
    [
      'resource.rotaPrazoEntrega.error.cnpj',
      'resource.rotaPrazoEntrega.error.origemUf',
      'resource.rotaPrazoEntrega.error.destinoPais',
      'resource.rotaPrazoEntrega.error.destinoUf',
      'resource.rotaPrazoEntrega.error.ibge',
      'resource.rotaPrazoEntrega.error.tipoDias',
    ],
  ],
  [
    'a route whose cities are not in their UFs',
    rotaPrazoEntregaInput,
    { origemUf: 'MG', origemIbge: '3550308', destinoUf: 'RJ', destinoIbge: '3550308', prazoDias: 1 },
    [
      'resource.rotaPrazoEntrega.error.destinoIbgeForaDaUf',
      'resource.rotaPrazoEntrega.error.origemIbgeForaDaUf',
    ],
  ],
  [
    'a route with cities and no UFs',
    rotaPrazoEntregaInput,
    { origemIbge: '3550308', destinoIbge: '3550308', prazoDias: 1 },
    [
      'resource.rotaPrazoEntrega.error.destinoUfDoMunicipio',
      'resource.rotaPrazoEntrega.error.origemUfDoMunicipio',
    ],
  ],
  [
    'a route abroad in a UF',
    rotaPrazoEntregaInput,
    { destinoPais: 'EX', destinoUf: 'SP', prazoDias: 1 },
    ['resource.rotaPrazoEntrega.error.paisDaUf'],
  ],
  [
    'many routes, nothing to change',
    editMultipleValues,
    {},
    ['rotaPrazo.editMultiple.error.nothingToChange'],
  ],
  [
    'many routes, a bad deadline',
    editMultipleValues,
    { prazoDias: 1.5, tipoDias: 'x' },
    ['resource.rotaPrazoEntrega.error.prazoInteiro', 'resource.rotaPrazoEntrega.error.tipoDias'],
  ],
  [
    'many routes, a deadline out of range',
    editMultipleValues,
    { prazoDias: 400 },
    ['resource.rotaPrazoEntrega.error.prazoFaixa'],
  ],
  [
    'a saved filter set without name or filters',
    filtroSalvoInputSchema,
    { nome: ' ', filtros: { naoExiste: 'x' } },
    ['savedFilters.error.nome', 'savedFilters.error.filtros'],
  ],
  [
    'a saved filter set with a long name',
    filtroSalvoInputSchema,
    { nome: 'x'.repeat(61), filtros: {} },
    ['error.validation.tooLong', 'savedFilters.error.filtros'],
  ],
  [
    'a register name on two lines',
    registerName('resource.vehicleType.error.nome'),
    'a\nb',
    ['error.validation.oneLine'],
  ],
  [
    'a long register name',
    registerName('resource.vehicleType.error.nome'),
    'x'.repeat(121),
    ['error.validation.tooLong'],
  ],
  ['a vehicle type without name', vehicleTypeInput, { nome: '' }, ['resource.vehicleType.error.nome']],
  [
    'an occurrence type without name',
    occurrenceTypeInput,
    { nome: '' },
    ['resource.occurrenceType.error.nome'],
  ],
  [
    'a reason without name nor sequence',
    reasonInput,
    { nomeExibicao: '', sequencia: 'x' },
    ['resource.register.error.sequence', 'resource.reason.error.nomeExibicao'],
  ],
  ['a fractional sequence', sequence, 1.5, ['resource.register.error.sequenceInteger']],
  ['a negative sequence', sequence, -1, ['resource.register.error.sequenceRange']],
  ['a sequence past integer', sequence, 2 ** 31, ['resource.register.error.sequenceRange']],
  [
    'an occurrence table row with half a CNPJ',
    tabelaOcorrenciaDeParaInput.pick({ transportadorCnpj: true }),
    { transportadorCnpj: '123' },
    ['resource.tabelaOcorrencia.error.transportadorCnpj'],
  ],
];

describe('refusals that were Portuguese literals', () => {
  it.each(CASES)('%s answers catalog ids', (_, schema, value, expected) => {
    expect(ids(schema, value)).toEqual(expected);
  });

  it.each(LOCALES)('are worded in %s, with their values', (locale) => {
    const unworded = CASES.flatMap(([name, schema, value]) =>
      refusals(schema, value)
        .filter((message) => CATALOGS[locale][message.id] === undefined)
        .map((message) => `${name}: ${message.id}`),
    );
    expect(unworded).toEqual([]);
  });

  it('answers a refused value in the request’s language, through the server’s validation messages', () => {
    const [places] = refusals(moneySchema, '1.005');
    expect(messageText({ id: places!.id as MessageId, values: places!.values }, 'en')).toBe(
      'Use at most 2 decimal places',
    );
    expect(messageText({ id: places!.id as MessageId, values: places!.values }, 'pt')).toBe(
      'Use no máximo 2 casas decimais',
    );
    // As a 400 answers it: the zod issue as fastify-type-provider-zod reports it.
    const issue = moneySchema.safeParse('1.005').error!.issues[0]!;
    const { code, message, path, ...params } = issue;
    const [answer] = validationMessages([
      { keyword: code, message, instancePath: `/${['valor', ...path].join('/')}`, params },
    ]);
    expect(messageText(answer!, 'en')).toBe('valor: Use at most 2 decimal places');
    expect(messageText(answer!, 'ar')).not.toContain('error.validation');
    expect(messageText({ id: 'savedFilters.error.duplicate' }, 'en')).toBe(
      'A saved filter with this name already exists.',
    );
    expect(DECIMAL_MESSAGES.number).toBe('error.validation.decimal.number');
  });
});
