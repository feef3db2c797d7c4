// The one file of a small multipart upload (a proof image, a mapping spreadsheet), whole in
// memory and bounded by the caller's limit. Big imports stream to disk instead (import-routes).
import type { FastifyReply, FastifyRequest } from 'fastify';
import { badRequest, HttpError } from '../errors';

export interface UploadedFile {
  bytes: Buffer;
  /** The name the browser sent: untrusted, for display only. */
  filename: string | undefined;
}

export async function readUploadedFile(
  request: FastifyRequest,
  reply: FastifyReply,
  maxBytes: number,
  extraFields = 0,
): Promise<UploadedFile> {
  if (!request.isMultipart()) throw badRequest('Envie o arquivo como multipart/form-data no campo file.');
  const part = await request.file({
    limits: { fileSize: maxBytes, files: 1, fields: extraFields, parts: extraFields + 1 },
  });
  if (!part) throw badRequest('Nenhum arquivo enviado.');
  let bytes: Buffer;
  try {
    bytes = await part.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code !== 'FST_REQ_FILE_TOO_LARGE') throw error;
    // The client may still be sending a huge body: do not keep the connection for it.
    reply.header('connection', 'close');
    throw new HttpError(413, [`Arquivo maior que o limite de ${Math.round(maxBytes / 1024 ** 2)} MB.`]);
  }
  if (bytes.length === 0) throw badRequest('O arquivo está vazio.');
  return { bytes, filename: part.filename };
}
