// An import belongs to its company: another company never sees or feeds it, keys are unique per
// company only, and a shipper imports only the notes it issued.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeaders, createTestApp, DATABASES, login, type TestApp } from '../helpers';
import { importZip, occurrences, upload, beginImport } from './import-client';
import { buildZip, fixture, nfeFixtures } from './zip-builder';

const SAMPLE = 'nfeProc-4.00_SP-PR_FOB_2022.xml';

describe.each(DATABASES)('NF-e import scope on %s', (kind) => {
  let test: TestApp;
  let app: FastifyInstance;
  let tokenA: string;
  let tokenB: string;

  beforeAll(async () => {
    test = await createTestApp(kind, { dataDir: mkdtempSync(join(tmpdir(), 'rota-nfe-scope-')) });
    app = test.app;
    tokenA = await login(app, 'admin');
    const signUp = await app.inject({
      method: 'POST',
      url: '/api/tracking/usuario/create',
      payload: {
        nomeApresentacao: 'Dona da Embarcadora',
        nomeAcesso: 'dona.embarcadora',
        email: 'dona@embarcadora.example',
        password: 'embarcadora-123',
        empresaNomeFantasia: 'Embarcadora B',
      },
    });
    expect(signUp.statusCode).toBe(200);
    const owner = signUp.json<{ user: { id: number; empresaId: number } }>().user;
    // Company B ships its own goods: CNPJ root 34128745 issued four of the samples.
    await app.db
      .updateTable('empresa')
      .set({ empresaEmbarcadora: true, cnpj: '34128745000233' })
      .where('id', '=', owner.empresaId)
      .execute();
    await app.db.updateTable('usuario').set({ tracking: true }).where('id', '=', owner.id).execute();
    tokenB = await login(app, 'dona.embarcadora', 'embarcadora-123');
  });
  afterAll(() => test.close());

  it('hides an import of company A from company B (404, not listed, cannot be fed)', async () => {
    const done = await importZip(
      app,
      tokenA,
      await buildZip([{ name: 'a.xml', data: fixture('nfe', SAMPLE) }]),
    );
    for (const url of [
      `/api/tracking/nfe/get/${done.id}`,
      `/api/tracking/nfe/storyDetails/${done.id}`,
      `/api/tracking/nfe/storyDetails/${done.id}/page`,
    ]) {
      const answer = await app.inject({ method: 'GET', url, headers: authHeaders(tokenB) });
      expect(answer.statusCode, url).toBe(404);
    }
    const listB = await app.inject({
      method: 'GET',
      url: '/api/tracking/nfe/imports',
      headers: authHeaders(tokenB),
    });
    expect(listB.json().data.items.map((i: { id: number }) => i.id)).not.toContain(done.id);
    const listA = await app.inject({
      method: 'GET',
      url: '/api/tracking/nfe/imports',
      headers: authHeaders(tokenA),
    });
    expect(listA.json().data.items.map((i: { id: number }) => i.id)).toContain(done.id);

    const openA = await beginImport(app, tokenA);
    const fed = await upload(
      app,
      tokenB,
      openA,
      await buildZip([{ name: 'x.xml', data: fixture('nfe', SAMPLE) }]),
    );
    expect(fed.statusCode).toBe(404);
  });

  it('lets a shipper import only the notes it issued; the same key is new for another company', async () => {
    const done = await importZip(app, tokenB, await buildZip(nfeFixtures()));
    const log = await occurrences(app, tokenB, done.id);
    const imported = log.filter((row) => row.tipo === 'importada').map((row) => row.nomeArquivo);
    expect(imported.sort()).toEqual([
      'nfeProc-4.00_SP_CIF_16itens_pesoL-diferente-pesoB.xml',
      'nfeProc-4.00_SP_CIF_41itens_43vol.xml',
      'nfeProc-4.00_SP_CIF_6itens_destCPF.xml',
      'nfeProc-4.00_SP_semFrete-modFrete9_sem-qVol.xml',
    ]);
    const other = log.find((row) => row.nomeArquivo === SAMPLE);
    expect(other).toMatchObject({ tipo: 'outraEmpresa' });
    expect(other?.descricao).toContain('99999999000191');
  });

  it('refuses the import routes to users without the tracking module and to delivery clients', async () => {
    const cliente = await app.inject({
      method: 'POST',
      url: '/api/tracking/v1/deliveryClient/auth',
      payload: { login: 'cliente', password: 'demo1234' },
    });
    const clientToken = cliente.json<{ token: string }>().token;
    expect(
      (
        await app.inject({
          method: 'GET',
          url: '/api/tracking/nfe/beginImport',
          headers: authHeaders(clientToken),
        })
      ).statusCode,
    ).toBe(403);
    expect((await app.inject({ method: 'GET', url: '/api/tracking/nfe/imports' })).statusCode).toBe(401);
  });
});
