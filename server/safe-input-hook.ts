// The boundary check every route gets, before its own schema: no text in the path, the query,
// a JSON body or a header may hold a NUL or a lone surrogate, or run past the global length cap.
// PostgreSQL would refuse such text with an error of its own (a 500 before this check), and a
// route's schema cannot be trusted to remember it. Files never travel as text in a JSON body:
// they are uploaded as multipart, read by their routes, whose parser errors are mapped in
// server/errors.ts.
import type { FastifyRequest } from 'fastify';
import { findUnsafeText } from '../src/domain/safe-input';
import { refuse } from './errors';

export async function refuseUnsafeText(request: FastifyRequest): Promise<void> {
  const found =
    findUnsafeText(request.params, 'params') ??
    findUnsafeText(request.query, 'query') ??
    findUnsafeText(request.body, 'body') ??
    findUnsafeText(request.headers, 'headers');
  if (found) {
    throw refuse(400, {
      id: 'error.validation.field',
      values: { field: found.path, message: found.problem },
    });
  }
}
