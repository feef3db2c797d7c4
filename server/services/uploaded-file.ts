// The one file of a small multipart upload (a proof image, a mapping spreadsheet), whole in
// memory and bounded by the caller's limit, and what every upload route shares: a body that is
// cut off or malformed is the client's fault (400, never 500), and a refusal made before the body
// is read closes the connection, so a client that sends the whole body first does not keep it.
// Big imports stream to disk instead (import-routes).
import type { FastifyReply, FastifyRequest } from 'fastify';
import { HttpError, refuse } from '../errors';

export interface UploadedFile {
  bytes: Buffer;
  /** The name the browser sent: untrusted, for display only. */
  filename: string | undefined;
}

/** Room for the multipart boundaries, part headers and a few small fields around the file. */
export const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

const malformedUpload = () => refuse(400, { id: 'error.malformedUpload' });
const oneFile = () => refuse(400, { id: 'error.oneFileInField' });

/** The refusal of a file over the limit, which it names in megabytes. */
export const fileTooLarge = (maxBytes: number) =>
  refuse(413, { id: 'error.fileOverLimit', values: { megabytes: Math.round(maxBytes / 1024 ** 2) } });

/** Errors of @fastify/multipart and busboy that mean the body itself is broken or cut off. */
const MALFORMED_CODES = new Set([
  'FST_MP_PREMATURE_CLOSE',
  'FST_PROTO_VIOLATION',
  'FST_INVALID_MULTIPART_CONTENT_TYPE',
  'FST_INVALID_JSON_FIELD_ERROR',
]);
const LIMIT_CODES = new Set(['FST_PARTS_LIMIT', 'FST_FILES_LIMIT', 'FST_FIELDS_LIMIT']);
// busboy throws plain errors: a missing boundary, a content type it cannot read, a part or the
// whole body ending before its closing boundary, a malformed part header.
const BUSBOY_MESSAGE =
  /multipart|boundary|content-type|terminated early|malformed|unexpected end|aborted|premature/i;

/**
 * What to answer for an error thrown while reading an upload's body: 413 over the file limit,
 * 400 for a cut-off, malformed or over-many-parts body; undefined for anything else (a real
 * failure, left to the error handler).
 */
export function uploadFailure(error: unknown, maxBytes: number): HttpError | undefined {
  if (error instanceof HttpError) return error;
  if (typeof error !== 'object' || error === null) return undefined;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (code === 'FST_REQ_FILE_TOO_LARGE') return fileTooLarge(maxBytes);
  if (typeof code === 'string' && LIMIT_CODES.has(code)) return oneFile();
  if (typeof code === 'string' && MALFORMED_CODES.has(code)) return malformedUpload();
  if (code === 'ECONNRESET' || code === 'ERR_STREAM_PREMATURE_CLOSE') return malformedUpload();
  if (code === undefined && typeof message === 'string' && BUSBOY_MESSAGE.test(message))
    return malformedUpload();
  return undefined;
}

/**
 * A refusal answered before the body is read: the connection is closed after the answer, so
 * the rest of the body is not read (a client that sends the whole body first would otherwise
 * keep the connection busy uploading bytes nobody reads).
 */
export function refuseBeforeBody(reply: FastifyReply, error: HttpError): HttpError {
  reply.header('connection', 'close');
  return error;
}

/** True when the request declares a body far over what the file may weigh. */
export function declaresTooLarge(request: FastifyRequest, maxBytes: number): boolean {
  const declared = Number(request.headers['content-length']);
  return Number.isFinite(declared) && declared > maxBytes + MULTIPART_OVERHEAD_BYTES;
}

export async function readUploadedFile(
  request: FastifyRequest,
  reply: FastifyReply,
  maxBytes: number,
  extraFields = 0,
): Promise<UploadedFile> {
  if (!request.isMultipart()) throw refuse(400, { id: 'error.fileFieldRequired' });
  if (declaresTooLarge(request, maxBytes)) throw refuseBeforeBody(reply, fileTooLarge(maxBytes));
  try {
    const part = await request.file({
      limits: { fileSize: maxBytes, files: 1, fields: extraFields, parts: extraFields + 1 },
    });
    if (!part) throw refuse(400, { id: 'error.noFileSent' });
    if (part.fieldname !== 'file') throw refuseBeforeBody(reply, oneFile());
    const bytes = await part.toBuffer();
    if (bytes.length === 0) throw refuse(400, { id: 'error.emptyFile' });
    return { bytes, filename: part.filename };
  } catch (error) {
    const answer = uploadFailure(error, maxBytes);
    if (!answer) throw error;
    // The client may still be sending a huge or broken body: do not keep the connection for it.
    if (answer.statusCode === 413) reply.header('connection', 'close');
    throw answer;
  }
}
