// The NF-e import end to end through the HTTP API and the job queue, on the embedded PostgreSQL and a PostgreSQL server:
// every occurrence kind, the notas fiscais and deliveries it creates, and the company scope.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DATABASES, login, type TestApp } from '../helpers';
import { importZip, occurrences } from './import-client';
import { buildZip, fixture, nfeFixtures, renameInZip } from './zip-builder';

const CANCELLED = 'nfeProc-4.00_SP_FOB_serie0_cancelada-retEvento.xml';
const NO_PROTOCOL = 'NFe-4.00_RS_homologacao_SEM-protNFe.xml';
const CPF_6_ITEMS = 'nfeProc-4.00_SP_CIF_6itens_destCPF.xml';

describe.each(DATABASES)('NF-e import on %s', (kind) => {
  let test: TestApp;
  let token: string;

  beforeAll(async () => {
    test = await createTestApp(kind, { dataDir: mkdtempSync(join(tmpdir(), 'rota-nfe-')) });
    token = await login(test.app, 'admin');
  });
  afterAll(() => test.close());

  it('imports every authorised NF-e of the real samples and logs one row per file', async () => {
    const files = nfeFixtures();
    const zip = await buildZip(
      files.map((f) => ({ name: `notas/${f.name}`, data: f.data })),
      ['notas/'],
    );
    const done = await importZip(test.app, token, zip, 'amostras.zip');
    expect(done).toMatchObject({
      situacao: 'concluida',
      quantidadeArquivos: 13,
      quantidadeArquivosProcessados: 13,
      quantidadeImportadas: 11,
      quantidadeRejeitadas: 2,
      quantidadeDuplicadas: 0,
      nomeArquivo: 'amostras.zip',
      erro: null,
    });
    const log = await occurrences(test.app, token, done.id);
    expect(log).toHaveLength(13);
    const byFile = new Map(log.map((row) => [row.nomeArquivo.replace('notas/', ''), row]));
    expect(byFile.get(CANCELLED)?.tipo).toBe('cancelada');
    expect(byFile.get(NO_PROTOCOL)).toMatchObject({ tipo: 'naoAutorizada' });
    expect(byFile.get(NO_PROTOCOL)?.descricao).toContain('sem protocolo');
    expect(byFile.get(CPF_6_ITEMS)).toMatchObject({
      tipo: 'importada',
      chaveAcesso: '35180803102452000172550010000474281920007498',
    });

    const nota = await test.app.db
      .selectFrom('notaFiscal')
      .innerJoin('entrega', 'entrega.notaFiscalId', 'notaFiscal.id')
      .selectAll('notaFiscal')
      .select(['entrega.status', 'entrega.empresaId as entregaEmpresaId'])
      .where('chaveAcesso', '=', '35180803102452000172550010000474281920007498')
      .executeTakeFirstOrThrow();
    expect(nota).toMatchObject({
      numero: '47428',
      serie: '1',
      destinatarioCnpjCpf: '68161525650',
      destinatarioIbge: '3106200',
      destinatarioUf: 'MG',
      emitenteIbge: '3549102',
      modalidadeFrete: '0',
      volumes: 1,
      quantidadeItens: 6,
      protocolo: '135180527657478',
      status: 'pendente',
      entregaEmpresaId: nota.empresaId,
    });
    expect(Number(nota.valorTotal)).toBe(347.28);
    expect(Number(nota.pesoBruto)).toBe(6.97);
    const deliveries = await test.app.db
      .selectFrom('entrega')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('empresaId', '=', nota.empresaId)
      .executeTakeFirstOrThrow();
    expect(Number(deliveries.n)).toBe(11);
  });

  it('calls a second import of the same notes duplicates, and changed content an update', async () => {
    const original = fixture('nfe', CPF_6_ITEMS);
    const changed = Buffer.from(original.toString('utf8').replace('<infCpl>', '<infCpl>REVISADA '));
    expect(changed.equals(original)).toBe(false);
    const done = await importZip(
      test.app,
      token,
      await buildZip([
        { name: 'a.xml', data: fixture('nfe', 'nfeProc-4.00_SP-PR_FOB_2022.xml') },
        { name: 'b.xml', data: changed },
        { name: 'c.xml', data: fixture('nfe', 'nfeProc-4.00_SP-PR_FOB_2022.xml') },
      ]),
    );
    expect(done).toMatchObject({
      quantidadeImportadas: 0,
      quantidadeAtualizadas: 1,
      quantidadeDuplicadas: 2,
    });
    const log = await occurrences(test.app, token, done.id);
    expect(log.map((row) => row.tipo)).toEqual(['duplicada', 'atualizada', 'duplicada']);
    expect(log[0]?.descricao).toContain('já importada anteriormente');
    expect(log[2]?.descricao).toContain('repetida neste zip');
  });

  it('logs entries that are not NF-e: CT-e, not XML, invalid XML, unsafe names', async () => {
    let zip = await buildZip([
      { name: 'cte.xml', data: fixture('cte', 'cteProc-3.00_producao_RN-RO_1NFe.xml') },
      { name: 'leia-me.txt', data: Buffer.from('notas de agosto') },
      { name: 'quebrado.xml', data: Buffer.from('<nfeProc><NFe><infNFe Id="NFe1"></NFe>') },
      { name: 'xx/xx/etc/passwd.xml', data: fixture('nfe', CPF_6_ITEMS) },
      { name: 'Zabs/nota.xml', data: fixture('nfe', CPF_6_ITEMS) },
    ]);
    zip = renameInZip(renameInZip(zip, 'xx/xx/etc', '../../etc'), 'Zabs/nota', '/abs/nota');
    const done = await importZip(test.app, token, zip);
    const log = await occurrences(test.app, token, done.id);
    expect(log.map((row) => [row.nomeArquivo, row.tipo])).toEqual([
      ['cte.xml', 'naoNfe'],
      ['leia-me.txt', 'naoXml'],
      ['quebrado.xml', 'xmlInvalido'],
      ['../../etc/passwd.xml', 'nomeInvalido'],
      ['/abs/nota.xml', 'nomeInvalido'],
    ]);
    expect(log[0]?.descricao).toContain('CT-e');
    expect(done).toMatchObject({ situacao: 'concluida', quantidadeRejeitadas: 5, quantidadeImportadas: 0 });
  });
});
