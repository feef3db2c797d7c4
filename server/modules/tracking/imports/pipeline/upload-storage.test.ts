import { randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { importLogMessage } from '../../../../../src/domain/tracking/imports/import-log-message';
import { LocalFileStore } from '../../../../files/local-file-store';
import { storeUpload, UploadRejected, type UploadRules } from './upload-storage';

const ZIP_HEAD = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const rules = (singleFile: UploadRules['singleFile']): UploadRules => ({
  limitBytes: 1024,
  singleFile,
  notAccepted: importLogMessage('importLog.upload.notAccepted.nfe'),
});

async function refusal(bytes: Buffer, singleFile: UploadRules['singleFile']) {
  const dataDir = mkdtempSync(join(tmpdir(), 'rota-upload-'));
  const error: unknown = await storeUpload(
    new LocalFileStore(dataDir),
    { empresaId: 1, fileId: randomUUID() },
    Readable.from([bytes]),
    rules(singleFile),
    () => false,
  ).then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(UploadRejected);
  expect(readdirSync(join(dataDir, 'imports', '1'))).toEqual([]);
  return error as UploadRejected;
}

describe('storeUpload over the size limit', () => {
  it('asks for smaller zips when the upload is a zip', async () => {
    const error = await refusal(Buffer.concat([ZIP_HEAD, Buffer.alloc(2000)]), 'xml');
    expect(error.statusCode).toBe(413);
    expect(error.message).toBe(
      'O arquivo passa do limite de 1 KB por importação. Divida os arquivos em arquivos zip menores.',
    );
  });

  it('asks for smaller files when the upload is the single file the kind takes', async () => {
    const xml = Buffer.from(`<?xml version="1.0"?><cteProc>${' '.repeat(2000)}</cteProc>`);
    const text = Buffer.from('000'.padEnd(2000, ' '));
    for (const [bytes, single] of [
      [xml, 'xml'],
      [text, 'txt'],
    ] as const) {
      const error = await refusal(bytes, single);
      expect(error.statusCode).toBe(413);
      expect(error.message).toMatch(/Divida-o em arquivos menores, que podem ir juntos em um \.zip\.$/);
      expect(error.message).not.toMatch(/arquivos zip menores/);
    }
  });
});
