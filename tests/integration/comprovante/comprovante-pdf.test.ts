// PDF proofs of delivery (/api/tracking/comprovante): the access key is read from the barcode on
// the PDF's first pages, drawn as vector bars or inside a scanned page, and ties the proof to the
// company's delivery; the PDF is stored as it came. A PDF with no barcode is still accepted with
// a typed key; one that cannot be opened is refused and nothing is stored.
import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertDelivery } from '../entrega-fixtures';
import { expectStoredFileHeaders } from '../files/stored-file-headers';
import { authHeaders, createTestApp, DATABASES, login, type TestApp } from '../helpers';
import { multipartFile, smallPdf } from '../../support/proof-images';
import { corruptPdf, pdfWithBarcode, pdfWithoutBarcode } from '../../support/proof-pdfs';

const BASE = '/api/tracking/comprovante';

describe.each(DATABASES)('PDF proofs of delivery on %s', (kind) => {
  let testApp: TestApp;
  let app: FastifyInstance;
  let dataDir: string;
  let token: string;
  let company: number;

  const send = (url: string, file: Buffer, name = 'canhoto.pdf') => {
    const body = multipartFile(file, name, 'application/pdf');
    return app.inject({
      method: 'POST',
      url,
      headers: { ...authHeaders(token), ...body.headers },
      payload: body.payload,
    });
  };
  const get = (url: string) => app.inject({ method: 'GET', url, headers: authHeaders(token) });
  const proofsOf = (entregaId: number) =>
    app.db.selectFrom('entregaComprovante').selectAll().where('entregaId', '=', entregaId).execute();
  const storedFiles = () => {
    try {
      return readdirSync(join(dataDir, 'comprovantes', String(company)));
    } catch {
      return [];
    }
  };
  let serial = 8000;
  const delivery = () =>
    insertDelivery(app.db, company, {
      numero: String(++serial),
      dataEmissao: '2024-05-01T10:00:00-03:00',
      destinatarioNome: `Destinatário ${serial}`,
    });

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'rota-comprovante-pdf-'));
    testApp = await createTestApp(kind, { dataDir });
    app = testApp.app;
    token = await login(app, 'admin');
    company = (await get('/api/scheduler/v1/access/me')).json().data.empresaId;
  });
  afterAll(() => testApp?.close());

  it('reads the key from the barcode drawn in a PDF and attaches the PDF as it came', async () => {
    const target = await delivery();
    await delivery(); // another delivery, never touched
    const pdf = await pdfWithBarcode(target.chaveAcesso);

    const read = await send(`${BASE}/ler`, pdf);
    expect(read.statusCode).toBe(200);
    expect(read.json().data.chaveAcesso).toBe(target.chaveAcesso);
    expect(read.json().data.entrega).toMatchObject({ id: target.id });
    expect(await proofsOf(target.id)).toHaveLength(0); // reading stores nothing

    const attached = await send(BASE, pdf);
    expect(attached.statusCode).toBe(201);
    const { comprovante, entrega } = attached.json().data;
    expect(comprovante).toMatchObject({
      entregaId: target.id,
      chaveAcesso: target.chaveAcesso,
      origem: 'barcode',
      tipo: 'application/pdf',
      tamanho: pdf.length,
      nomeOriginal: 'canhoto.pdf',
    });
    expect(entrega.status).toBe('entregue');
    const [stored] = await proofsOf(target.id);
    expect(stored?.arquivo).toMatch(/^[0-9a-f-]{36}\.pdf$/);

    const file = await get(`${BASE}/${comprovante.id}/arquivo`);
    expect(file.headers['content-type']).toBe('application/pdf');
    expectStoredFileHeaders(file);
    expect(file.rawPayload.equals(pdf)).toBe(true);
  });

  it('reads a scanned page on the second page of the PDF, but looks no further than the third', async () => {
    const scanned = await delivery();
    const onSecond = await pdfWithBarcode(scanned.chaveAcesso, { on: 2, pages: 3, style: 'scan' });
    expect((await send(`${BASE}/ler`, onSecond)).json().data.entrega?.id).toBe(scanned.id);
    const attached = await send(BASE, onSecond, 'digitalizado.pdf');
    expect(attached.statusCode).toBe(201);
    expect(attached.json().data.comprovante).toMatchObject({ entregaId: scanned.id, origem: 'barcode' });

    const far = await delivery();
    const onFourth = await pdfWithBarcode(far.chaveAcesso, { on: 4 });
    expect((await send(`${BASE}/ler`, onFourth)).json().data).toEqual({ chaveAcesso: null, entrega: null });
  });

  it('asks for the key when the PDF has no barcode, and takes a typed one', async () => {
    const target = await delivery();
    for (const pdf of [await pdfWithoutBarcode(), smallPdf()]) {
      const read = await send(`${BASE}/ler`, pdf);
      expect(read.statusCode).toBe(200);
      expect(read.json().data).toEqual({ chaveAcesso: null, entrega: null });
      const untyped = await send(BASE, pdf);
      expect(untyped.statusCode).toBe(400);
      expect(untyped.json().errors).toEqual(['Chave de acesso não encontrada no PDF: digite a chave.']);
    }

    const pdf = await pdfWithoutBarcode();
    const typed = await send(`${BASE}?chave=${target.chaveAcesso}`, pdf);
    expect(typed.statusCode).toBe(201);
    expect(typed.json().data.comprovante).toMatchObject({ origem: 'digitada', tipo: 'application/pdf' });
    const file = await get(`${BASE}/${typed.json().data.comprovante.id}/arquivo`);
    expect(file.rawPayload.equals(pdf)).toBe(true);
  });

  it('a typed key the barcode confirms still counts as read from the barcode', async () => {
    const target = await delivery();
    const pdf = await pdfWithBarcode(target.chaveAcesso);
    const attached = await send(`${BASE}?chave=${target.chaveAcesso}`, pdf);
    expect(attached.json().data.comprovante).toMatchObject({ entregaId: target.id, origem: 'barcode' });
  });

  it('refuses a PDF that cannot be read, even with a typed key, and stores nothing', async () => {
    const target = await delivery();
    const before = storedFiles().length;
    const message = ['O PDF está corrompido ou incompleto e não pôde ser lido.'];

    const read = await send(`${BASE}/ler`, corruptPdf());
    expect(read.statusCode).toBe(400);
    expect(read.json().errors).toEqual(message);
    const attached = await send(`${BASE}?chave=${target.chaveAcesso}`, corruptPdf());
    expect(attached.statusCode).toBe(400);
    expect(attached.json().errors).toEqual(message);

    expect(storedFiles()).toHaveLength(before);
    expect(await proofsOf(target.id)).toHaveLength(0);
  });
});
