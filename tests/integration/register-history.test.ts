// What the resource engine keeps on a register by itself: the version a stale edit must match
// (409), who created and last changed a row and when, and a soft delete that deactivates.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeaders, createTestApp, DATABASES, login, type TestApp } from './helpers';

const DE_PARA = '/api/tracking/tabelaOcorrenciaDePara';
const EMPRESA_BI = '/api/tracking/empresaBi';

describe.each(DATABASES)('register history on %s', (kind) => {
  let testApp: TestApp;
  let app: FastifyInstance;
  let adminToken: string;
  let adminId: number;
  let companyId: number;

  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
    headers: Record<string, string> = {},
  ) => app.inject({ method, url, payload, headers: { ...authHeaders(adminToken), ...headers } });

  // Unique per carrier and code, so each row has a code of its own.
  const mapping = (codigoEmbarcador: string) => ({
    codigoTransportador: Number(codigoEmbarcador.slice(1, 2)),
    codigoEmbarcador,
    descricao: 'Entregue',
    status: 'entregue',
  });

  beforeAll(async () => {
    testApp = await createTestApp(kind);
    app = testApp.app;
    adminToken = await login(app, 'admin');
    const me = (await call('GET', '/api/scheduler/v1/access/me')).json().data as {
      id: number;
      empresaId: number;
    };
    adminId = me.id;
    companyId = me.empresaId;
  });
  afterAll(() => testApp?.close());

  it('starts a row at version 1, stamped with its creator', async () => {
    const created = await call('POST', DE_PARA, mapping('H1'));
    expect(created.statusCode).toBe(201);
    const row = created.json().data;
    expect(row).toMatchObject({ version: 1, createdBy: adminId, updatedAt: null, updatedBy: null });
    expect(Date.parse(row.createdAt)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('raises the version on every change and refuses an edit made from an older one', async () => {
    const row = (await call('POST', DE_PARA, mapping('H2'))).json().data;
    const first = await call('PUT', `${DE_PARA}/${row.id}`, mapping('H2a'), { 'if-match': '"1"' });
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toMatchObject({ version: 2, updatedBy: adminId, codigoEmbarcador: 'H2a' });
    expect(first.json().data.updatedAt).not.toBeNull();

    // A second screen opened at version 1 saves after the first: its change would undo the other.
    const stale = await call('PUT', `${DE_PARA}/${row.id}`, mapping('H2b'), { 'if-match': '"1"' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({
      isSuccess: false,
      errors: ['O registro foi alterado por outra pessoa depois que você o abriu.'],
      messageIds: ['error.staleEdit'],
    });
    const stored = (await call('GET', `${DE_PARA}/${row.id}`)).json().data;
    expect(stored).toMatchObject({ version: 2, codigoEmbarcador: 'H2a' });

    // Deactivating is a change too.
    const paused = await call('PUT', `${DE_PARA}/${row.id}/deactivate`);
    expect(paused.json().data).toMatchObject({ version: 3, ativo: false });
    const late = await call('PUT', `${DE_PARA}/${row.id}`, mapping('H2c'), { 'if-match': '"2"' });
    expect(late.statusCode).toBe(409);
  });

  it('takes an edit without a version as the last word, and refuses a malformed one', async () => {
    const row = (await call('POST', DE_PARA, mapping('H3'))).json().data;
    expect((await call('PUT', `${DE_PARA}/${row.id}`, mapping('H3a'))).json().data.version).toBe(2);
    const bad = await call('PUT', `${DE_PARA}/${row.id}`, mapping('H3b'), { 'if-match': 'W/"x"' });
    expect(bad.statusCode).toBe(400);
  });

  it("deletes a soft-deleted register's row by deactivating it", async () => {
    const panel = (
      await call('POST', `${EMPRESA_BI}?companyId=${companyId}`, {
        nome: 'Painel macro',
        url: 'https://bi.example.com/macro',
      })
    ).json().data;
    const deleted = await call('DELETE', `${EMPRESA_BI}/${panel.id}`);
    expect(deleted.statusCode).toBe(200);
    const kept = await call('GET', `${EMPRESA_BI}/${panel.id}`);
    expect(kept.statusCode).toBe(200);
    expect(kept.json().data).toMatchObject({ ativo: false, version: 2, updatedBy: adminId });
  });

  it('deletes the row of a register without soft delete', async () => {
    const row = (await call('POST', DE_PARA, mapping('H4'))).json().data;
    expect((await call('DELETE', `${DE_PARA}/${row.id}`)).statusCode).toBe(200);
    expect((await call('GET', `${DE_PARA}/${row.id}`)).statusCode).toBe(404);
  });
});
