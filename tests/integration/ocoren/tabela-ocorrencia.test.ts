// The occurrence code tables through the resource engine: the PROCEDA table is read by every
// tracking user and changed only by the platform's administrators; a company's mapping is its own.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import readXlsxFile from 'read-excel-file/node';
import writeXlsxFile from 'write-excel-file/node';
import { authHeaders, createTestApp, DATABASES, login, type TestApp } from '../helpers';
import { buildZip, multipart } from '../nfe/zip-builder';

const PROCEDA = '/api/tracking/tabelaOcorrenciaProceda';
const DE_PARA = '/api/tracking/tabelaOcorrenciaDePara';

describe.each(DATABASES)('occurrence code tables on %s', (kind) => {
  let testApp: TestApp;
  let app: FastifyInstance;
  let admin: string;
  let operador: string;
  const call = (token: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    app.inject({ method, url, payload, headers: authHeaders(token) });
  const upload = (token: string, data: Buffer, filename: string) => {
    const body = multipart(data, filename);
    return app.inject({
      method: 'POST',
      url: `${DE_PARA}/importArquivo`,
      payload: body.payload,
      headers: { ...authHeaders(token), ...body.headers },
    });
  };
  const mapping = async () =>
    (await call(admin, 'GET', `${DE_PARA}?sort=codigoTransportador&pageSize=50`))
      .json()
      .data.items.map(
        (row: {
          transportadorCnpj: string;
          codigoTransportador: string;
          codigoEmbarcador: string;
          descricao: string;
        }) => [row.transportadorCnpj, row.codigoTransportador, row.codigoEmbarcador, row.descricao],
      );

  beforeAll(async () => {
    testApp = await createTestApp(kind);
    app = testApp.app;
    admin = await login(app, 'admin');
    operador = await login(app, 'operador');
  });
  afterAll(() => testApp?.close());

  it('lists the 100 PROCEDA codes, each with the delivery status it means', async () => {
    const res = await call(operador, 'GET', `${PROCEDA}?pageSize=150`);
    expect(res.statusCode).toBe(200);
    const items = res.json().data.items as { codigo: number; descricao: string; status: string }[];
    expect(items).toHaveLength(100);
    expect(items.slice(0, 3).map(({ codigo, status }) => [codigo, status])).toEqual([
      [0, 'emTransito'],
      [1, 'entregue'],
      [2, 'entregueComAtraso'],
    ]);
    expect(items.find((row) => row.codigo === 25)).toMatchObject({
      descricao: 'Mercadoria Devolvida ao Cliente de Origem',
      status: 'devolvida',
    });
    const found = await call(operador, 'GET', `${PROCEDA}?search=reentrega&pageSize=150`);
    expect(found.json().data.items.map((row: { codigo: number }) => row.codigo)).toEqual([19, 22]);
  });

  it('lets only a platform administrator change the PROCEDA table', async () => {
    const list = await call(operador, 'GET', `${PROCEDA}?search=Outros`);
    const row = list.json().data.items[0] as { id: number; codigo: number };
    const body = { codigo: row.codigo, descricao: 'Outros tipos de ocorrências', status: 'emTransito' };
    expect((await call(operador, 'PUT', `${PROCEDA}/${row.id}`, body)).statusCode).toBe(403);
    expect((await call(operador, 'POST', PROCEDA, { ...body, codigo: 500 })).statusCode).toBe(403);
    expect((await call(operador, 'DELETE', `${PROCEDA}/${row.id}`)).statusCode).toBe(403);
    // The shared table is the vendor's: a customer's administrator is refused, the RMS user is not.
    expect((await call(admin, 'PUT', `${PROCEDA}/${row.id}`, body)).statusCode).toBe(403);
    const changed = await call(await login(app, 'rms'), 'PUT', `${PROCEDA}/${row.id}`, body);
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data).toMatchObject(body);
  });

  it("keeps each company's mapping to itself and validates it", async () => {
    const created = await call(admin, 'POST', DE_PARA, {
      transportadorCnpj: '55.444.333/0001-22',
      codigoTransportador: 1,
      codigoEmbarcador: 'ENT',
      descricao: 'Entregue',
      status: 'entregue',
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().data).toMatchObject({ transportadorCnpj: '55444333000122', ativo: true });
    const again = await call(admin, 'POST', DE_PARA, {
      transportadorCnpj: '55444333000122',
      codigoTransportador: 1,
      codigoEmbarcador: 'X',
      descricao: 'Repetido',
      status: 'entregue',
    });
    expect(again.statusCode).toBe(409);
    const invalid = await call(admin, 'POST', DE_PARA, {
      codigoTransportador: 1000,
      codigoEmbarcador: '',
      descricao: 'x',
      status: 'perdida',
    });
    expect(invalid.statusCode).toBe(400);
    // The operator is of the same company, so sees the row; another company's user would not.
    const listed = await call(operador, 'GET', DE_PARA);
    expect(listed.json().data.items.map((row: { id: number }) => row.id)).toEqual([created.json().data.id]);
  });

  it('exports the mapping as CSV and imports one back, row by row, into the own company only', async () => {
    const exported = await call(admin, 'GET', `${DE_PARA}/exportCsv`);
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-type']).toContain('text/csv');
    expect(exported.body).toBe(
      '\ufefftransportadorCnpj;codigoTransportador;codigoEmbarcador;descricao;status\r\n' +
        '55444333000122;1;ENT;Entregue;entregue\r\n',
    );
    const csv = [
      'transportadorCnpj;codigoTransportador;codigoEmbarcador;descricao;status',
      '55444333000122;1;ENT-2;"Entregue; conferido";entregue',
      ';91;AGD;Agendada;emTransito',
      ';A-B;X;Ruim;entregue',
      ';92;Y;Ruim;perdida',
    ].join('\n');
    const imported = await upload(admin, Buffer.from(csv), 'de-para.csv');
    expect(imported.statusCode).toBe(200);
    expect(imported.json().data.gravadas).toBe(2);
    expect(imported.json().data.erros.map((e: { linha: number }) => e.linha)).toEqual([4, 5]);
    expect(await mapping()).toEqual([
      ['55444333000122', '1', 'ENT-2', 'Entregue; conferido'],
      ['', '91', 'AGD', 'Agendada'],
    ]);
    const owner = await app.db
      .selectFrom('usuario')
      .select('empresaId')
      .where('nomeAcesso', '=', 'admin')
      .executeTakeFirstOrThrow();
    const elsewhere = await app.db
      .selectFrom('tabelaOcorrenciaDePara')
      .select('id')
      .where('empresaId', '!=', owner.empresaId)
      .execute();
    expect(elsewhere).toEqual([]);
    const noHeader = await upload(admin, Buffer.from('a;b\n1;2'), 'x.csv');
    expect(noHeader.statusCode).toBe(400);
    expect(noHeader.json().errors[0]).toContain('transportadorCnpj;codigoTransportador');
  });

  it("keeps a carrier's code with letters as text, in the form and in the file", async () => {
    const created = await call(admin, 'POST', DE_PARA, {
      transportadorCnpj: '55444333000122',
      codigoTransportador: ' a7 ',
      codigoEmbarcador: 'AVR',
      descricao: 'Avaria',
      status: 'emTransito',
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().data.codigoTransportador).toBe('A7');
    const exported = await call(admin, 'GET', `${DE_PARA}/exportCsv`);
    expect(exported.body).toContain('55444333000122;A7;AVR;Avaria;emTransito');
    const symbols = await call(admin, 'POST', DE_PARA, {
      codigoTransportador: 'A/7',
      codigoEmbarcador: 'X',
      descricao: 'x',
      status: 'entregue',
    });
    expect(symbols.statusCode).toBe(400);
    await call(admin, 'DELETE', `${DE_PARA}/${created.json().data.id}`);
  });

  it('reads a CSV saved in the Windows code page Excel uses in Brazil', async () => {
    const csv =
      'transportadorCnpj;codigoTransportador;codigoEmbarcador;descricao;status\r\n;93;REC;Recusada pelo destinatário;devolvida\r\n';
    const imported = await upload(admin, Buffer.from(csv, 'latin1'), 'de-para.csv');
    expect(imported.statusCode).toBe(200);
    expect(await mapping()).toContainEqual(['', '93', 'REC', 'Recusada pelo destinatário']);
  });

  it('exports the mapping as XLSX and imports a workbook back, a numeric CNPJ keeping its zeros', async () => {
    const exported = await call(admin, 'GET', `${DE_PARA}/exportXlsx`);
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-type']).toContain('spreadsheetml');
    const [sheet] = await readXlsxFile(exported.rawPayload);
    expect(sheet?.data[0]).toEqual([
      'transportadorCnpj',
      'codigoTransportador',
      'codigoEmbarcador',
      'descricao',
      'status',
    ]);
    // The carrier's code is a text cell: it may hold letters.
    expect(sheet?.data).toContainEqual(['55444333000122', '1', 'ENT-2', 'Entregue; conferido', 'entregue']);

    const workbook = await writeXlsxFile([
      ['transportadorCnpj', 'codigoTransportador', 'codigoEmbarcador', 'descricao', 'status', 'observação'],
      // A CNPJ typed into a number cell: the spreadsheet drops its leading zero.
      [4433300012201, 7, 'AVR', 'Avaria', 'emTransito', 'ignorada'],
      ['', null, 'X', 'Ruim', 'entregue', null],
      [null, null, null, null, null, null],
      ['', 94, 'DEV', 'Devolvida', 'devolvida', null],
    ]).toBuffer();
    const imported = await upload(admin, workbook, 'de-para.xlsx');
    expect(imported.statusCode).toBe(200);
    expect(imported.json().data).toEqual({
      gravadas: 2,
      erros: [{ linha: 3, mensagem: 'Informe o código' }],
    });
    const rows = await mapping();
    expect(rows).toContainEqual(['04433300012201', '7', 'AVR', 'Avaria']);
    expect(rows).toContainEqual(['', '94', 'DEV', 'Devolvida']);
  });

  it('refuses a broken workbook and a zip that inflates far beyond a mapping sheet', async () => {
    const broken = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(200, 7)]);
    const unreadable = await upload(admin, broken, 'de-para.xlsx');
    expect(unreadable.statusCode).toBe(400);
    expect(unreadable.json().errors[0]).toContain('Planilha recusada');

    const bomb = await buildZip([{ name: 'xl/worksheets/sheet1.xml', data: Buffer.alloc(100 * 1024 ** 2) }]);
    expect(bomb.length).toBeLessThan(1024 ** 2);
    const refused = await upload(admin, bomb, 'de-para.xlsx');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors[0]).toMatch(/Planilha recusada: Zip recusado/);

    const notXlsx = await upload(
      admin,
      await buildZip([{ name: 'leia-me.txt', data: Buffer.from('oi') }]),
      'x.xlsx',
    );
    expect(notXlsx.statusCode).toBe(400);
    expect(notXlsx.json().errors[0]).toContain('planilha .xlsx');
  });
});
