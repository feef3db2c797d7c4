// The answers of a resource's list and get are written by a serializer compiled once from their
// JSON Schema (fast-json-stringify, Fastify's own), not by the app's default serializer, which
// encodes each answer through zod and then stringifies it. A page of 25 rows had every row
// checked twice (the declaration's schema in the handler, then the answer's schema here), and
// zod's encode of a page allocated about a hundred kilobytes. The handler still parses each row
// through the declaration's schema (parseRow), so what is written has been checked; the compiled
// serializer writes only the properties the schema names, as the zod one did.
import fastJson from 'fast-json-stringify';
import { z } from 'zod';

const compile = (schema: unknown): ((data: unknown) => string) => {
  // Draft 7 is the JSON Schema fast-json-stringify reads; the row's wire schema (wireRow) holds
  // no transform, so it is fully representable.
  const { $schema: _, ...jsonSchema } = z.toJSONSchema(schema as z.ZodType, {
    io: 'output',
    target: 'draft-7',
  });
  return fastJson(jsonSchema as Parameters<typeof fastJson>[0]);
};

/**
 * A Fastify serializer compiler for a route whose response schemas are zod objects. Each
 * serializer is compiled on the route's first answer, not when the server starts: the server
 * holds the lists of every module, compiled they held 11 MB at start, and a company uses a few.
 */
export const compiledSerializer = ({ schema }: { schema: unknown }): ((data: unknown) => string) => {
  let write: ((data: unknown) => string) | undefined;
  return (data) => (write ??= compile(schema))(data);
};
