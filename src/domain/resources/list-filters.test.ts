import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { entregaResource } from '../tracking/resources/entrega';
import {
  activeFilterValues,
  businessOffset,
  dayStart,
  type FilterDef,
  filterQueryShape,
  filterTargets,
  filterValueSchema,
  nextDay,
  normalizeFilterValue,
  prefixQuery,
  searchWords,
  selectedOptions,
} from './list-filters';
import { listQuerySchema } from './define-resource';
import { issueMessage, type IssueLike } from '../validation/issue-message';

const status: FilterDef = { name: 'status', kind: 'select', column: 'status', op: 'eq', options: ['a', 'b'] };
const since: FilterDef = { name: 'desde', kind: 'date', column: 'dataEmissao', op: 'gte' };
const text: FilterDef = { name: 'nome', kind: 'text', column: 'nome', op: 'words' };
const query = z.object(filterQueryShape([status, since, text]));

describe('filterQueryShape', () => {
  it('accepts valid values and empty ones, which mean no filter', () => {
    expect(query.parse({ status: 'a', desde: '2024-02-29', nome: '  Silva ' })).toEqual({
      status: 'a',
      desde: '2024-02-29',
      nome: 'Silva',
    });
    expect(query.parse({ status: '', desde: '' })).toEqual({ status: '', desde: '' });
    expect(query.parse({})).toEqual({});
  });

  it('refuses an option not declared, an impossible date and a long text', () => {
    expect(query.safeParse({ status: 'c' }).success).toBe(false);
    for (const day of ['2023-02-29', '2024-13-01', '01/05/2024', '2024-5-1', 'ontem']) {
      const result = query.safeParse({ desde: day });
      expect(result.success, day).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('error.validation.invalidDay');
    }
    expect(query.safeParse({ nome: 'x'.repeat(101) }).success).toBe(false);
  });

  it("says why by catalog id, so each side words it in its reader's language", () => {
    const issue = (schema: z.ZodType, value: unknown) => schema.safeParse(value).error?.issues[0];
    const many = filterValueSchema({ ...status, multiple: true });
    for (const [schema, value] of [
      [filterValueSchema(status), 'c'],
      [many, 'a,c'],
      [many, ','],
    ] as const) {
      const refused = issue(schema, value)!;
      expect(issueMessage(refused as unknown as IssueLike, value)).toEqual({
        id: 'error.validation.invalidOption',
      });
    }
    expect(filterValueSchema({ ...status, multiple: true }).parse('b, a')).toBe('b, a');
    const long = issue(filterValueSchema(text), 'x'.repeat(101))!;
    expect(issueMessage(long as unknown as IssueLike, 'x'.repeat(101))).toEqual({
      id: 'error.validation.tooLong',
      values: { maximum: 100 },
    });
  });
});

describe('activeFilterValues', () => {
  it('keeps the declared filters with a value, trimmed', () => {
    expect(
      activeFilterValues([status, since, text], { status: 'a', desde: '', nome: ' x ', page: 2 }),
    ).toEqual({
      status: 'a',
      nome: 'x',
    });
  });
});

describe('filterTargets', () => {
  it('reads one column or a list of them', () => {
    expect(filterTargets(since)).toEqual([{ column: 'dataEmissao', op: 'gte', normalize: undefined }]);
    const nfe = (entregaResource.filters ?? []).find((f) => f.name === 'nfe')!;
    expect(filterTargets(nfe).map((t) => t.column)).toEqual(['numero', 'chaveAcesso']);
    const city = (entregaResource.filters ?? []).find((f) => f.name === 'cidade')!;
    expect(filterTargets(city)).toEqual([
      { column: 'destinatarioMunicipio', op: 'words', storedWords: 'destinatarioMunicipioPalavras' },
    ]);
  });
});

describe('normalizeFilterValue', () => {
  it('keeps digits, drops leading zeros of numbers, and answers null when nothing is left', () => {
    expect(normalizeFilterValue(' 12.345.678/0001-95 ', 'digits')).toBe('12345678000195');
    expect(normalizeFilterValue('000.001.234', 'number')).toBe('1234');
    expect(normalizeFilterValue('000', 'number')).toBeNull();
    expect(normalizeFilterValue('abc', 'digits')).toBeNull();
    expect(normalizeFilterValue(' São Paulo ', undefined)).toBe('São Paulo');
  });
});

describe('searchWords and prefixQuery', () => {
  it('splits on anything but letters and digits, keeping accents, at most eight words', () => {
    expect(searchWords("São José d'Ávila - 12")).toEqual(['São', 'José', 'd', 'Ávila', '12']);
    expect(searchWords(" :* & | ! ( ) ' ")).toEqual([]);
    expect(searchWords('a b c d e f g h i j')).toHaveLength(8);
    expect(prefixQuery(['sao', 'jo'])).toBe('sao:* & jo:*');
  });
});

describe('business days', () => {
  it('start at midnight of UTC-3 and roll over months and years', () => {
    expect(businessOffset(-3)).toBe('-03:00');
    expect(businessOffset(5.5)).toBe('+05:30');
    expect(dayStart('2024-05-01')).toBe('2024-05-01T00:00:00-03:00');
    expect(nextDay('2024-02-28')).toBe('2024-02-29');
    expect(nextDay('2024-02-29')).toBe('2024-03-01');
    expect(nextDay('2024-12-31')).toBe('2025-01-01');
  });
});

describe('the delivery list declaration', () => {
  it('names its filters apart from the common list parameters', () => {
    const common = Object.keys(listQuerySchema.shape).concat('companyId');
    for (const filter of entregaResource.filters ?? []) expect(common).not.toContain(filter.name);
  });

  it('sorts and shows only columns of its row', () => {
    const keys = Object.keys(entregaResource.schema.shape);
    for (const column of [...entregaResource.columns, ...entregaResource.sortable])
      expect(keys).toContain(column);
    expect(entregaResource.sortable).toContain(entregaResource.defaultSort.replace(/^-/, ''));
  });
});

describe('a multiple select', () => {
  const several: FilterDef = { ...status, multiple: true };
  const schema = z.object(filterQueryShape([several]));
  it('takes several declared options separated by commas', () => {
    expect(schema.parse({ status: 'a,b' })).toEqual({ status: 'a,b' });
    expect(selectedOptions(' a, b ,a')).toEqual(['a', 'b']);
  });
  it('refuses an option not declared among them, and a value of commas only', () => {
    expect(schema.safeParse({ status: 'a,c' }).success).toBe(false);
    expect(schema.safeParse({ status: ',' }).success).toBe(false);
  });
});
