// The CT-e import on the shared document pipeline: the real fixtures, the link to the deliveries
// of the NF-e a CT-e carries (whichever is imported first), duplicates and updates, company
// scope, and uploads that are not CT-e.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EntregaCte } from '../../../src/domain/tracking/resources/entrega-cte';
import { authHeaders, createTestApp, DATABASES, login, type TestApp } from '../helpers';
import { beginImport, importZip, occurrences, upload } from '../nfe/import-client';
import { buildZip, fixture, multipart } from '../nfe/zip-builder';
import { cteCarrying, cteFixtures, cteKey } from './cte-fixtures';

const NFE_SP_PR = 'nfeProc-4.00_SP-PR_FOB_2022.xml';
const NFE_SP_PR_KEY = '35220499999999000191550010000076381418267635';
const NFE_SC_SP = 'nfeProc-4.00_SC-SP_CIF_destCPF_360kg.xml';
const NFE_SC_SP_KEY = '42211275277525000178550030000276771368212013';

const importCte = (app: FastifyInstance, token: string, zip: Buffer, filename = 'ctes.zip') =>
  importZip(app, token, zip, filename, 'cte');
const importNfe = async (app: FastifyInstance, token: string, names: string[]) =>
  importZip(app, token, await buildZip(names.map((name) => ({ name, data: fixture('nfe', name) }))));

