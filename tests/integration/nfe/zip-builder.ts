// Builds zips for the import tests from real fixtures (and hostile entries) with yazl, and the
// multipart body that uploads one, as a browser would send it.
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import yazl from 'yazl';

export const FIXTURES = resolve(import.meta.dirname, '../../fixtures');

export const fixture = (folder: 'nfe' | 'cte', name: string) => readFileSync(join(FIXTURES, folder, name));

/** Every NF-e fixture, by file name. */
export const nfeFixtures = () =>
  readdirSync(join(FIXTURES, 'nfe'))
    .filter((name) => name.endsWith('.xml'))
    .sort()
    .map((name) => ({ name, data: fixture('nfe', name) }));

export interface ZipItem {
  name: string;
  data: Buffer;
  /** Stored without compression (default: deflated). */
  store?: boolean;
}

/**
 * yazl refuses hostile names (as it should), so a test writes a same-length placeholder and this
 * swaps the bytes in both the local header and the central directory.
 */
export function renameInZip(zip: Buffer, placeholder: string, hostile: string): Buffer {
  if (placeholder.length !== hostile.length) throw new Error('names must have the same length');
  const from = Buffer.from(placeholder);
  const to = Buffer.from(hostile);
  const out = Buffer.from(zip);
  let at = out.indexOf(from);
  if (at < 0) throw new Error(`${placeholder} not found in the zip`);
  while (at >= 0) {
    to.copy(out, at);
    at = out.indexOf(from, at + from.length);
  }
  return out;
}

export function buildZip(items: readonly ZipItem[], folders: readonly string[] = []): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  for (const folder of folders) zip.addEmptyDirectory(folder);
  for (const item of items) zip.addBuffer(item.data, item.name, { compress: !item.store });
  zip.end();
  return new Promise((done, fail) => {
    const chunks: Buffer[] = [];
    zip.outputStream.on('data', (chunk: Buffer) => chunks.push(chunk));
    zip.outputStream.on('error', fail);
    zip.outputStream.on('end', () => done(Buffer.concat(chunks)));
  });
}

/** multipart/form-data with one file field. */
export function multipart(data: Buffer, filename = 'notas.zip', field = 'file') {
  const boundary = `----rota${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\n` +
      'Content-Type: application/zip\r\n\r\n',
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, data, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
