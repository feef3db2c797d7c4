// Answers a stored file over HTTP, streamed from whichever store holds it: the whole file, or
// the one byte range asked for (206, so a PDF viewer or a video can read parts), with its type
// and length. The caller has already found the file's owner row within the signed-in company.
// Every route that serves stored bytes (all of them uploaded by users: proofs, chat attachments,
// registers' files) answers through here, so none can forget the headers that keep such bytes
// from running as a page of the app's origin: never sniffed as another type, and sandboxed.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { HttpError, refuse } from '../errors';
import { requestedRange } from './byte-range';
import type { FileStore } from './file-store';
import type { StoredFileRef } from './stored-file';

/**
 * Headers of every stored file served: the browser takes it as the type the server decided from
 * its bytes (no sniffing an image into HTML), and a file opened on its own (an SVG, an HTML file
 * a PDF viewer passes on) runs no script, loads nothing and gets an opaque origin.
 */
export const STORED_FILE_HEADERS = {
  'x-content-type-options': 'nosniff',
  'content-security-policy': "default-src 'none'; sandbox",
} as const;

export interface FileAnswer {
  contentType: string;
  /** Name offered to the browser (made by the server, never the uploaded one). */
  downloadName: string;
  /** Shown where it is asked for (inline) rather than saved. */
  inline: boolean;
  /** Default: private, for an hour. */
  cacheControl?: string;
}

export async function sendStoredFile(
  request: FastifyRequest,
  reply: FastifyReply,
  files: FileStore,
  ref: StoredFileRef,
  answer: FileAnswer,
  /** Answered when the row exists but its file does not (removed by hand, a lost disk). */
  missing: HttpError,
) {
  // Set first, so they replace the app's own (helmet's page policy) on every answer of the route.
  reply.headers(STORED_FILE_HEADERS);
  const size = await files.size(ref);
  if (size === undefined) throw missing;
  const wanted = requestedRange(request.headers.range, size);
  if (wanted.kind === 'unsatisfiable') {
    reply.header('content-range', `bytes */${size}`);
    throw refuse(416, { id: 'error.rangeOutsideFile' });
  }
  reply
    .type(answer.contentType)
    .header('accept-ranges', 'bytes')
    .header(
      'content-disposition',
      `${answer.inline ? 'inline' : 'attachment'}; filename="${answer.downloadName}"`,
    )
    .header('cache-control', answer.cacheControl ?? 'private, max-age=3600');
  if (wanted.kind === 'whole') {
    return reply.header('content-length', String(size)).send(await files.read(ref));
  }
  const { start, end } = wanted.range;
  return reply
    .code(206)
    .header('content-range', `bytes ${start}-${end}/${size}`)
    .header('content-length', String(end - start + 1))
    .send(await files.read(ref, wanted.range));
}
