// The boundary check every route gets, before its own schema: no text in the path, the query,
// a JSON body or a header may hold a NUL or a lone surrogate, or run past the global length cap.
// PostgreSQL would refuse such text with an error of its own (a 500 before this check), and a
// route's schema cannot be trusted to remember it. Multipart uploads are read by their routes;
// their parser errors are mapped in server/errors.ts.
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { findUnsafeText, TEXT_MAX_CHARS } from '../src/domain/safe-input';
import { badRequest } from './errors';

/** The largest `maxLength` anywhere in a JSON Schema. */
function largestMaxLength(schema: unknown): number {
  let largest = 0;
  const pending: unknown[] = [schema];
  while (pending.length > 0) {
    const node = pending.pop();
    if (typeof node !== 'object' || node === null) continue;
    for (const [key, value] of Object.entries(node)) {
      if (key === 'maxLength' && typeof value === 'number') largest = Math.max(largest, value);
      else if (typeof value === 'object') pending.push(value);
    }
  }
  return largest;
}

const bodyCaps = new WeakMap<object, number>();

/**
 * The length cap of a route's body texts: the global cap, or more when the route's own schema
 * allows a longer text (a company logo as a data URL), so the check never refuses what the
 * schema accepts. Worked out once per schema.
 */
export function bodyTextCap(schema: unknown): number {
  if (typeof schema !== 'object' || schema === null) return TEXT_MAX_CHARS;
  let cap = bodyCaps.get(schema);
  if (cap === undefined) {
    let jsonSchema: unknown = schema;
    if (schema instanceof z.ZodType) {
      try {
        jsonSchema = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' });
      } catch {
        jsonSchema = {};
      }
    }
    cap = Math.max(TEXT_MAX_CHARS, largestMaxLength(jsonSchema));
    bodyCaps.set(schema, cap);
  }
  return cap;
}

export async function refuseUnsafeText(request: FastifyRequest): Promise<void> {
  const found =
    findUnsafeText(request.params, 'params') ??
    findUnsafeText(request.query, 'query') ??
    findUnsafeText(request.body, 'body', bodyTextCap(request.routeOptions.schema?.body)) ??
    findUnsafeText(request.headers, 'headers');
  if (found) throw badRequest(`${found.path}: ${found.problem}`);
}
