// Answers a stored file over HTTP, streamed from whichever store holds it: the whole file, or
// the one byte range asked for (206, so a PDF viewer or a video can read parts), with its type
// and length. The caller has already found the file's owner row within the signed-in company.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { HttpError, refuse } from '../errors';
import { requestedRange } from './byte-range';
import type { FileStore } from './file-store';
import type { StoredFileRef } from './stored-file';

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
