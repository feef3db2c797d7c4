// The company's staff link a delivery client to the documents it follows through the register
// clienteEntregaDocumento (rule `user`): the document is checked and stored without punctuation,
// only a delivery client of the company can be linked, and the link is what the portal reads.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeaders, createTestApp, DATABASES, login, type TestApp } from '../helpers';
import { clientLogin, delivery, insertDeliveryClient } from './portal-fixtures';

const URL = '/api/tracking/clienteEntregaDocumento';
const DOC = '11222333000181';

describe.each(DATABASES)('linking delivery clients to documents on %s', (kind) => {
  let testApp: TestApp;
  let app: FastifyInstance;
  let admin = '';
  let clientId = 0;
  let staffId = 0;

  const call = (token: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    app.inject({ method, url, payload, headers: authHeaders(token) });

  beforeAll(async () => {
    testApp = await createTestApp(kind);
    app = testApp.app;
    admin = await login(app, 'admin');
    const demo = await app.db
      .selectFrom('usuario')
      .select(['id', 'empresaId'])
      .where('nomeAcesso', '=', 'operador')
      .executeTakeFirstOrThrow();
    staffId = demo.id;
    clientId = await insertDeliveryClient(app, demo.empresaId, 'cliente.novo');
    await delivery(app, demo.empresaId, '901', DOC, 'emTransito');
  });
  afterAll(() => testApp?.close());

  it('links a client to a typed document, and the portal shows that document’s deliveries', async () => {
    const token = await clientLogin(app, 'cliente.novo');
    const before = await call(token, 'GET', '/api/tracking/deliveryClient/entregas?situacao=opened');
    expect(before.json().data.total).toBe(0);

    const created = await call(admin, 'POST', URL, { usuarioId: clientId, documento: '11.222.333/0001-81' });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().data).toMatchObject({
      usuarioId: clientId,
      documento: DOC,
      usuarioIdLabel: 'cliente.novo',
    });

    const after = await call(token, 'GET', '/api/tracking/deliveryClient/entregas?situacao=opened');
    expect(after.json().data.items.map((item: { numero: string }) => item.numero)).toEqual(['901']);

    // Unlinked, the client sees it no more.
    expect((await call(admin, 'DELETE', `${URL}/${created.json().data.id}`)).statusCode).toBe(200);
    const unlinked = await call(token, 'GET', '/api/tracking/deliveryClient/entregas?situacao=opened');
    expect(unlinked.json().data.total).toBe(0);
  });

  it('refuses a document with wrong check digits, and the same link twice', async () => {
    const wrong = await call(admin, 'POST', URL, { usuarioId: clientId, documento: '11.222.333/0001-82' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().messageIds).toContain('resource.clienteEntregaDocumento.error.documentoInvalid');
    expect(
      (await call(admin, 'POST', URL, { usuarioId: clientId, documento: '529.982.247-25' })).statusCode,
    ).toBe(201);
    expect(
      (await call(admin, 'POST', URL, { usuarioId: clientId, documento: '52998224725' })).statusCode,
    ).toBe(409);
  });

  it('links only delivery clients of the company', async () => {
    const staff = await call(admin, 'POST', URL, { usuarioId: staffId, documento: DOC });
    expect(staff.statusCode).toBe(400);
    expect(staff.json().messageIds).toContain('resource.clienteEntregaDocumento.error.notDeliveryClient');
    expect(staff.json().errors[0]).toMatch(/^usuarioId: Escolha um usuário que entra pelo acesso do cliente/);
  });

  it('is kept by staff who manage users, never by a delivery client', async () => {
    // operador holds the tracking module but not accessUser.
    const operador = await login(app, 'operador');
    expect((await call(operador, 'GET', URL)).statusCode).toBe(403);
    expect((await call(operador, 'POST', URL, { usuarioId: clientId, documento: DOC })).statusCode).toBe(403);
    // A delivery client holding accessUser still may not touch it.
    await app.db.updateTable('usuario').set({ accessUser: true }).where('id', '=', clientId).execute();
    const client = await clientLogin(app, 'cliente.novo');
    expect((await call(client, 'GET', URL)).statusCode).toBe(403);
    expect((await call(client, 'POST', URL, { usuarioId: clientId, documento: DOC })).statusCode).toBe(403);
  });
});
