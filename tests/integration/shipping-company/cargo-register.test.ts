// The cargo register (list, create, edit and import of loads through the resource engine) on real
// databases: the driver is found by CPF in the company's driver register and an unknown one is
// refused at its field; a new load takes the next number, starts in the machine's first status and
// has a history row; the status is not the form's; another company's loads are invisible; the
// list's filters narrow by status, city, driver, plate and pickup day; a sheet of loads reports
// unknown drivers and bad plates per line and writes nothing unless asked for its valid rows.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeaders, createTestApp, DATABASES, login, type TestApp } from '../helpers';
import { claimsOf } from '../hub/hub-test-kit';
import { csvOf, importReport } from '../spreadsheet/sheet-helpers';
import { CARGO_INPUT, createCargo, ensureDriver, postCargo } from './cargo-fixtures';

const OTHER_DRIVER = { nome: 'Antônio Ferreira Lima', cpf: '11144477735' };
/** A valid CPF no driver of the company has. */
const UNKNOWN_CPF = '390.533.447-05';

describe.each(DATABASES)('cargo register on %s', (kind) => {
  let testApp: TestApp;
  let app: FastifyInstance;
  let adminToken: string;
  let tokenB: string;

  const call = (
    token: string,
    method: 'GET' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
    headers = {},
  ) => app.inject({ method, url, payload, headers: { ...authHeaders(token), ...headers } });
  const listed = async (query: string) => {
    const res = await call(adminToken, 'GET', `/api/tracking/cargo?pageSize=150&${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data.items as { id: number; numero: number }[];
  };

  beforeAll(async () => {
    testApp = await createTestApp(kind);
    app = testApp.app;
    adminToken = await login(app, 'admin');
    const signUp = await app.inject({
      method: 'POST',
      url: '/api/tracking/usuario/create',
      payload: {
        nomeApresentacao: 'Dona da Transportadora C',
        nomeAcesso: 'dona.cargas.c',
        email: 'dona@cargas-c.example',
        password: 'empresa-c-123',
        empresaNomeFantasia: 'Transportadora C',
      },
    });
    expect(signUp.statusCode).toBe(200);
    tokenB = signUp.json().token;
    await app.db
      .updateTable('usuario')
      .set({ tracking: true, accessLoads: true, cargoKanbamAvaliable: true })
      .where('id', '=', claimsOf(tokenB).id)
      .execute();
    await ensureDriver(app, adminToken);
    await ensureDriver(app, adminToken, OTHER_DRIVER);
  });
  afterAll(() => testApp?.close());

  it('refuses a load whose driver CPF is not in the driver register, at its field, and writes nothing', async () => {
    const before = await app.db
      .selectFrom('carga')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirst();
    const refused = await postCargo(app, adminToken, { ...CARGO_INPUT, motoristaCpf: UNKNOWN_CPF });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      errors: ['motoristaCpf: Nenhum motorista encontrado com o documento'],
      messageIds: ['cargo.error.driverNotFound'],
    });
    // The driver of another company is as unknown as none.
    await ensureDriver(app, tokenB, { nome: 'Motorista da C', cpf: '39053344705' });
    expect((await postCargo(app, adminToken, { ...CARGO_INPUT, motoristaCpf: UNKNOWN_CPF })).statusCode).toBe(
      400,
    );
    // An inactive driver is not offered to new loads either.
    await app.db.updateTable('motorista').set({ ativo: false }).where('cpf', '=', OTHER_DRIVER.cpf).execute();
    const inactive = await postCargo(app, adminToken, { ...CARGO_INPUT, motoristaCpf: OTHER_DRIVER.cpf });
    expect(inactive.statusCode).toBe(400);
    await app.db.updateTable('motorista').set({ ativo: true }).where('cpf', '=', OTHER_DRIVER.cpf).execute();
    const after = await app.db
      .selectFrom('carga')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirst();
    expect(after).toEqual(before);
  });

  it('creates a load with the next number, the driver from the register, its first status and a history row', async () => {
    const first = await createCargo(app, adminToken);
    // A status in the body is not the form's: the machine's first status it is.
    const second = await createCargo(app, adminToken, { status: 'entregue' } as object);
    expect(second.numero).toBe(first.numero + 1);
    expect(second).toMatchObject({ status: 'aguardandoCarregamento', motoristaNome: 'José Carlos da Silva' });
    const row = await app.db
      .selectFrom('carga')
      .selectAll()
      .where('id', '=', first.id)
      .executeTakeFirstOrThrow();
    const driver = await app.db
      .selectFrom('motorista')
      .select('id')
      .where('cpf', '=', '52998224725')
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      motoristaId: driver.id,
      placa: 'ABC1234',
      placaReboque2: 'XYZ9K88',
      peso: '24500.500',
    });
    const history = await app.db
      .selectFrom('cargaStatusHistorico')
      .selectAll()
      .where('cargaId', '=', first.id)
      .execute();
    expect(history).toMatchObject([
      {
        evento: 'carga.criada',
        estadoAnterior: '',
        estadoNovo: 'aguardandoCarregamento',
        usuarioId: claimsOf(adminToken).id,
      },
    ]);
  });

  it('edits a load: a new CPF brings that driver, the status stays, a stale version answers 409', async () => {
    const { id } = await createCargo(app, adminToken);
    await app.db.updateTable('carga').set({ status: 'emTransito' }).where('id', '=', id).execute();
    const edited = await call(
      adminToken,
      'PUT',
      `/api/tracking/cargo/${id}`,
      { ...CARGO_INPUT, motoristaCpf: '111.444.777-35', destinoCidade: 'Joinville', destinoUf: 'SC' },
      { 'if-match': '"0"' },
    );
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data).toMatchObject({
      status: 'emTransito',
      motoristaNome: 'Antônio Ferreira Lima',
      motoristaCpf: '11144477735',
      destinoCidade: 'Joinville',
      version: 1,
    });
    const stale = await call(adminToken, 'PUT', `/api/tracking/cargo/${id}`, CARGO_INPUT, {
      'if-match': '"0"',
    });
    expect(stale.statusCode).toBe(409);
    const unknown = await call(adminToken, 'PUT', `/api/tracking/cargo/${id}`, {
      ...CARGO_INPUT,
      motoristaCpf: UNKNOWN_CPF,
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().messageIds).toEqual(['cargo.error.driverNotFound']);
  });

  it("keeps another company's loads invisible: list, get, edit and delete", async () => {
    const ofB = await createCargo(app, tokenB, { destinoCidade: 'Cidade Só da C' });
    expect(ofB.numero).toBe(1);
    for (const [method, url, body] of [
      ['GET', `/api/tracking/cargo/${ofB.id}`],
      ['PUT', `/api/tracking/cargo/${ofB.id}`, CARGO_INPUT],
      ['DELETE', `/api/tracking/cargo/${ofB.id}`],
      ['GET', `/api/tracking/cargo/${ofB.id}/details`],
    ] as const) {
      expect((await call(adminToken, method, url, body)).statusCode, `${method} ${url}`).toBe(404);
    }
    expect((await listed('search=Só da C')).length).toBe(0);
    expect((await listed('cidade=Cidade Só')).length).toBe(0);
    const exported = await call(adminToken, 'GET', '/api/tracking/cargo/export?format=csv');
    expect(exported.statusCode).toBe(200);
    expect(exported.body).not.toContain('Só da C');
  });

  it('filters the list by status, city, driver, plate and pickup day', async () => {
    const target = await createCargo(app, adminToken, {
      origemCidade: 'São José dos Campos',
      motoristaCpf: OTHER_DRIVER.cpf,
      placa: 'QWE1R23',
      placaReboque1: 'ZXC-9876',
      coletaPrevista: '2031-02-03',
    });
    await app.db.updateTable('carga').set({ status: 'emDescarga' }).where('id', '=', target.id).execute();
    const ids = async (query: string) => (await listed(query)).map((row) => row.id);
    expect(await ids('status=emDescarga')).toEqual([target.id]);
    expect(await ids('cidade=sao jose')).toEqual([target.id]);
    expect(await ids('motorista=antonio ferreira')).toContain(target.id);
    expect(await ids('motorista=111.444')).toContain(target.id);
    expect(await ids('placa=zxc9876')).toEqual([target.id]);
    expect(await ids('placa=qwe1')).toEqual([target.id]);
    expect(await ids('coletaDe=2031-02-03&coletaAte=2031-02-03')).toEqual([target.id]);
    expect(await ids('coletaDe=2031-02-04')).toEqual([]);
    expect(await ids(`numero=${target.numero}`)).toEqual([target.id]);
  });

  it('imports a sheet of loads: unknown drivers and bad plates per line, valid rows only when asked', async () => {
    const header = [
      'Cidade de origem',
      'UF de origem',
      'Cidade de destino',
      'UF de destino',
      'CPF do motorista',
      'Placa do veículo',
      'Placa do reboque 1',
      'Peso (kg)',
      'Valor do frete',
      'Coleta prevista',
      'Embarcador',
      'Tomador do serviço',
    ];
    const row = (cidade: string, cpf: string, placa: string) => [
      cidade,
      'SP',
      'Londrina',
      'PR',
      cpf,
      placa,
      '',
      '18.250,5',
      '9.876,54',
      '15/03/2031',
      'Metalúrgica Paulista Ltda',
      'Atacadão do Construtor Ltda',
    ];
    const file = csvOf([
      header,
      row('Importada Boa Um', '529.982.247-25', 'IMP1A23'),
      row('Importada Sem Motorista', UNKNOWN_CPF, 'IMP2B34'),
      row('Importada Placa Ruim', '111.444.777-35', 'XX-1'),
      row('Importada Boa Dois', '11144477735', 'imp-4567'),
    ]);
    const check = await importReport(app, adminToken, 'cargo', file, 'all');
    expect(check).toMatchObject({ rows: 4, errorRows: 2, created: 2, written: false });
    expect(check.errors).toEqual([
      expect.objectContaining({
        line: 3,
        field: 'motoristaCpf',
        messageId: 'cargo.error.driverNotFound',
        message: 'Nenhum motorista encontrado com o documento',
      }),
      expect.objectContaining({
        line: 4,
        field: 'placa',
        message: expect.stringContaining('Placa inválida'),
      }),
    ]);
    expect((await listed('search=Importada')).length).toBe(0);

    const written = await importReport(app, adminToken, 'cargo', file, 'validRows');
    expect(written).toMatchObject({ errorRows: 2, created: 2, written: true });
    const rows = await app.db
      .selectFrom('carga')
      .select(['origemCidade', 'motoristaNome', 'placa', 'peso', 'valorFrete', 'status', 'id'])
      .where('origemCidade', 'like', 'Importada%')
      .orderBy('numero')
      .execute();
    expect(rows).toMatchObject([
      {
        origemCidade: 'Importada Boa Um',
        motoristaNome: 'José Carlos da Silva',
        placa: 'IMP1A23',
        peso: '18250.500',
        valorFrete: '9876.54',
        status: 'aguardandoCarregamento',
      },
      { origemCidade: 'Importada Boa Dois', motoristaNome: 'Antônio Ferreira Lima', placa: 'IMP4567' },
    ]);
    // Each imported load has its creation in the history, like a load of the form.
    const history = await app.db
      .selectFrom('cargaStatusHistorico')
      .select('evento')
      .where(
        'cargaId',
        'in',
        rows.map((r) => r.id),
      )
      .execute();
    expect(history.map((h) => h.evento)).toEqual(['carga.criada', 'carga.criada']);
  });
});
