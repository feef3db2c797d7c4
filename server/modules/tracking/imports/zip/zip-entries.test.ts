// The zip reader against good and hostile archives: what it yields, and what stops it.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildZip, renameInZip, type ZipItem } from '../../../../../tests/integration/nfe/zip-builder';
import { DEFAULT_ZIP_LIMITS, inspectZip, type ZipEntry, zipEntries, ZipRejected } from './zip-entries';

const folder = mkdtempSync(join(tmpdir(), 'rota-zip-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

let files = 0;
function saved(zip: Buffer): string {
  files += 1;
  const path = join(folder, `${files}.zip`);
  writeFileSync(path, zip);
  return path;
}

async function readAll(path: string, from = 0, limits = DEFAULT_ZIP_LIMITS): Promise<ZipEntry[]> {
  const entries: ZipEntry[] = [];
  for await (const entry of zipEntries(path, from, limits)) entries.push(entry);
  return entries;
}

async function refusal(path: string): Promise<string> {
  const error: unknown = await readAll(path).then(
    () => null,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(ZipRejected);
  return (error as ZipRejected).message;
}

const xml = (text: string) => Buffer.from(`<?xml version="1.0"?><a>${text.repeat(200)}</a>`);

/** The central directory record of `name` (it follows the local header's copy of the name). */
function directoryRecord(zip: Buffer, name: string): number {
  const at = zip.lastIndexOf(Buffer.from(name)) - 46;
  if (zip.readUInt32LE(at) !== 0x02014b50) throw new Error(`no directory record for ${name}`);
  return at;
}

/** A copy of the zip whose directory says other things of one entry. */
function withDirectory(
  zip: Buffer,
  name: string,
  change: { method?: number; compressedSize?: number; uncompressedSize?: number },
) {
  const out = Buffer.from(zip);
  const at = directoryRecord(out, name);
  if (change.method !== undefined) out.writeUInt16LE(change.method, at + 10);
  if (change.compressedSize !== undefined) out.writeUInt32LE(change.compressedSize, at + 20);
  if (change.uncompressedSize !== undefined) out.writeUInt32LE(change.uncompressedSize, at + 24);
  return out;
}

const sizes = (zip: Buffer, name: string) => {
  const at = directoryRecord(zip, name);
  return { compressed: zip.readUInt32LE(at + 20), uncompressed: zip.readUInt32LE(at + 24) };
};

describe('zipEntries', () => {
  it('yields stored and deflated files byte for byte, skipping folders, from a given file on', async () => {
    const items: ZipItem[] = [
      { name: 'notas/a.xml', data: xml('a') },
      { name: 'notas/b.xml', data: xml('b'), store: true },
      { name: 'vazio.xml', data: Buffer.alloc(0) },
      { name: 'c.xml', data: xml('c') },
    ];
    const path = saved(await buildZip(items, ['notas/']));
    const entries = await readAll(path);
    expect(entries.map((e) => [e.index, e.name, e.kind])).toEqual(
      items.map((item, index) => [index, item.name, 'file']),
    );
    entries.forEach((entry, index) =>
      expect(entry.kind === 'file' && entry.bytes.equals(items[index]!.data)).toBe(true),
    );
    expect((await readAll(path, 2)).map((e) => e.index)).toEqual([2, 3]);
  });

  it('reads many entries across several file reads', async () => {
    // Incompressible and stored: about 6 MB, more than one read of the file.
    const items = Array.from({ length: 300 }, (_, i) => ({
      name: `n${i}.bin`,
      data: randomBytes(20_000 + i),
      store: i % 2 === 0,
    }));
    const entries = await readAll(saved(await buildZip(items)));
    expect(entries).toHaveLength(300);
    entries.forEach((entry, index) =>
      expect(entry.kind === 'file' && entry.bytes.equals(items[index]!.data)).toBe(true),
    );
  });

  it('reports unsafe names and oversized entries without reading them, and goes on', async () => {
    let zip = await buildZip([
      { name: 'xx/xx/etc/passwd.xml', data: xml('p') },
      { name: 'Zabs/nota.xml', data: xml('n') },
      { name: 'grande.xml', data: Buffer.alloc(5_000, 0x20) },
      { name: 'ok.xml', data: xml('o') },
    ]);
    zip = renameInZip(renameInZip(zip, 'xx/xx/etc', '../../etc'), 'Zabs/nota', '/abs/nota');
    const entries = await readAll(saved(zip), 0, { ...DEFAULT_ZIP_LIMITS, maxEntryBytes: 4_000 });
    expect(entries.map((e) => [e.name, e.kind])).toEqual([
      ['../../etc/passwd.xml', 'unsafe-name'],
      ['/abs/nota.xml', 'unsafe-name'],
      ['grande.xml', 'too-large'],
      ['ok.xml', 'file'],
    ]);
    expect(entries[2]).toMatchObject({ size: 5_000 });
  });

  it('stops an entry whose real size exceeds its declared size', async () => {
    const zip = await buildZip([{ name: 'a.xml', data: xml('a') }]);
    const declared = sizes(zip, 'a.xml').uncompressed - 10;
    const message = await refusal(saved(withDirectory(zip, 'a.xml', { uncompressedSize: declared })));
    expect(message).toMatch(/corrompido/);
    expect(message).toContain(`too many bytes in the stream. expected ${declared}`);
  });

  it('stops an entry that holds fewer bytes than declared', async () => {
    const zip = await buildZip([{ name: 'a.xml', data: xml('a') }]);
    const declared = sizes(zip, 'a.xml').uncompressed + 10;
    expect(await refusal(saved(withDirectory(zip, 'a.xml', { uncompressedSize: declared })))).toContain(
      'not enough bytes in the stream',
    );
  });

  it('stops an entry whose deflated data is cut short', async () => {
    const zip = await buildZip([{ name: 'a.xml', data: Buffer.from(randomBytes(4_000).toString('hex')) }]);
    const cut = Math.floor(sizes(zip, 'a.xml').compressed / 2);
    expect(await refusal(saved(withDirectory(zip, 'a.xml', { compressedSize: cut })))).toMatch(
      /unexpected end of file/,
    );
  });

  it('stops an entry whose bytes do not match their CRC', async () => {
    const data = Buffer.from('<a>conteúdo original</a>');
    const zip = await buildZip([{ name: 'a.xml', data, store: true }]);
    const at = zip.indexOf(data);
    zip[at + 4] = 0x41;
    expect(await refusal(saved(zip))).toMatch(/CRC-32 mismatch/);
  });

  it('refuses compression methods other than stored and deflated, and an impossible compressed size', async () => {
    const zip = await buildZip([{ name: 'a.xml', data: xml('a') }]);
    expect(await refusal(saved(withDirectory(zip, 'a.xml', { method: 12 })))).toMatch(
      /unsupported compression method: 12/,
    );
    const { uncompressed } = sizes(zip, 'a.xml');
    expect(
      await refusal(saved(withDirectory(zip, 'a.xml', { compressedSize: uncompressed + 2_000 }))),
    ).toMatch(/more than deflate makes/);
  });

  it('refuses a zip bomb from its directory alone', async () => {
    const zip = await buildZip([{ name: 'bomba.xml', data: Buffer.alloc(4 * 1024 ** 2) }]);
    await expect(inspectZip(saved(zip))).rejects.toThrow(/taxa de compressão suspeita/);
  });
});
