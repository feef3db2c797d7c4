// Proof images are decoded within bounds: an image of more pixels than the limit is refused from
// its header (413, naming the limit) and never decoded, and concurrent uploads decode a couple
// at a time while the rest wait.
import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imageDecodes, MAX_INPUT_PIXELS } from '../../../server/modules/tracking/comprovantes/proof-file';
import { insertDelivery } from '../entrega-fixtures';
import { authHeaders, createTestApp, DATABASES, login, type TestApp } from '../helpers';
import { multipartFile, receiptWithBarcode } from '../../support/proof-images';
import { listenLocal, requestHead, sendWhole } from './raw-http';

const BASE = '/api/tracking/comprovante';
const PROOF_LIMIT = 4 * 1024 ** 2;

/** A solid colour compresses to almost nothing, so a huge image is cheap to make and send. */
const solidPng = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#ffffff' } })
    .png({ compressionLevel: 9 })
    .toBuffer();

describe.each(DATABASES)('proof image decoding limits on %s', (kind) => {
  let testApp: TestApp;
  let app: FastifyInstance;
  let dataDir: string;
  let token: string;
  let empresaId: number;

  const send = (url: string, file: Buffer, name: string) => {
    const body = multipartFile(file, name, 'image/png');
    return app.inject({
      method: 'POST',
      url,
      headers: { ...authHeaders(token), ...body.headers },
      payload: body.payload,
    });
  };
  const storedFiles = () => {
    try {
      return readdirSync(join(dataDir, 'comprovantes', String(empresaId)));
    } catch {
      return [];
    }
  };

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'rota-proof-limits-'));
    testApp = await createTestApp(kind, { dataDir, proofMaxUploadBytes: PROOF_LIMIT });
    app = testApp.app;
    token = await login(app, 'admin');
    const me = await app.inject({
      method: 'GET',
      url: '/api/scheduler/v1/access/me',
      headers: authHeaders(token),
    });
    empresaId = me.json().data.empresaId;
  });
  afterAll(() => testApp?.close());

  it('refuses images over the pixel limit with 413 before decoding them, storing nothing', async () => {
    expect(MAX_INPUT_PIXELS).toBe(40_000_000);
    const target = await insertDelivery(app.db, empresaId, {
      numero: '9101',
      dataEmissao: '2024-05-01T10:00:00-03:00',
    });
    const huge = await solidPng(10_000, 9_000);
    const justOver = await solidPng(6_400, 6_400);
    for (const [image, megapixels] of [
      [huge, 90],
      [justOver, 41],
    ] as const) {
      imageDecodes.takePeak();
      const read = await send(`${BASE}/ler`, image, 'grande.png');
      expect(read.statusCode).toBe(413);
      expect(read.json().errors[0]).toMatch(
        new RegExp(`A imagem tem ${megapixels} megapixels .*o limite é 40 megapixels`),
      );
      const attached = await send(`${BASE}?chave=${target.chaveAcesso}`, image, 'grande.png');
      expect(attached.statusCode).toBe(413);
      // Refused from the header: no decode ever started.
      expect(imageDecodes.takePeak()).toBe(0);
    }
    expect(storedFiles()).toEqual([]);
  });

  it('decodes at most two images at once when many arrive together', async () => {
    const target = await insertDelivery(app.db, empresaId, {
      numero: '9102',
      dataEmissao: '2024-05-01T10:00:00-03:00',
    });
    const photo = await receiptWithBarcode(target.chaveAcesso, { format: 'png' });
    imageDecodes.takePeak();
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) => send(`${BASE}/ler`, photo, `foto-${i}.png`)),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array<number>(6).fill(200));
    expect(answers.every((answer) => answer.json().data.chaveAcesso === target.chaveAcesso)).toBe(true);
    const peak = imageDecodes.takePeak();
    expect(peak).toBeGreaterThanOrEqual(1);
    expect(peak).toBeLessThanOrEqual(2);
  });

  it('closes the connection after refusing a proof whose declared size is over the limit', async () => {
    const port = await listenLocal(app);
    const body = multipartFile(Buffer.alloc(256 * 1024, 1), 'foto.jpg');
    for (const url of [`${BASE}/ler`, BASE]) {
      const head = requestHead('POST', url, {
        ...authHeaders(token),
        ...body.headers,
        'content-length': PROOF_LIMIT * 3,
      });
      const refused = await sendWhole(port, Buffer.concat([Buffer.from(head), body.payload]));
      expect(refused.status).toBe(413);
      expect(refused.headers.connection).toBe('close');
      expect(refused.closedByServer).toBe(true);
      expect(refused.body).toMatch(/limite de 4 MB/);
    }
  });
});
