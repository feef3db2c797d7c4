// A delivery client works only through the portal: flags stored on its row, or given by a
// profile, open no staff screen or register to it, so a manager's slip cannot show it the whole
// company's deliveries or users.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSION_FLAGS } from '../../../src/domain/permissions';
import { authHeaders, createTestApp, DATABASES, type TestApp } from '../helpers';

describe.each(DATABASES)('a delivery client with staff flags on %s', (kind) => {
  let testApp: TestApp;
  let token: string;

  beforeAll(async () => {
    testApp = await createTestApp(kind);
    const { app } = testApp;
    // Every flag there is, as a careless edit straight in the database would leave it.
    await app.db
      .updateTable('usuario')
      .set(Object.fromEntries(PERMISSION_FLAGS.map((flag) => [flag, true])))
      .where('nomeAcesso', '=', 'cliente')
      .execute();
    const answer = await app.inject({
      method: 'POST',
      url: '/api/tracking/v1/deliveryClient/auth',
      payload: { login: 'cliente', password: 'demo1234' },
    });
    expect(answer.statusCode, answer.body).toBe(200);
    token = answer.json().token;
  });
  afterAll(() => testApp?.close());

  it('is refused the staff registers and lists, and keeps its portal', async () => {
    const get = (url: string) => testApp.app.inject({ method: 'GET', url, headers: authHeaders(token) });
    for (const url of [
      '/api/tracking/entrega',
      '/api/tracking/usuario',
      '/api/tracking/empresa',
      '/api/tracking/rotaPrazoEntrega',
      '/api/tracking/dashboard/entregas',
      '/api/tracking/cargo/board',
    ]) {
      expect((await get(url)).statusCode, url).toBe(403);
    }
    expect((await get('/api/tracking/deliveryClient/entregas?situacao=opened')).statusCode).toBe(200);
  });

  it('is created by the company in the user register, and never an RMS user that way', async () => {
    const { app } = testApp;
    const admin = (
      await app.inject({
        method: 'POST',
        url: '/api/scheduler/v1/access/login',
        payload: { login: 'admin', password: 'demo1234' },
      })
    ).json().token as string;
    const create = (nomeAcesso: string, tipo: string) =>
      app.inject({
        method: 'POST',
        url: '/api/tracking/usuario',
        headers: authHeaders(admin),
        payload: { nomeApresentacao: nomeAcesso, nomeAcesso, password: 'portal-1234', tipo },
      });
    const client = await create('portal.novo', 'deliveryClient');
    expect(client.statusCode, client.body).toBe(201);
    expect(client.json().data.tipo).toBe('deliveryClient');
    const door = (url: string) =>
      app.inject({ method: 'POST', url, payload: { login: 'portal.novo', password: 'portal-1234' } });
    expect((await door('/api/tracking/v1/deliveryClient/auth')).statusCode).toBe(200);
    expect((await door('/api/scheduler/v1/access/login')).statusCode).toBe(401);

    const vendor = await create('quase.rms', 'rms');
    expect(vendor.statusCode, vendor.body).toBe(201);
    expect(vendor.json().data.tipo).toBe('staff');
  });
});