describe.each(DATABASES)('CT-e import on %s', (kind) => {
  let test: TestApp;
  let app: FastifyInstance;
  let tokenA: string;
  let tokenB: string;
  let empresaA: number;
  let empresaB: number;

  async function deliveryOf(empresaId: number, chave: string): Promise<number> {
    const row = await app.db
      .selectFrom('entrega as e')
      .innerJoin('notaFiscal as n', 'n.id', 'e.notaFiscalId')
      .select('e.id')
      .where('n.empresaId', '=', empresaId)
      .where('n.chaveAcesso', '=', chave)
      .executeTakeFirstOrThrow();
    return row.id;
  }

  async function ctesOfDelivery(token: string, entregaId: number) {
    const answer = await app.inject({
      method: 'GET',
      // The engine's list of the CT-e nested in the delivery.
      url: `/api/tracking/entregaCte?parentId=${entregaId}`,
      headers: authHeaders(token),
    });
    return {
      status: answer.statusCode,
      data: answer.statusCode === 200 ? answer.json<{ data: { items: EntregaCte[] } }>().data.items : [],
    };
  }

  beforeAll(async () => {
    test = await createTestApp(kind, { dataDir: mkdtempSync(join(tmpdir(), 'rota-cte-')) });
    app = test.app;
    tokenA = await login(app, 'admin');
    const signUp = await app.inject({
      method: 'POST',
      url: '/api/tracking/usuario/create',
      payload: {
        nomeApresentacao: 'Dona da Transportes B',
        nomeAcesso: 'dona.transportes',
        email: 'dona@transportes-b.example',
        password: 'transportes-123',
        empresaNomeFantasia: 'Transportes B',
      },
    });
    expect(signUp.statusCode).toBe(200);
    const owner = signUp.json<{ user: { id: number; empresaId: number } }>().user;
    empresaB = owner.empresaId;
    await app.db.updateTable('usuario').set({ tracking: true }).where('id', '=', owner.id).execute();
    tokenB = await login(app, 'dona.transportes', 'transportes-123');
    const admin = await app.db
      .selectFrom('usuario')
      .select('empresaId')
      .where('nomeAcesso', '=', 'admin')
      .executeTakeFirstOrThrow();
    empresaA = admin.empresaId!;
  });
  afterAll(() => test.close());

  it('imports the real fixtures and logs one row per file', async () => {
    const files = [...cteFixtures(), { name: 'nota.xml', data: fixture('nfe', NFE_SP_PR) }];
    const done = await importCte(app, tokenB, await buildZip(files));
    // The three 4.00 samples share one key: the first is taken, the others are repeats. The 3.00
    // production CT-e (cStat 101) and the procCancCTe one are cancelled; the bare CTe has no
    // protocol; the NF-e is not a CT-e.
    expect(done).toMatchObject({
      situacao: 'concluida',
      quantidadeArquivos: 8,
      quantidadeImportadas: 2,
      quantidadeDuplicadas: 2,
      quantidadeRejeitadas: 4,
    });
    const log = await occurrences(app, tokenB, done.id, 'cte');
    expect(log).toHaveLength(8);
    const byName = new Map(log.map((row) => [row.nomeArquivo, row]));
    expect(byName.get('CTe-3.00_multimodal_SEM-protCTe_8NFe_anonimizado.xml')).toMatchObject({
      tipo: 'naoAutorizada',
      descricao: expect.stringMatching(/sem protocolo/),
    });
    expect(byName.get('cteProc-3.00_producao_RN-RO_1NFe.xml')?.tipo).toBe('cancelada');
    expect(byName.get('cteProc-3.00_homologacao_cancelado-procCancCTe.xml')?.tipo).toBe('cancelada');
    expect(byName.get('nota.xml')).toMatchObject({
      tipo: 'naoCte',
      descricao: expect.stringMatching(/NF-e/),
    });
    expect(byName.get('cteProc-3.00_homologacao_31NFe.xml')).toMatchObject({
      tipo: 'importada',
      chaveAcesso: '41181028796029000140570260000000081486169211',
      descricao: 'CT-e 8/26 importado: 1 NF-e referenciada, 0 já importadas (entregas vinculadas).',
    });
    // Policy: a wrong check digit is taken in, with the warning in the log.
    const anonymised = byName.get('cteProc-4.00_rodo_SC-SP_1NFe_anonimizado.xml')!;
    expect(anonymised.tipo).toBe('importada');
    expect(anonymised.descricao).toMatch(/dígito verificador inválido/);

    const rows = await app.db
      .selectFrom('cte')
      .selectAll()
      .where('empresaId', '=', empresaB)
      .orderBy('numero')
      .execute();
    expect(rows.map((row) => [row.numero, row.chaveValida])).toEqual([
      ['8', true],
      ['99203223', false],
    ]);
    const hom = rows[0]!;
    expect(hom).toMatchObject({ origemIbge: '4108403', destinoUf: 'EX', tomador: '0', serie: '26' });
    expect(Number(hom.valorPrestacao)).toBe(100);
    const anon = rows[1]!;
    expect(Number(anon.valorCarga)).toBe(3016.92);
    expect(Number(anon.pesoKg)).toBe(209.8);
    expect(anon.componentes.map((c) => c.nome)).toContain('PEDAGIO');
  });

  it('links a CT-e to the delivery of an NF-e imported before it', async () => {
    await importNfe(app, tokenA, [NFE_SP_PR]);
    const key = cteKey(101);
    const done = await importCte(
      app,
      tokenA,
      await buildZip([{ name: 'depois.xml', data: cteCarrying(key, NFE_SP_PR_KEY) }]),
    );
    expect(done.quantidadeImportadas).toBe(1);
    const [row] = await occurrences(app, tokenA, done.id, 'cte');
    expect(row!.descricao).toBe(
      'CT-e 8/26 importado: 1 NF-e referenciada, 1 já importada (entrega vinculada).',
    );
    const entregaId = await deliveryOf(empresaA, NFE_SP_PR_KEY);
    const ctes = await ctesOfDelivery(tokenA, entregaId);
    expect(ctes.status).toBe(200);
    expect(ctes.data).toEqual([
      expect.objectContaining({
        chaveAcesso: key,
        numero: '8',
        serie: '26',
        valorPrestacao: '100.00',
        destino: 'Exterior/EX',
      }),
    ]);
  });

  it('links an NF-e imported after the CT-e that carries it', async () => {
    const key = cteKey(102);
    const done = await importCte(
      app,
      tokenA,
      await buildZip([{ name: 'antes.xml', data: cteCarrying(key, NFE_SC_SP_KEY) }]),
    );
    expect(done.quantidadeImportadas).toBe(1);
    const link = await app.db
      .selectFrom('cteNfe')
      .select('notaFiscalId')
      .where('chaveNfe', '=', NFE_SC_SP_KEY)
      .execute();
    expect(link).toEqual([{ notaFiscalId: null }]);
    await importNfe(app, tokenA, [NFE_SC_SP]);
    const ctes = await ctesOfDelivery(tokenA, await deliveryOf(empresaA, NFE_SC_SP_KEY));
    expect(ctes.data.map((c) => c.chaveAcesso)).toEqual([key]);
  });

  it('calls the same CT-e again a duplicate, changed content an update, and accepts a single XML', async () => {
    const key = cteKey(103);
    const first = cteCarrying(key, NFE_SP_PR_KEY);
    const again = await importCte(app, tokenA, first, 'um-cte.xml');
    expect(again).toMatchObject({ situacao: 'concluida', quantidadeArquivos: 1, quantidadeImportadas: 1 });
    expect((await occurrences(app, tokenA, again.id, 'cte'))[0]!.nomeArquivo).toBe('um-cte.xml');
    const duplicate = await importCte(app, tokenA, first, 'um-cte.xml');
    expect(duplicate).toMatchObject({ quantidadeImportadas: 0, quantidadeDuplicadas: 1 });
    const changed = await importCte(app, tokenA, cteCarrying(key, NFE_SP_PR_KEY, 'REVISADO '), 'um-cte.xml');
    expect(changed).toMatchObject({ quantidadeAtualizadas: 1 });
    const ctes = await ctesOfDelivery(tokenA, await deliveryOf(empresaA, NFE_SP_PR_KEY));
    expect(ctes.data.map((c) => c.chaveAcesso).sort()).toEqual([cteKey(101), key].sort());
  });

  it("never links or shows one company's CT-e and NF-e to another", async () => {
    // Company B carries company A's NF-e key: B has no such NF-e, so nothing links.
    const done = await importCte(
      app,
      tokenB,
      await buildZip([{ name: 'b.xml', data: cteCarrying(cteKey(201), NFE_SP_PR_KEY) }]),
    );
    expect(done.quantidadeImportadas).toBe(1);
    const [row] = await occurrences(app, tokenB, done.id, 'cte');
    expect(row!.descricao).toMatch(/0 já importadas/);
    const entregaA = await deliveryOf(empresaA, NFE_SP_PR_KEY);
    expect((await ctesOfDelivery(tokenA, entregaA)).data.map((c) => c.chaveAcesso)).not.toContain(
      cteKey(201),
    );
    expect((await ctesOfDelivery(tokenB, entregaA)).status).toBe(404);
    for (const url of [`/api/tracking/cte/get/${done.id}`, `/api/tracking/cte/storyDetails/${done.id}`]) {
      expect((await app.inject({ method: 'GET', url, headers: authHeaders(tokenA) })).statusCode, url).toBe(
        404,
      );
    }
    // An import is found only under its own kind's routes.
    expect(
      (
        await app.inject({
          method: 'GET',
          url: `/api/tracking/nfe/get/${done.id}`,
          headers: authHeaders(tokenB),
        })
      ).statusCode,
    ).toBe(404);
    const listed = await app.inject({
      method: 'GET',
      url: '/api/tracking/nfe/imports',
      headers: authHeaders(tokenB),
    });
    expect(listed.json<{ data: { items: { id: number }[] } }>().data.items.map((i) => i.id)).not.toContain(
      done.id,
    );
  });

  it('refuses an upload that is neither a zip nor XML, and logs broken XML', async () => {
    const id = await beginImport(app, tokenA, 'cte');
    const refused = await upload(
      app,
      tokenA,
      id,
      Buffer.from('%PDF-1.4 not a CT-e at all, just some bytes here'),
      'x.pdf',
      'cte',
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toMatch(/nem um XML/);
    const broken = await importCte(
      app,
      tokenA,
      await buildZip([
        {
          name: 'quebrado.xml',
          data: Buffer.from('<cteProc xmlns="http://www.portalfiscal.inf.br/cte"><CTe>'),
        },
        { name: 'leia-me.txt', data: Buffer.from('nada aqui') },
        {
          name: 'curta.xml',
          data: Buffer.from(
            cteCarrying(cteKey(301), NFE_SP_PR_KEY).toString().replaceAll(cteKey(301), '123'),
          ),
        },
      ]),
    );
    const log = await occurrences(app, tokenA, broken.id, 'cte');
    expect(log.map((row) => row.tipo)).toEqual(['xmlInvalido', 'naoXml', 'xmlInvalido']);
    expect(log[2]!.descricao).toMatch(/não tem 44 dígitos/);
  });

  it('asks for the zip or the XML when the upload carries no file', async () => {
    const id = await beginImport(app, tokenA, 'cte');
    const notMultipart = await app.inject({
      method: 'POST',
      url: `/api/tracking/cte/importzip?id=${id}`,
      headers: authHeaders(tokenA),
      payload: { file: 'cte.xml' },
    });
    expect(notMultipart.statusCode).toBe(400);
    expect(notMultipart.json().errors[0]).toBe(
      'Envie o arquivo .zip ou .xml como multipart/form-data no campo file.',
    );
    const wrongField = multipart(cteCarrying(cteKey(302), NFE_SP_PR_KEY), 'cte.xml', 'anexo');
    const answer = await app.inject({
      method: 'POST',
      url: `/api/tracking/cte/importzip?id=${id}`,
      headers: { ...authHeaders(tokenA), ...wrongField.headers },
      payload: wrongField.payload,
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().errors[0]).toBe('Envie o arquivo .zip ou .xml no campo file.');
  });
});
