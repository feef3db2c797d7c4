// The operations of the app's OpenAPI document, in the shape the fuzz test needs: where each
// takes its path parameters, query parameters and body fields.
import type { FastifyInstance } from 'fastify';

export interface Operation {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  /** '/api/tracking/empresa/{id}' */
  path: string;
  pathParams: string[];
  queryParams: string[];
  /** Fields of a JSON body, when the operation takes one. */
  jsonFields?: string[];
  /** A multipart upload: the route reads the body itself. */
  upload: boolean;
  summary: string;
}

interface OpenApiOperation {
  summary?: string;
  parameters?: { name: string; in: string }[];
  requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> };
}

export function operationsOf(app: FastifyInstance): Operation[] {
  const document = app.swagger() as { paths?: Record<string, Record<string, OpenApiOperation>> };
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(document.paths ?? {})) {
    for (const [method, operation] of Object.entries(methods)) {
      const parameters = operation.parameters ?? [];
      const json = operation.requestBody?.content?.['application/json'];
      const summary = operation.summary ?? '';
      operations.push({
        method: method.toUpperCase() as Operation['method'],
        path,
        pathParams: parameters.filter((p) => p.in === 'path').map((p) => p.name),
        queryParams: parameters.filter((p) => p.in === 'query').map((p) => p.name),
        jsonFields: json ? Object.keys(json.schema?.properties ?? {}) : undefined,
        upload: /multipart/i.test(summary),
        summary,
      });
    }
  }
  return operations;
}
