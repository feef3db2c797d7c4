// Proof of delivery (/api/tracking/comprovante): the key read from a barcode image or typed ties
// a proof to the company's delivery, the file is checked by its bytes and size, stored under
// DATA_DIR and served only to its company, and the delivery becomes delivered (late when past
// its expected day) unless it was already settled.
import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertDelivery } from '../entrega-fixtures';
import { expectStoredFileHeaders } from '../files/stored-file-headers';
import { authHeaders, createTestApp, DATABASES, login, type TestApp } from '../helpers';
import { blankPage, multipartFile, receiptWithBarcode, smallPdf } from '../../support/proof-images';

const BASE = '/api/tracking/comprovante';
const MAX_BYTES = 2 * 1024 ** 2;

describe.each(DATABASES)('proof of delivery on %s', (kind) => {
  let testApp: TestApp;
  let app: FastifyInstance;
  let dataDir: string;
  let tokenA: string;
  let companyA: number;
  let tokenB: string;
  let companyB: number;

  const send = (token: string, url: string, file: Buffer, name: string, type?: string) => {
    const body = multipartFile(file, name, type);
    return app.inject({
      method: 'POST',
      url,
      headers: { ...authHeaders(token), ...body.headers },
      payload: body.payload,
    });
  };
  const get = (token: string, url: string) => app.inject({ method: 'GET', url, headers: authHeaders(token) });
  const entregaRow = (id: number) =>
    app.db
      .selectFrom('entrega')
      .select(['status', 'dataEntrega'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
  const proofsOf = (entregaId: number) =>
    app.db.selectFrom('entregaComprovante').selectAll().where('entregaId', '=', entregaId).execute();
  const storedFiles = (empresaId: number) => {
    try {
      return readdirSync(join(dataDir, 'comprovantes', String(empresaId)));
    } catch {
      return [];
    }
  };
  let serial = 7000;
  const delivery = (empresaId: number, extra: { dataPrevista?: string; status?: 'devolvida' } = {}) =>
    insertDelivery(app.db, empresaId, {
      numero: String(++serial),
      dataEmissao: '2024-05-01T10:00:00-03:00',
      destinatarioNome: `Destinatário ${serial}`,
      ...extra,
    });

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'rota-comprovante-'));
    testApp = await createTestApp(kind, { dataDir, proofMaxUploadBytes: MAX_BYTES });
    app = testApp.app;
    tokenA = await login(app, 'admin');
    companyA = (await get(tokenA, '/api/scheduler/v1/access/me')).json().data.empresaId;
    const signUp = await app.inject({
      method: 'POST',
      url: '/api/tracking/usuario/create',
      payload: {
        nomeApresentacao: 'Dona da Empresa B',
        nomeAcesso: 'dona.comprovante',
        email: 'dona@comprovante-b.example',
        password: 'empresa-b-123',
        empresaNomeFantasia: 'Empresa B',
      },
    });
    expect(signUp.statusCode).toBe(200);
    tokenB = signUp.json().token;
    companyB = signUp.json().user.empresaId;
  });
  afterAll(() => testApp?.close());

  it('reads the key from a barcode photo, attaches the proof and serves it to its company only', async () => {
    const target = await delivery(companyA, { dataPrevista: '2999-12-31' });
    await delivery(companyA); // another delivery, never touched
    const photo = await receiptWithBarcode(target.chaveAcesso);

    const read = await send(tokenA, `${BASE}/ler`, photo, 'IMG_0001.JPG', 'image/jpeg');
    expect(read.statusCode).toBe(200);
    expect(read.json().data.chaveAcesso).toBe(target.chaveAcesso);
    expect(read.json().data.entrega).toMatchObject({ id: target.id, numero: String(serial - 1) });
    expect(await proofsOf(target.id)).toHaveLength(0); // reading stores nothing

    const attached = await send(tokenA, BASE, photo, 'IMG_0001.JPG', 'image/jpeg');
    expect(attached.statusCode).toBe(201);
    const { comprovante, entrega } = attached.json().data;
    expect(comprovante).toMatchObject({
      entregaId: target.id,
      chaveAcesso: target.chaveAcesso,
      origem: 'barcode',
      tipo: 'image/webp',
      nomeOriginal: 'IMG_0001.JPG',
    });
    expect(entrega.status).toBe('entregue');
    const row = await entregaRow(target.id);
    expect(row.status).toBe('entregue');
    expect(row.dataEntrega).not.toBeNull();

    const [stored] = await proofsOf(target.id);
    if (!stored) throw new Error('no proof row');
    expect(stored.arquivo).toMatch(/^[0-9a-f-]{36}\.webp$/);
    expect(storedFiles(companyA)).toContain(stored.arquivo);

    const listed = await get(tokenA, `${BASE}/entrega/${target.id}`);
    expect(listed.json().data.map((p: { id: number }) => p.id)).toEqual([comprovante.id]);
    const file = await get(tokenA, `${BASE}/${comprovante.id}/arquivo`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/webp');
    expectStoredFileHeaders(file);
    expect(file.rawPayload.subarray(8, 12).toString()).toBe('WEBP');
    expect((await sharp(file.rawPayload).metadata()).format).toBe('webp');

    // Company B can neither fetch the file nor list the delivery's proofs.
    expect((await get(tokenB, `${BASE}/${comprovante.id}/arquivo`)).statusCode).toBe(404);
    expect((await get(tokenB, `${BASE}/entrega/${target.id}`)).statusCode).toBe(404);
  });

  it('reads the barcode of a sideways, tilted or blurred photo', async () => {
    const target = await delivery(companyA);
    const page = await receiptWithBarcode(target.chaveAcesso);
    const photos = {
      sideways: await sharp(page).rotate(90).jpeg().toBuffer(),
      tilted: await sharp(page).rotate(7, { background: '#ffffff' }).jpeg().toBuffer(),
      blurred: await sharp(page).blur(1.5).jpeg({ quality: 60 }).toBuffer(),
    };
    for (const [name, photo] of Object.entries(photos)) {
      const read = await send(tokenA, `${BASE}/ler`, photo, `${name}.jpg`);
      expect(read.json().data.entrega?.id, name).toBe(target.id);
    }
  });

  it('resizes and compresses with the company settings', async () => {
    const target = await delivery(companyA);
    await app.db
      .updateTable('empresa')
      .set({ compressionLevel: 100, imageQuality: 30 })
      .where('id', '=', companyA)
      .execute();
    try {
      const photo = await receiptWithBarcode(target.chaveAcesso, {
        width: 3000,
        height: 4000,
        format: 'png',
      });
      const attached = await send(tokenA, BASE, photo, 'scan.png', 'image/png');
      expect(attached.statusCode).toBe(201);
      const file = await get(tokenA, `${BASE}/${attached.json().data.comprovante.id}/arquivo`);
      const meta = await sharp(file.rawPayload).metadata();
      // Level 100 halves the largest side allowed (3508 px): 1754.
      expect(Math.max(meta.width ?? 0, meta.height ?? 0)).toBe(1754);
    } finally {
      await app.db
        .updateTable('empresa')
        .set({ compressionLevel: 40, imageQuality: 0 })
        .where('id', '=', companyA)
        .execute();
    }
  });

  it('asks for the key when the image has no barcode, and takes a typed one', async () => {
    const target = await delivery(companyA);
    const page = await blankPage();
    const read = await send(tokenA, `${BASE}/ler`, page, 'recibo.png');
    expect(read.json().data).toEqual({ chaveAcesso: null, entrega: null });

    const before = storedFiles(companyA).length;
    const refused = await send(tokenA, BASE, page, 'recibo.png');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual(['Chave de acesso não encontrada na imagem: digite a chave.']);
    expect(storedFiles(companyA)).toHaveLength(before);

    // Typed with the spaces the DANFE prints between groups of four digits.
    const spaced = target.chaveAcesso.replace(/(\d{4})/g, '$1 ').trim();
    const typed = await send(tokenA, `${BASE}?chave=${encodeURIComponent(spaced)}`, page, 'recibo.png');
    expect(typed.statusCode).toBe(201);
    expect(typed.json().data.comprovante).toMatchObject({
      origem: 'digitada',
      chaveAcesso: target.chaveAcesso,
    });
    expect((await entregaRow(target.id)).status).toBe('entregue');
  });

  it('refuses a wrong or unknown key and stores nothing', async () => {
    const page = await blankPage();
    const before = storedFiles(companyA).length;
    const short = await send(tokenA, `${BASE}?chave=1234`, page, 'recibo.png');
    expect(short.statusCode).toBe(400);
    expect(short.json().errors.join()).toContain('44 dígitos');
    const unknown = '3'.repeat(44);
    const missing = await send(tokenA, `${BASE}?chave=${unknown}`, page, 'recibo.png');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().errors).toEqual([
      `Nenhuma entrega desta empresa tem a chave de acesso ${unknown}.`,
    ]);
    const photo = await receiptWithBarcode(unknown);
    const read = await send(tokenA, `${BASE}/ler`, photo, 'foto.jpg');
    expect(read.json().data).toEqual({ chaveAcesso: unknown, entrega: null });
    expect((await send(tokenA, BASE, photo, 'foto.jpg')).statusCode).toBe(404);
    expect(storedFiles(companyA)).toHaveLength(before);
  });

  it("never matches another company's delivery", async () => {
    const ofB = await delivery(companyB);
    const photo = await receiptWithBarcode(ofB.chaveAcesso);
    const read = await send(tokenA, `${BASE}/ler`, photo, 'b.jpg');
    expect(read.json().data).toEqual({ chaveAcesso: ofB.chaveAcesso, entrega: null });
    expect((await send(tokenA, BASE, photo, 'b.jpg')).statusCode).toBe(404);
    expect((await send(tokenA, `${BASE}?chave=${ofB.chaveAcesso}`, photo, 'b.jpg')).statusCode).toBe(404);
    expect(await proofsOf(ofB.id)).toHaveLength(0);
    expect((await entregaRow(ofB.id)).status).toBe('pendente');
    // B itself attaches it.
    expect((await send(tokenB, BASE, photo, 'b.jpg')).statusCode).toBe(201);
  });

  it('refuses a file over the size limit and a text file named .jpg, storing nothing', async () => {
    const target = await delivery(companyA);
    const before = storedFiles(companyA).length;
    const huge = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(MAX_BYTES + 10)]);
    const tooLarge = await send(
      tokenA,
      `${BASE}?chave=${target.chaveAcesso}`,
      huge,
      'grande.jpg',
      'image/jpeg',
    );
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().errors).toEqual(['Arquivo maior que o limite de 2 MB.']);

    const text = Buffer.from('isto não é uma imagem, só texto com nome de foto\n');
    const fake = await send(tokenA, `${BASE}?chave=${target.chaveAcesso}`, text, 'foto.jpg', 'image/jpeg');
    expect(fake.statusCode).toBe(400);
    expect(fake.json().errors).toEqual(['Arquivo não aceito: envie uma imagem JPEG ou PNG, ou um PDF.']);
    // The refusal is a catalog message: the SPA words it in the user's language.
    expect(fake.json().messageIds).toEqual(['comprovante.error.fileKind']);

    // A JPEG header followed by garbage is no image either.
    const broken = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('quebrado'.repeat(50))]);
    const corrupt = await send(tokenA, `${BASE}?chave=${target.chaveAcesso}`, broken, 'foto.jpg');
    expect(corrupt.statusCode).toBe(400);
    expect(corrupt.json().errors).toEqual(['A imagem está corrompida ou incompleta e não pôde ser lida.']);

    expect(storedFiles(companyA)).toHaveLength(before);
    expect(await proofsOf(target.id)).toHaveLength(0);
    expect((await entregaRow(target.id)).status).toBe('pendente');
  });

  it('keeps a PDF as it came, with the typed key', async () => {
    const target = await delivery(companyA);
    const pdf = smallPdf();
    const untyped = await send(tokenA, BASE, pdf, 'canhoto.pdf', 'application/pdf');
    expect(untyped.statusCode).toBe(400);
    expect(untyped.json().errors).toEqual(['Chave de acesso não encontrada no PDF: digite a chave.']);
    const attached = await send(tokenA, `${BASE}?chave=${target.chaveAcesso}`, pdf, 'canhoto.pdf');
    expect(attached.statusCode).toBe(201);
    expect(attached.json().data.comprovante).toMatchObject({ tipo: 'application/pdf', origem: 'digitada' });
    const file = await get(tokenA, `${BASE}/${attached.json().data.comprovante.id}/arquivo`);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.rawPayload.equals(pdf)).toBe(true);
  });

  it('marks late deliveries late and leaves settled ones alone', async () => {
    const page = await blankPage();
    const attach = (chave: string) => send(tokenA, `${BASE}?chave=${chave}`, page, 'recibo.png');

    const late = await delivery(companyA, { dataPrevista: '2024-05-06' });
    expect((await attach(late.chaveAcesso)).json().data.entrega.status).toBe('entregueComAtraso');

    const returned = await delivery(companyA, { status: 'devolvida' });
    expect((await attach(returned.chaveAcesso)).statusCode).toBe(201);
    expect(await entregaRow(returned.id)).toEqual({ status: 'devolvida', dataEntrega: null });

    const onTime = await delivery(companyA, { dataPrevista: '2999-01-01' });
    await attach(onTime.chaveAcesso);
    const first = await entregaRow(onTime.id);
    expect(first.status).toBe('entregue');
    // A second proof keeps the first delivery date.
    await attach(onTime.chaveAcesso);
    expect(await entregaRow(onTime.id)).toEqual(first);
    expect(await proofsOf(onTime.id)).toHaveLength(2);
    // One step through the delivery's machine, credited to the user who attached the proof; the
    // second proof and the returned delivery's changed nothing, so they wrote no history.
    const history = (id: number) =>
      app.db
        .selectFrom('entregaStatusHistorico')
        .select(['usuarioId', 'evento', 'estadoAnterior', 'estadoNovo'])
        .where('entregaId', '=', id)
        .execute();
    const me = (await get(tokenA, '/api/scheduler/v1/access/me')).json().data;
    expect(await history(onTime.id)).toEqual([
      { usuarioId: me.id, evento: 'entrega.entregue', estadoAnterior: 'pendente', estadoNovo: 'entregue' },
    ]);
    expect(await history(returned.id)).toEqual([]);
  });

  it('answers 404 for a proof or a delivery that does not exist', async () => {
    expect((await get(tokenA, `${BASE}/2147483647/arquivo`)).statusCode).toBe(404);
    expect((await get(tokenA, `${BASE}/entrega/2147483647`)).statusCode).toBe(404);
  });
});
