// The portal shows a delivery client only the deliveries of its company addressed to the documents
// it follows: client X never sees client Y's deliveries (same company), nor those of another
// company (even addressed to X's own document); staff are refused the portal's routes; a proof's
// file is served only to a client who may see its delivery.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectStoredFileHeaders } from '../files/stored-file-headers';
import { authHeaders, createTestApp, DATABASES, login, type TestApp } from '../helpers';
import { clientLogin, delivery, DOC_X, DOC_Y, insertDeliveryClient, linkDocument } from './portal-fixtures';

interface Listed {
  items: { id: number; numero: string; status: string; prazo: string | null }[];
  total: number;
}

describe.each(DATABASES)('delivery client portal on %s', (kind) => {
  let testApp: TestApp;
  let app: FastifyInstance;
  const tokens: Record<'x' | 'y' | 'b' | 'staff', string> = { x: '', y: '', b: '', staff: '' };
  const ids: Record<string, number> = {};
  let proofOfX = 0;
  let dataDir = '';
  const proofBytes = Buffer.from('%PDF-1.4 comprovante de teste');

  const get = (token: string, url: string) => app.inject({ method: 'GET', url, headers: authHeaders(token) });
  const list = async (token: string, situacao: string, search = '') => {
    const query = `situacao=${situacao}${search ? `&search=${encodeURIComponent(search)}` : ''}`;
    const response = await get(token, `/api/tracking/deliveryClient/entregas?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ data: Listed }>().data;
  };
  const numbers = (listed: Listed) => listed.items.map((item) => item.numero).sort();

  beforeAll(async () => {
    // Proof files go to a folder of this test's own.
    dataDir = mkdtempSync(join(tmpdir(), 'rota-portal-'));
    testApp = await createTestApp(kind, { dataDir });
    app = testApp.app;
    tokens.staff = await login(app, 'admin');
    const companyA = (
      await app.db
        .selectFrom('usuario')
        .select('empresaId')
        .where('nomeAcesso', '=', 'admin')
        .executeTakeFirstOrThrow()
    ).empresaId;
    const signUp = await app.inject({
      method: 'POST',
      url: '/api/tracking/usuario/create',
      payload: {
        nomeApresentacao: 'Dona da Outra',
        nomeAcesso: 'dona.outra',
        email: 'dona@outra.example',
        password: 'outra-empresa-1',
        empresaNomeFantasia: 'Outra Transportadora',
      },
    });
    expect(signUp.statusCode, signUp.body).toBe(200);
    const companyB = signUp.json().user.empresaId as number;

    const clientX = (
      await app.db
        .selectFrom('usuario')
        .select('id')
        .where('nomeAcesso', '=', 'cliente')
        .executeTakeFirstOrThrow()
    ).id;
    const clientY = await insertDeliveryClient(app, companyA, 'cliente.y');
    const clientB = await insertDeliveryClient(app, companyB, 'cliente.b');
    await linkDocument(app, companyA, clientX, DOC_X);
    await linkDocument(app, companyA, clientY, DOC_Y);
    // The other company's client follows X's very document.
    await linkDocument(app, companyB, clientB, DOC_X);

    ids.x1 = (await delivery(app, companyA, '501', DOC_X, 'emTransito')).id;
    ids.x2 = (await delivery(app, companyA, '502', DOC_X, 'entregue')).id;
    ids.y1 = (await delivery(app, companyA, '601', DOC_Y, 'pendente')).id;
    ids.y2 = (await delivery(app, companyA, '602', DOC_Y, 'devolvida')).id;
    ids.b1 = (await delivery(app, companyB, '701', DOC_X, 'emTransito')).id;
    ids.other = (await delivery(app, companyA, '801', '99888777000166', 'emTransito')).id;

    await app.db
      .insertInto('entregaOcorrencia')
      .values({
        empresaId: companyA,
        entregaId: ids.x1,
        codigo: '0',
        descricao: 'Processo de Transporte já Iniciado',
        status: 'emTransito',
        dataOcorrencia: '2026-11-11T09:00:00Z',
        texto: 'Coletada no emitente',
      })
      .execute();
    await app.db
      .insertInto('entregaStatusHistorico')
      .values({
        empresaId: companyA,
        entregaId: ids.x1,
        usuarioId: null,
        evento: 'entrega.emTransito',
        estadoAnterior: 'pendente',
        estadoNovo: 'emTransito',
        motivo: 'anotação interna da transportadora',
      })
      .execute();
    const name = 'a1b2c3d4-0000-4000-8000-000000000001.pdf';
    await app.files.write({ area: 'comprovantes', empresaId: companyA, name }, [proofBytes]);
    const proof = await app.db
      .insertInto('entregaComprovante')
      .values({
        empresaId: companyA,
        entregaId: ids.x2,
        arquivo: name,
        tipo: 'application/pdf',
        tamanho: proofBytes.length,
        nomeOriginal: 'canhoto.pdf',
        chaveAcesso: '3'.repeat(44),
        origem: 'digitada',
        usuarioId: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    proofOfX = proof.id;

    tokens.x = await clientLogin(app, 'cliente');
    tokens.y = await clientLogin(app, 'cliente.y');
    tokens.b = await clientLogin(app, 'cliente.b');
  });
  afterAll(async () => {
    await testApp?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('lists to each client only its own deliveries, split into opened and finished', async () => {
    expect(numbers(await list(tokens.x, 'opened'))).toEqual(['501']);
    expect(numbers(await list(tokens.x, 'finished'))).toEqual(['502']);
    expect(numbers(await list(tokens.y, 'opened'))).toEqual(['601']);
    // A returned delivery is no longer on its way.
    expect(numbers(await list(tokens.y, 'finished'))).toEqual(['602']);
    // Another company's client following X's document sees its own company's delivery only.
    expect(numbers(await list(tokens.b, 'opened'))).toEqual(['701']);
    expect(numbers(await list(tokens.b, 'finished'))).toEqual([]);
    const opened = await list(tokens.x, 'opened');
    expect(opened.total).toBe(1);
    // Expected on the 15th and still on its way: late.
    expect(opened.items[0]).toMatchObject({ status: 'emTransito', prazo: 'atrasada' });
  });

  it('searches by NF-e number or key within the client deliveries only', async () => {
    expect(numbers(await list(tokens.x, 'opened', '000.000.501'))).toEqual(['501']);
    const key = (
      await app.db
        .selectFrom('notaFiscal')
        .select('chaveAcesso')
        .where('numero', '=', '502')
        .executeTakeFirstOrThrow()
    ).chaveAcesso;
    expect(numbers(await list(tokens.x, 'finished', key))).toEqual(['502']);
    expect(numbers(await list(tokens.x, 'opened', '601'))).toEqual([]);
    expect(numbers(await list(tokens.x, 'opened', '701'))).toEqual([]);
    expect(numbers(await list(tokens.x, 'opened', 'Destinatário'))).toEqual([]);
  });

  it('opens a delivery of the client with its history, and no one else’s', async () => {
    const own = await get(tokens.x, `/api/tracking/deliveryClient/entregas/${ids.x1}`);
    expect(own.statusCode, own.body).toBe(200);
    const detail = own.json().data;
    expect(detail.entrega.numero).toBe('501');
    expect(detail.ocorrencias).toMatchObject([
      { codigo: '0', texto: 'Coletada no emitente', status: 'emTransito' },
    ]);
    expect(detail.historico).toMatchObject([{ de: 'pendente', para: 'emTransito' }]);
    // The carrier's internal note is not the client's to read.
    expect(own.body).not.toContain('anotação interna');
    for (const id of [ids.y1, ids.y2, ids.b1, ids.other]) {
      const refused = await get(tokens.x, `/api/tracking/deliveryClient/entregas/${id}`);
      expect(refused.statusCode).toBe(404);
      expect(refused.json().messageIds).toEqual(['trackingClient.error.deliveryNotFound']);
    }
    expect((await get(tokens.b, `/api/tracking/deliveryClient/entregas/${ids.x1}`)).statusCode).toBe(404);
  });

  it('serves a proof file only to a client who sees its delivery', async () => {
    const detail = (await get(tokens.x, `/api/tracking/deliveryClient/entregas/${ids.x2}`)).json().data;
    expect(detail.comprovantes).toMatchObject([{ id: proofOfX, tipo: 'application/pdf' }]);
    const url = `/api/tracking/deliveryClient/comprovantes/${proofOfX}/arquivo`;
    const own = await get(tokens.x, url);
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('application/pdf');
    expectStoredFileHeaders(own);
    expect(own.rawPayload.equals(proofBytes)).toBe(true);
    for (const token of [tokens.y, tokens.b]) {
      const refused = await get(token, url);
      expect(refused.statusCode).toBe(404);
      expect(refused.json().messageIds).toEqual(['trackingClient.error.proofNotFound']);
    }
  });

  it('refuses staff sessions with the portal message, and anonymous callers', async () => {
    for (const url of [
      '/api/tracking/deliveryClient/entregas?situacao=opened',
      `/api/tracking/deliveryClient/entregas/${ids.x1}`,
      `/api/tracking/deliveryClient/comprovantes/${proofOfX}/arquivo`,
    ]) {
      const staff = await get(tokens.staff, url);
      expect(staff.statusCode, url).toBe(403);
      expect(staff.json().messageIds).toEqual(['trackingClient.error.onlyDeliveryClients']);
      expect(staff.json().errors).toEqual([
        'Esta área é só para clientes de entrega: entre pelo acesso do cliente.',
      ]);
      expect((await app.inject({ method: 'GET', url })).statusCode).toBe(401);
    }
  });

  it('answers the refusal in the language the client reads', async () => {
    const response = await app.inject({
      method: 'GET',
      url: `/api/tracking/deliveryClient/entregas/${ids.y1}`,
      headers: { ...authHeaders(tokens.x), 'accept-language': 'en' },
    });
    expect(response.json().errors).toEqual(['Delivery not found among yours.']);
  });
});
