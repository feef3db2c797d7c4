// Drives a document import (NF-e by default, or the kind under `prefix`) through the HTTP API as
// the screen does: begin, upload, poll.
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { ImportOccurrence, ImportStatusDto } from '../../../src/domain/tracking/imports/document-import';
import { authHeaders } from '../helpers';
import { multipart } from './zip-builder';

export async function beginImport(app: FastifyInstance, token: string, prefix = 'nfe'): Promise<number> {
  const begun = await app.inject({
    method: 'GET',
    url: `/api/tracking/${prefix}/beginImport`,
    headers: authHeaders(token),
  });
  expect(begun.statusCode).toBe(200);
  return begun.json<{ data: { id: number } }>().data.id;
}

export async function upload(
  app: FastifyInstance,
  token: string,
  id: number,
  zip: Buffer,
  filename = 'notas.zip',
  prefix = 'nfe',
) {
  const body = multipart(zip, filename);
  return app.inject({
    method: 'POST',
    url: `/api/tracking/${prefix}/importzip?id=${id}`,
    headers: { ...authHeaders(token), ...body.headers },
    payload: body.payload,
  });
}

export async function status(
  app: FastifyInstance,
  token: string,
  id: number,
  prefix = 'nfe',
): Promise<ImportStatusDto> {
  const answer = await app.inject({
    method: 'GET',
    url: `/api/tracking/${prefix}/get/${id}`,
    headers: authHeaders(token),
  });
  expect(answer.statusCode).toBe(200);
  return answer.json<{ data: ImportStatusDto }>().data;
}

/** Polls every 100 ms until dataFim is set (the screen polls every second). */
export async function waitForEnd(
  app: FastifyInstance,
  token: string,
  id: number,
  timeoutMs = 30_000,
  prefix = 'nfe',
) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const current = await status(app, token, id, prefix);
    if (current.dataFim !== null) return current;
    if (Date.now() > deadline) throw new Error(`import ${id} did not finish: ${JSON.stringify(current)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Begin, upload, wait: the finished status. */
export async function importZip(
  app: FastifyInstance,
  token: string,
  zip: Buffer,
  filename = 'notas.zip',
  prefix = 'nfe',
) {
  const id = await beginImport(app, token, prefix);
  const answer = await upload(app, token, id, zip, filename, prefix);
  expect(answer.statusCode, answer.body).toBe(200);
  return waitForEnd(app, token, id, 30_000, prefix);
}

export async function occurrences(
  app: FastifyInstance,
  token: string,
  id: number,
  prefix = 'nfe',
): Promise<ImportOccurrence[]> {
  const answer = await app.inject({
    method: 'GET',
    url: `/api/tracking/${prefix}/storyDetails/${id}`,
    headers: authHeaders(token),
  });
  expect(answer.statusCode).toBe(200);
  return answer.json<{ data: ImportOccurrence[] }>().data;
}
