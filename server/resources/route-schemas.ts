// Zod schemas of the resource routes: they validate requests and document every route at /api/docs.
import { z } from 'zod';
import { INTEGER_LIMIT } from '../../src/domain/constants';
import { filterQueryShape, listQuerySchema, type ReadableResource } from '../../src/domain/resources';
import { INVALID_TEXT_MESSAGE, safeId, textProblem } from '../../src/domain/safe-input';
import { dataEnvelope } from '../services/envelope';

// Ids in paths and queries fit PostgreSQL's integer columns (1..2^31-1): a bigger one would be
// a database error, not a 404.
const positiveId = safeId;

export const idParams = z.object({ id: positiveId });

// A catalog id: answered in the request's language.
const INVALID_PAGE = 'resources.error.invalidPage';

/** The list query; `companyId` names the parent company of parent-company resources. */
export const listQuery = listQuerySchema.extend({
  // Capped so the offset stays a safe integer and the id fits PostgreSQL's integer columns.
  page: z.coerce
    .number({ error: INVALID_PAGE })
    .int(INVALID_PAGE)
    .min(1, INVALID_PAGE)
    .max(INTEGER_LIMIT, INVALID_PAGE)
    .default(1),
  companyId: positiveId.optional(),
  /** The parent record of a nested resource's list. */
  parentId: positiveId.optional(),
  // The search meets an ILIKE: a NUL would be a database error rather than no match.
  search: listQuerySchema.shape.search.refine(
    (text) => text === undefined || textProblem(text) === undefined,
    INVALID_TEXT_MESSAGE,
  ),
});

/**
 * The list query of one resource: the common parameters plus its declared filters. Typed as the
 * common query: the filters' names are data, known only at run time, and the handler hands the
 * whole parsed query to filterConditions, which reads them by name.
 */
export const listQueryOf = (def: ReadableResource): typeof listQuery =>
  listQuery.extend(filterQueryShape(def.filters)) as unknown as typeof listQuery;

export const createQuery = z.object({ companyId: positiveId.optional(), parentId: positiveId.optional() });

/**
 * A JSON Schema without `propertyNames: { type: 'string' }`, which a record (a 'json' field's
 * `{ name: value }`) carries and every JSON object's keys meet anyway: zod turns it back into a
 * guard with a one-way transform, which the response serializer cannot encode.
 */
const withoutStringKeys = (node: unknown): unknown => {
  if (Array.isArray(node)) return node.map(withoutStringKeys);
  if (typeof node !== 'object' || node === null) return node;
  const entries = Object.entries(node).filter(
    ([key, value]) =>
      !(key === 'propertyNames' && JSON.stringify(value) === JSON.stringify({ type: 'string' })),
  );
  return Object.fromEntries(entries.map(([key, value]) => [key, withoutStringKeys(value)]));
};

/**
 * The row as it goes over the wire. The response serializer *encodes* through its schema, and a
 * declaration's schema may hold one-way transforms (a CNPJ is normalised on input), which cannot
 * be encoded; the row's output JSON Schema turned back into zod has the same shape without them.
 * Handlers still parse every row through the declaration's own schema first.
 */
export const wireRow = (schema: z.ZodObject) =>
  z.fromJSONSchema(
    withoutStringKeys(z.toJSONSchema(schema, { io: 'output', unrepresentable: 'any' })) as Parameters<
      typeof z.fromJSONSchema
    >[0],
  );

/** The bearer token every resource route requires (the security scheme of /api/docs). */
export const bearer = [{ bearerAuth: [] }];

export const pageOf = <T extends z.ZodType>(row: T) =>
  dataEnvelope(
    z.object({
      items: z.array(row),
      total: z.number().int(),
      page: z.number().int(),
      pageSize: z.number().int(),
    }),
  );

export const deletedMessage = dataEnvelope(z.object({ message: z.string() }));
