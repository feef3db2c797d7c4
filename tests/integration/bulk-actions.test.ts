// Declared bulk actions: one route per action, the same checks as the row's own action, and all
// the selected rows or none.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeaders, createTestApp, DATABASES, login, type TestApp } from './helpers';

const DE_PARA = '/api/tracking/tabelaOcorrenciaDePara';

describe.each(DATABASES)('bulk actions on %s', (kind) => {
  let testApp: TestApp;
  let app: FastifyInstance;
  let admin: string;
  let operador: string;
  let nextCode = 100;

  const call = (token: string, method: 'GET' | 'POST', url: string, payload?: object) =>
    app.inject({ method, url, payload, headers: authHeaders(token) });

  const createMapping = async () => {
    const code = nextCode++;
    const created = await call(admin, 'POST', DE_PARA, {
      codigoTransportador: code,
      codigoEmbarcador: `B${code}`,
      descricao: 'Em trânsito',
      status: 'emTransito',
    });
    expect(created.statusCode).toBe(201);
    return created.json().data.id as number;
  };
  const stored = async (id: number) => (await call(admin, 'GET', `${DE_PARA}/${id}`)).json().data;

  beforeAll(async () => {
    testApp = await createTestApp(kind);
    app = testApp.app;
    admin = await login(app, 'admin');
    operador = await login(app, 'operador');
  });
  afterAll(() => testApp?.close());

  it('deactivates the selected rows, each as its own deactivation would', async () => {
    const [a, b, c] = [await createMapping(), await createMapping(), await createMapping()];
    const answer = await call(admin, 'POST', `${DE_PARA}/bulk/deactivate`, { ids: [a, b, a] });
    expect(answer.statusCode).toBe(200);
    expect(answer.json().data).toEqual({ changed: 2 });
    expect(await stored(a!)).toMatchObject({ ativo: false, version: 2 });
    expect(await stored(b!)).toMatchObject({ ativo: false, version: 2 });
    expect(await stored(c!)).toMatchObject({ ativo: true, version: 1 });
    const back = await call(admin, 'POST', `${DE_PARA}/bulk/activate`, { ids: [a, b] });
    expect(back.json().data).toEqual({ changed: 2 });
    expect(await stored(a!)).toMatchObject({ ativo: true, version: 3 });
  });

  it('changes nothing when one row is out of reach', async () => {
    const [a, b] = [await createMapping(), await createMapping()];
    const answer = await call(admin, 'POST', `${DE_PARA}/bulk/delete`, { ids: [a, 2147483647, b] });
    expect(answer.statusCode).toBe(404);
    expect((await call(admin, 'GET', `${DE_PARA}/${a}`)).statusCode).toBe(200);
    const deleted = await call(admin, 'POST', `${DE_PARA}/bulk/delete`, { ids: [a, b] });
    expect(deleted.json().data).toEqual({ changed: 2 });
    expect((await call(admin, 'GET', `${DE_PARA}/${b}`)).statusCode).toBe(404);
  });

  it("keeps the register's write permission, and refuses an empty selection", async () => {
    const a = await createMapping();
    expect((await call(operador, 'POST', `${DE_PARA}/bulk/deactivate`, { ids: [a] })).statusCode).toBe(403);
    expect((await call(admin, 'POST', `${DE_PARA}/bulk/deactivate`, { ids: [] })).statusCode).toBe(400);
    // Only the declared actions have a route.
    expect((await call(admin, 'POST', '/api/tracking/empresa/bulk/delete', { ids: [a] })).statusCode).toBe(
      404,
    );
  });
});
