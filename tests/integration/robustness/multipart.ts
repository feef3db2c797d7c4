// Multipart bodies for the upload routes, well formed or broken on purpose.
import fc from 'fast-check';
import { badText } from './bad-values';

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

const field = (name: string, value: string) =>
  Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`);

// The start of a zip, a PDF and a JPEG, so uploads get past the first check sometimes.
const MAGIC = [
  Buffer.from('PK\u0003\u0004'),
  Buffer.from('%PDF-1.4\n'),
  Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
];

const fileContent: fc.Arbitrary<Buffer> = fc
  .tuple(fc.constantFrom(Buffer.alloc(0), ...MAGIC), fc.uint8Array({ maxLength: 600 }))
  .map(([magic, rest]) => Buffer.concat([magic, Buffer.from(rest)]));

export interface UploadBody {
  contentType: string | undefined;
  payload: Buffer;
}

/** An upload body: whole, cut off, with odd names, extra parts or a wrong boundary. */
export const badUpload: fc.Arbitrary<UploadBody> = fc.oneof(
  fc
    .record({
      content: fileContent,
      filename: fc.oneof(
        badText.map((t) => t.slice(0, 300)),
        fc.constant('a.zip'),
      ),
    })
    .map(({ content, filename }) => ({
      contentType: multipartType(),
      payload: multipartFile(content, { filename: filename.replace(/["\r\n]/g, '') }),
    })),
  fc.record({ content: fileContent, keep: fc.nat({ max: 800 }) }).map(({ content, keep }) => ({
    contentType: multipartType(),
    payload: truncatedMultipart(content, keep),
  })),
  fc
    .record({
      content: fileContent,
      name: fc.constantFrom('arquivo', '', '__proto__', 'constructor', 'file'),
    })
    .map(({ content, name }) => ({
      contentType: multipartType(),
      payload: Buffer.concat([field(name, 'x'), multipartFile(content)]),
    })),
  fileContent.map((content) => ({
    contentType: multipartType(),
    payload: Buffer.concat([multipartFile(content, { close: false }), multipartFile(content)]),
  })),
  fc
    .record({
      content: fileContent,
      type: fc.constantFrom('multipart/form-data', multipartType('other'), multipartType('')),
    })
    .map(({ content, type }) => ({ contentType: type, payload: multipartFile(content) })),
  fc.constantFrom<UploadBody>(
    { contentType: multipartType(), payload: Buffer.alloc(0) },
    { contentType: multipartType(), payload: Buffer.from(`--${BOUNDARY}--\r\n`) },
    { contentType: multipartType(), payload: Buffer.from(`--${BOUNDARY}\r\n\r\n\r\n--${BOUNDARY}--`) },
    {
      contentType: multipartType(),
      payload: Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data\r\n`),
    },
    { contentType: multipartType(), payload: Buffer.from('garbage') },
    { contentType: 'application/json', payload: Buffer.from('{"file":"x"}') },
    { contentType: 'application/octet-stream', payload: Buffer.from('PK\u0003\u0004') },
    { contentType: undefined, payload: Buffer.alloc(0) },
  ),
);
