// Multipart bodies for the upload routes, well formed or broken on purpose.
export const BOUNDARY = 'rota-fuzz-boundary';

export const multipartType = (boundary = BOUNDARY) => `multipart/form-data; boundary=${boundary}`;

/** One file part, closed by the final boundary unless `close` is false. */
export function multipartFile(
  content: Buffer,
  { field = 'file', filename = 'arquivo.zip', close = true, boundary = BOUNDARY } = {},
): Buffer {
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\n` +
      'Content-Type: application/octet-stream\r\n\r\n',
  );
  const tail = Buffer.from(close ? `\r\n--${boundary}--\r\n` : '');
  return Buffer.concat([head, content, tail]);
}

/** A well-formed upload cut off after `keep` bytes: the client went away mid-file. */
export const truncatedMultipart = (content: Buffer, keep: number) => multipartFile(content).subarray(0, keep);
