import { serializerCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { detailRowSchemaOf, RESOURCES, rowSchemaOf } from '../../src/domain/resources';
import { compiledSerializer } from './compiled-serializer';
import { pageOf, wireRow } from './route-schemas';
import { dataEnvelope } from '../services/envelope';

type JsonSchema = {
  type?: string | string[];
  anyOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  pattern?: string;
  format?: string;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
};

const FORMATTED: Record<string, string> = {
  'date-time': '2026-11-25T03:00:00.000Z',
  date: '2026-11-25',
  uri: 'https://bi.exemplo.com.br/painel',
  email: 'ana@exemplo.com.br',
  uuid: '3f2b8c1e-6a4d-4e8f-9b1a-2c3d4e5f6a7b',
};

const PATTERNED = ['12.5', '2026-11-25', '12345678000195', '12:30', 'AB', '1'];

/** A value the schema accepts: `nulls` takes null wherever null is allowed. */
function sample(schema: JsonSchema, nulls: boolean): unknown {
  if (schema.anyOf) {
    const allowsNull = schema.anyOf.some((variant) => variant.type === 'null');
    const other = schema.anyOf.find((variant) => variant.type !== 'null')!;
    return nulls && allowsNull ? null : sample(other, nulls);
  }
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  if (Array.isArray(schema.type) && nulls && schema.type.includes('null')) return null;
  switch (type) {
    case 'string':
      if (schema.format && FORMATTED[schema.format]) return FORMATTED[schema.format];
      if (schema.pattern) return PATTERNED.find((text) => new RegExp(schema.pattern!).test(text));
      return 'Entrega "urgente"\nSão Paulo – إرسال';
    case 'integer':
      return 7;
    case 'number':
      return 1.5;
    case 'boolean':
      return true;
    case 'array':
      return [sample(schema.items ?? {}, nulls)];
    case 'object':
      return Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([key, value]) => [key, sample(value, nulls)]),
      );
    default:
      return { livre: ['texto', 1, null] };
  }
}

const zodSerializer = (schema: z.ZodType) =>
  serializerCompiler({ schema, method: 'GET', url: '/test', httpStatus: '200' });

const answers = RESOURCES.flatMap((def) => [
  { name: `${def.name} list`, schema: pageOf(wireRow(rowSchemaOf(def))) },
  { name: `${def.name} get`, schema: dataEnvelope(wireRow(detailRowSchemaOf(def))) },
]);

describe('compiledSerializer', () => {
  it.each(answers)('writes $name as the zod serializer does', ({ schema }) => {
    const json = z.toJSONSchema(schema, { io: 'output', target: 'draft-7' }) as JsonSchema;
    const compiled = compiledSerializer({ schema });
    const checked = zodSerializer(schema);
    for (const nulls of [false, true]) {
      const answer = sample(json, nulls);
      expect(JSON.parse(compiled(answer))).toEqual(JSON.parse(checked(answer)));
    }
  });

  it('writes only the properties the schema names', () => {
    const schema = dataEnvelope(z.object({ id: z.number().int(), nome: z.string() }));
    const written = compiledSerializer({ schema })({
      isSuccess: true,
      data: { id: 1, nome: 'Ana', senhaHash: 'segredo' },
    });
    expect(JSON.parse(written)).toEqual({ isSuccess: true, data: { id: 1, nome: 'Ana' } });
  });

  it('refuses an answer without a required property', () => {
    const schema = dataEnvelope(z.object({ id: z.number().int(), nome: z.string() }));
    expect(() => compiledSerializer({ schema })({ isSuccess: true, data: { nome: 'Ana' } })).toThrow(/id/);
  });
});
