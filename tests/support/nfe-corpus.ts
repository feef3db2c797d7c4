// Many distinct NF-e made from the real samples: each copy gets a new, valid access key, so an
// import takes every one in. Used by the import benchmark and the end-to-end test.
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import yazl from 'yazl';
import { accessKeyCheckDigit } from '../../src/domain/tracking/nfe/access-key';

export const NFE_FIXTURES = resolve(import.meta.dirname, '../fixtures/nfe');

// Authorised samples with one consistent key (the cancelled, unprotocolled and anomalous ones
// would not become deliveries).
const templates = () =>
  readdirSync(NFE_FIXTURES)
    .filter((name) => name.startsWith('nfeProc') && !/cancelada|ANOMALO/.test(name))
    .sort()
    .map((name) => readFileSync(join(NFE_FIXTURES, name), 'utf8'));

const KEY_IN_ID = /Id="NFe(\d{44})"/;

/** The sample as NF-e number `serial`, its key replaced everywhere by a new valid key. */
export function copyWithKey(template: string, serial: number): string {
  const key = KEY_IN_ID.exec(template)?.[1];
  if (!key) throw new Error('sample without a key');
  const code = String(serial * 7919)
    .slice(-8)
    .padStart(8, '0');
  const first43 = key.slice(0, 25) + String(serial).padStart(9, '0') + '1' + code;
  return template
    .split(key)
    .join(first43 + String(accessKeyCheckDigit(first43)))
    .replace(/<nNF>\d+<\/nNF>/, `<nNF>${serial}</nNF>`);
}

/** Adds `count` distinct copies to a zip under `folder/`, numbered from `first`. */
export function addCopies(zip: yazl.ZipFile, count: number, folder = 'notas', first = 1) {
  const samples = templates();
  for (let serial = first; serial < first + count; serial += 1) {
    const xml = copyWithKey(samples[serial % samples.length]!, serial);
    zip.addBuffer(Buffer.from(xml), `${folder}/${String(serial).padStart(6, '0')}.xml`);
  }
}

/** Finishes a yazl zip into a file. */
export async function writeZip(zip: yazl.ZipFile, path: string): Promise<void> {
  zip.end();
  const chunks: Buffer[] = [];
  for await (const chunk of zip.outputStream) chunks.push(chunk as Buffer);
  writeFileSync(path, Buffer.concat(chunks));
}
