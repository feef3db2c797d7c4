// Every register's spreadsheets through the engine: the export is the list as the screen narrows
// it (every page), scoped and guarded like the list; the import writes through the register's
// scope, rules and hooks, one transaction, and never reaches another company's rows; a file that is
// too big, too long or not a sheet is refused before any row is read.
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeaders, createTestApp, DATABASES, login, type TestApp } from '../helpers';
import { insertDelivery } from '../entrega-fixtures';
import { buildZip } from '../nfe/zip-builder';
import { csvOf, exportedRows, importReport, uploadSheet } from './sheet-helpers';

const DE_PARA_HEADER = [
  'CNPJ do transportador',
  'Código do transportador',
  'Código do embarcador',
  'Descrição',
  'Situação da entrega',
];

describe.each(DATABASES)('resource spreadsheets on %s', (kind) => {
  let testApp: TestApp;
  let app: FastifyInstance;
  let admin: string;
  let companyA: number;
  let ownerB: string;
  let companyB: number;

  const call = (token: string, method: 'GET' | 'POST', url: string, payload?: object) =>
    app.inject({ method, url, payload, headers: authHeaders(token) });
  const deParaOf = (empresaId: number) =>
    app.db
      .selectFrom('tabelaOcorrenciaDePara')
      .select(['codigoTransportador', 'codigoEmbarcador', 'descricao', 'status', 'version'])
      .where('empresaId', '=', empresaId)
      .where('transportadorCnpj', '=', '11222333000181')
      .orderBy('codigoTransportador')
      .execute();

  beforeAll(async () => {
    testApp = await createTestApp(kind);
    app = testApp.app;
    admin = await login(app, 'admin');
    companyA = (await call(admin, 'GET', '/api/scheduler/v1/access/me')).json().data.empresaId;
    const signUp = await app.inject({
      method: 'POST',
      url: '/api/tracking/usuario/create',
      payload: {
        nomeApresentacao: 'Dona da Empresa B',
        nomeAcesso: 'dona.planilha',
        email: 'dona@planilha-b.example',
        password: 'empresa-b-123',
        empresaNomeFantasia: 'Planilhas B',
      },
    });
    expect(signUp.statusCode).toBe(200);
    ownerB = signUp.json().token;
    companyB = signUp.json().user.empresaId;
  });
  afterAll(() => testApp?.close());

  it("creates and updates rows by their key, in the importer's company only", async () => {
    const first = csvOf([DE_PARA_HEADER, ['11.222.333/0001-81', '7', 'B-ENT', 'Entregue em B', 'Entregue']]);
    expect(await importReport(app, ownerB, 'tabelaOcorrenciaDePara', first, 'all')).toMatchObject({
      written: true,
      created: 1,
    });
    const ofB = await deParaOf(companyB);

    // A's file names the same carrier and code: A gets its own row, B's stays as it was.
    const file = csvOf([
      DE_PARA_HEADER,
      ['11222333000181', '7', 'A-ENT', 'Entregue em A', 'entregue'],
      ['11222333000181', '8', 'A-DEV', 'Devolvida', 'Devolvida'],
    ]);
    expect(await importReport(app, admin, 'tabelaOcorrenciaDePara', file, 'all')).toMatchObject({
      written: true,
      created: 2,
      updated: 0,
    });
    const again = csvOf([
      DE_PARA_HEADER,
      ['11222333000181', '7', 'A-ENT', 'Entregue em A, conferido', 'entregue'],
    ]);
    expect(await importReport(app, admin, 'tabelaOcorrenciaDePara', again, 'all')).toMatchObject({
      created: 0,
      updated: 1,
    });
    expect(await deParaOf(companyA)).toEqual([
      {
        codigoTransportador: '7',
        codigoEmbarcador: 'A-ENT',
        descricao: 'Entregue em A, conferido',
        status: 'entregue',
        version: 2,
      },
      {
        codigoTransportador: '8',
        codigoEmbarcador: 'A-DEV',
        descricao: 'Devolvida',
        status: 'devolvida',
        version: 1,
      },
    ]);
    expect(await deParaOf(companyB)).toEqual(ofB);
  });

  it('reads nothing under a header that lacks a required column, and writes nothing', async () => {
    const file = csvOf([
      ['Descrição', 'Situação da entrega'],
      ['Sem código', 'entregue'],
    ]);
    const report = await importReport(app, admin, 'tabelaOcorrenciaDePara', file, 'validRows');
    expect(report).toMatchObject({ written: false, created: 0, errorRows: 0, rows: 1 });
    expect(report.columns.missing).toEqual(['codigoTransportador', 'codigoEmbarcador']);
  });

  it('writes a global register only under its write rule, and a child register only in a company one may access', async () => {
    const codes = csvOf([
      ['Código', 'Descrição', 'Situação da entrega'],
      ['901', 'Código de teste', 'Em trânsito'],
    ]);
    expect((await uploadSheet(app, admin, 'tabelaOcorrenciaProceda', codes, 'mode=all')).statusCode).toBe(
      403,
    );
    expect(
      await importReport(app, await login(app, 'rms'), 'tabelaOcorrenciaProceda', codes, 'all'),
    ).toMatchObject({
      created: 1,
    });

    const panels = csvOf([
      ['Nome do painel', 'URL'],
      ['Painel importado', 'https://bi.example/painel'],
    ]);
    expect(
      (await uploadSheet(app, admin, 'empresaBi', panels, `mode=all&companyId=${companyB}`)).statusCode,
    ).toBe(403);
    const own = await uploadSheet(app, admin, 'empresaBi', panels, `mode=all&companyId=${companyA}`);
    expect(own.json().data).toMatchObject({ created: 1, written: true });
  });

  it('refuses a file over the size limit, one that is no sheet, a zip bomb and one too long', async () => {
    const rows = csvOf([DE_PARA_HEADER, ['', '1', 'X', 'Y', 'entregue']]);
    const oversized = Buffer.concat([rows, Buffer.alloc(6 * 1024 ** 2, 0x20)]);
    expect(
      (await uploadSheet(app, admin, 'tabelaOcorrenciaDePara', oversized, 'mode=check')).statusCode,
    ).toBe(413);

    const png = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
    const fake = await uploadSheet(
      app,
      admin,
      'tabelaOcorrenciaDePara',
      png,
      'mode=check',
      'planilha.csv',
      'en',
    );
    expect(fake.statusCode).toBe(400);
    expect(fake.json().errors).toEqual(['The file is not a spreadsheet: send a CSV or an XLSX file.']);

    const bomb = await buildZip([{ name: 'xl/worksheets/sheet1.xml', data: Buffer.alloc(100 * 1024 ** 2) }]);
    const refused = await uploadSheet(app, admin, 'tabelaOcorrenciaDePara', bomb, 'mode=check', 'p.xlsx');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors[0]).toMatch(/^Planilha recusada: Zip recusado/);

    const long = csvOf([
      DE_PARA_HEADER,
      ...Array.from({ length: 5_001 }, (_, i) => ['', String(i % 1000), 'X', 'Y', 'entregue']),
    ]);
    const tooLong = await uploadSheet(app, admin, 'tabelaOcorrenciaDePara', long, 'mode=check');
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().errors[0]).toContain('mais de 5.000 linhas');
  });

  it('exports the list as narrowed, searched and sorted, every page of it', async () => {
    // One carrier per row: a route (carrier, origin, destination) is the sheet's key.
    const rows = Array.from({ length: 30 }, (_, i) => [
      String(10_000_000_000_000 + i),
      '',
      i % 2 === 0 ? 'SP' : 'RJ',
      String(i + 1),
      i % 3 === 0 ? 'Úteis' : 'corridos',
    ]);
    const file = csvOf([
      ['Transportadora (CNPJ)', 'País de destino', 'UF de destino', 'Prazo (dias)', 'Tipo de dias'],
      ...rows,
    ]);
    expect(await importReport(app, ownerB, 'rotaPrazoEntrega', file, 'all')).toMatchObject({ created: 30 });

    const query = 'destinoUf=SP&sort=-prazoDias';
    const listed = await call(ownerB, 'GET', `/api/tracking/rotaPrazoEntrega?${query}&pageSize=150`);
    const expected = listed.json().data.items.map((row: { prazoDias: number }) => row.prazoDias);
    expect(expected).toHaveLength(15);

    const csv = await exportedRows(app, ownerB, 'rotaPrazoEntrega', `${query}&format=csv`);
    const header = csv[0] as string[];
    expect(header).toContain('Prazo (dias)');
    const prazo = header.indexOf('Prazo (dias)');
    const tipo = header.indexOf('Tipo de dias');
    expect(csv.slice(1).map((row) => Number(row[prazo]))).toEqual(expected);
    // The option's label, read back from a file that gave a label ('Úteis') or a value ('corridos').
    expect(csv.slice(1).map((row) => row[tipo])).toEqual(
      expected.map((days: number) => ((days - 1) % 3 === 0 ? 'Úteis' : 'Corridos')),
    );
    expect(csv[1]?.[header.indexOf('UF de destino')]).toBe('SP');

    const xlsx = await exportedRows(app, ownerB, 'rotaPrazoEntrega', `${query}&format=xlsx&lang=en`);
    expect(xlsx[0]).toContain('Deadline (days)');
    expect(xlsx.slice(1).map((row) => row[(xlsx[0] as string[]).indexOf('Deadline (days)')])).toEqual(
      expected,
    );
    // A company's export never holds another's rows.
    expect(await exportedRows(app, admin, 'rotaPrazoEntrega', `${query}&format=csv`)).not.toContainEqual(
      csv[1],
    );
  });

  it('exports a read-only list with its days, money and statuses as the list shows them', async () => {
    await insertDelivery(app.db, companyB, {
      numero: '9001',
      // 00:30 in UTC is still the 31st on the business clock.
      dataEmissao: '2025-06-01T00:30:00Z',
      valorTotal: '1234.50',
      pesoBruto: '12.250',
      dataPrevista: '2025-06-05',
      status: 'entregue',
    });
    await insertDelivery(app.db, companyB, { numero: '9002', dataEmissao: '2025-06-02T12:00:00Z' });
    const rows = await exportedRows(app, ownerB, 'entrega', 'status=entregue&format=csv');
    // The spreadsheet has the columns the list folds into one cell apart (sheetColumns).
    expect(rows).toEqual([
      [
        'NF-e / série',
        'CT-e',
        'Emissão',
        'Embarcador',
        'Transportadora',
        'Destinatário',
        'CNPJ/CPF do destinatário',
        'Destino',
        'UF de destino',
        'Valor',
        'Volumes',
        'Peso bruto',
        'Previsão',
        'Atraso',
        'Código da última ocorrência',
        'Última ocorrência',
        'Data da última ocorrência',
        'Situação',
      ],
      [
        '9001',
        '',
        '2025-05-31',
        'Indústria Emitente S.A.',
        'Transportes Rápidos Ltda',
        'Cliente Padrão Ltda',
        '99.888.777/0001-66',
        'Campinas',
        'SP',
        '1234.50',
        '1',
        '12.250',
        '2025-06-05',
        '',
        '',
        '',
        '',
        'Entregue',
      ],
    ]);
    const sheet = await exportedRows(app, ownerB, 'entrega', 'status=entregue&format=xlsx');
    expect(sheet[1]?.[2]).toEqual(new Date('2025-05-31T00:00:00Z'));
    expect(sheet[1]?.[9]).toBe('1234.50');
  });

  it('exports under the list rule, and refuses a list over the export limit with a message', async () => {
    expect((await call(await login(app, 'operador'), 'GET', '/api/tracking/usuario/export')).statusCode).toBe(
      403,
    );
    await sql`insert into usuario (empresa_id, nome_apresentacao, nome_acesso, password_hash)
      select ${companyB}, 'Usuário ' || g, 'limite.' || g, 'x' from generate_series(1, 50001) g`.execute(
      app.db,
    );
    const tooMany = await call(ownerB, 'GET', '/api/tracking/usuario/export?format=xlsx');
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().errors).toEqual([
      'A lista tem mais de 50.000 linhas para exportar: filtre ou pesquise para reduzi-la.',
    ]);
    const narrowed = await exportedRows(app, ownerB, 'usuario', 'search=limite.5000&format=csv');
    expect(narrowed.slice(1).map((row) => row[2])).toEqual(['limite.5000', 'limite.50000', 'limite.50001']);
  });
});
