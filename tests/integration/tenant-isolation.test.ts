// A user of company A can read, list, change, delete, activate or deactivate nothing of company B
// through any resource route, and the company always comes from the token, never the body.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESOURCES } from '../../src/domain/resources';
import { multipartFile, smallPdf } from '../support/proof-images';
import { insertDelivery } from './entrega-fixtures';
import { authHeaders, createTestApp, DATABASES, login, type TestApp } from './helpers';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * A valid body per resource, so a refused write is refused for its scope and not its input.
 * A resource declared without an entry here fails the test instead of going unchecked.
 */
const VALID_BODIES: Record<string, () => object> = {
  empresa: () => ({ nome: 'Tomada Ltda', nomeFantasia: 'Tomada', empresaEmbarcadora: true }),
  empresaBi: () => ({ nome: 'Painel tomado', url: 'https://invasor.example/bi', ordem: 99 }),
  tabelaOcorrenciaDePara: () => ({
    codigoTransportador: 7,
    codigoEmbarcador: 'TOMADO',
    descricao: 'Tomado',
    status: 'cancelada',
  }),
  usuario: () => ({ nomeApresentacao: 'Tomado', nomeAcesso: `tomado.${Date.now()}`, password: 'invasor123' }),
  perfil: () => ({ nome: 'Tomado', administrator: true }),
  rotaPrazoEntrega: () => ({ destinoUf: 'SP', prazoDias: 99, tipoDias: 'corridos' }),
  occurrenceType: () => ({ nome: 'Tipo tomado' }),
  nonAttendanceReason: () => ({ sequencia: 99, nomeExibicao: 'Motivo tomado' }),
  disapprovedReason: () => ({ sequencia: 99, nomeExibicao: 'Reprovação tomada' }),
  cargoExpenseOccurrence: () => ({ nome: 'Despesa tomada', occurrenceTypeId: null }),
  vehicleType: () => ({ nome: 'Tipo de veículo tomado' }),
  // Any delivery client id: the scope refuses the write before the user is looked at.
  clienteEntregaDocumento: () => ({ usuarioId: 1, documento: '11222333000181' }),
  driver: () => ({ nome: 'Motorista tomado', cpf: '11144477735' }),
  rotogram: () => ({
    nome: 'Rotograma tomado',
    origemCidade: 'Tomada',
    origemUf: 'SP',
    destinoCidade: 'Tomada',
    destinoUf: 'PR',
  }),
  vehicle: () => ({ placa: 'TOM9Z99', reboque: true }),
  cargo: () => ({
    origemCidade: 'Tomada',
    origemUf: 'SP',
    destinoCidade: 'Tomada',
    destinoUf: 'PR',
    motoristaCpf: '11144477735',
    placa: 'TOM1A23',
    embarcador: 'Tomado',
    tomador: 'Tomado',
  }),
  predefinedScript: () => ({ titulo: 'Script tomado', texto: 'Texto tomado' }),
  cargoExpense: () => ({ tipoId: 1, valor: '1.00', data: '2026-05-11' }),
  boardLimit: () => ({ quadro: 'cargo', status: 'emTransito', limiteWip: 1, limiteHoras: 1 }),
  filtroSalvo: () => ({ nome: 'Filtro tomado', filtros: { uf: 'PR' } }),
};

/** The shipping company's registers, by resource name and table. */
const SHIPPING_TABLES = {
  occurrenceType: 'occurrenceType',
  nonAttendanceReason: 'nonAttendanceReason',
  disapprovedReason: 'disapprovedReason',
  cargoExpenseOccurrence: 'cargoExpenseOccurrence',
  vehicleType: 'vehicleType',
  driver: 'motorista',
  cargo: 'carga',
  cargoExpense: 'cargaDespesa',
  rotogram: 'rotograma',
  vehicle: 'veiculo',
  predefinedScript: 'predefinedScript',
  boardLimit: 'boardLimit',
} as const;

const validBody = (name: string) => {
  const body = VALID_BODIES[name];
  if (!body) throw new Error(`tenant-isolation.test.ts has no valid body for resource ${name}`);
  return body();
};

describe.each(DATABASES)('tenant isolation on %s', (kind) => {
  let testApp: TestApp;
  let app: FastifyInstance;
  let tokenA: string;
  let companyA: number;
  let tokenB: string;
  let companyB: number;
  /** One row of company B per resource, created by B's own administrator. */
  const rowOfB: Record<string, number> = {};

  const call = (token: string, method: Method, url: string, payload?: object) =>
    app.inject({ method, url, payload, headers: authHeaders(token) });

  const me = async (token: string) =>
    (await call(token, 'GET', '/api/scheduler/v1/access/me')).json().data as {
      id: number;
      empresaId: number;
    };

  /** Every row of B's tenancy, straight from the database, to prove nothing changed. */
  const snapshotOfB = async () => ({
    empresa: await app.db.selectFrom('empresa').selectAll().where('id', '=', companyB).execute(),
    usuario: await app.db
      .selectFrom('usuario')
      .selectAll()
      .where('empresaId', '=', companyB)
      .orderBy('id')
      .execute(),
    tabelaOcorrenciaDePara: await app.db
      .selectFrom('tabelaOcorrenciaDePara')
      .selectAll()
      .where('empresaId', '=', companyB)
      .orderBy('id')
      .execute(),
    perfil: await app.db
      .selectFrom('perfil')
      .selectAll()
      .where('empresaId', '=', companyB)
      .orderBy('id')
      .execute(),
    empresaBi: await app.db
      .selectFrom('empresaBi')
      .selectAll()
      .where('empresaId', '=', companyB)
      .orderBy('id')
      .execute(),
    rotaPrazoEntrega: await app.db
      .selectFrom('rotaPrazoEntrega')
      .selectAll()
      .where('empresaId', '=', companyB)
      .orderBy('id')
      .execute(),
    clienteEntregaDocumento: await app.db
      .selectFrom('clienteEntregaDocumento')
      .selectAll()
      .where('empresaId', '=', companyB)
      .orderBy('id')
      .execute(),
    filtroSalvo: await app.db
      .selectFrom('filtroSalvo')
      .selectAll()
      .where('empresaId', '=', companyB)
      .orderBy('id')
      .execute(),
    shipping: await Promise.all(
      Object.values(SHIPPING_TABLES).map((table) =>
        app.db.selectFrom(table).selectAll().where('empresaId', '=', companyB).orderBy('id').execute(),
      ),
    ),
  });

  beforeAll(async () => {
    testApp = await createTestApp(kind);
    app = testApp.app;
    tokenA = await login(app, 'admin');
    companyA = (await me(tokenA)).empresaId;

    const signUp = await app.inject({
      method: 'POST',
      url: '/api/tracking/usuario/create',
      payload: {
        nomeApresentacao: 'Dona da Empresa B',
        nomeAcesso: 'dona.b',
        email: 'dona@empresa-b.example',
        password: 'empresa-b-123',
        empresaNomeFantasia: 'Empresa B',
      },
    });
    expect(signUp.statusCode).toBe(200);
    tokenB = signUp.json().token;
    companyB = signUp.json().user.empresaId;
    expect(companyB).not.toBe(companyA);

    rowOfB.empresa = companyB;
    const user = await call(tokenB, 'POST', '/api/tracking/usuario', {
      nomeApresentacao: 'Funcionário B',
      nomeAcesso: 'funcionario.b',
      password: 'funcionario-b-1',
    });
    expect(user.statusCode).toBe(201);
    rowOfB.usuario = user.json().data.id;
    const perfil = await call(tokenB, 'POST', '/api/tracking/perfil', { nome: 'Perfil B', tracking: true });
    expect(perfil.statusCode, perfil.body).toBe(201);
    rowOfB.perfil = perfil.json().data.id;
    const bi = await call(tokenB, 'POST', `/api/tracking/empresaBi?companyId=${companyB}`, {
      nome: 'Painel B',
      url: 'https://empresa-b.example/bi',
    });
    expect(bi.statusCode).toBe(201);
    rowOfB.empresaBi = bi.json().data.id;
    const dePara = await call(tokenB, 'POST', '/api/tracking/tabelaOcorrenciaDePara', {
      codigoTransportador: 7,
      codigoEmbarcador: 'B-ENTREGUE',
      descricao: 'Entregue na Empresa B',
      status: 'entregue',
    });
    expect(dePara.statusCode).toBe(201);
    rowOfB.tabelaOcorrenciaDePara = dePara.json().data.id;
    const prazo = await call(tokenB, 'POST', '/api/tracking/rotaPrazoEntrega', {
      destinoUf: 'SP',
      prazoDias: 2,
    });
    expect(prazo.statusCode).toBe(201);
    rowOfB.rotaPrazoEntrega = prazo.json().data.id;
    // The shipping company's registers (their flags given to B's owner by the vendor, as a new
    // company's administrator holds none of them); B's expense occurrence points at B's type.
    await app.db
      .updateTable('usuario')
      .set({
        accessTypeOccurrence: true,
        accessNonAttendanceReason: true,
        accessTypeOccurrenceExpense: true,
        accessTypeVehicle: true,
        accessLoads: true,
        cargoExpensesAvaliable: true,
      })
      .where('nomeAcesso', '=', 'dona.b')
      .execute();
    const shippingRows: [string, string, object][] = [
      ['occurrenceType', '/api/tracking/occurrenceType', { nome: 'Ocorrência da Empresa B' }],
      [
        'nonAttendanceReason',
        '/api/tracking/nonAttendanceReason',
        { sequencia: 1, nomeExibicao: 'Motivo B' },
      ],
      [
        'disapprovedReason',
        '/api/tracking/disapprovedReason',
        { sequencia: 1, nomeExibicao: 'Reprovação B' },
      ],
      ['vehicleType', '/api/vehicle/vehicleType', { nome: 'Veículo da Empresa B' }],
      // B's owner is its administrator, so sets its boards' limits.
      [
        'boardLimit',
        '/api/tracking/boardLimit',
        { quadro: 'cargo', status: 'emTransito', limiteWip: 9, limiteHoras: 48 },
      ],
      // B's owner is its administrator, so one of its support agents (src/domain/support).
      [
        'predefinedScript',
        '/api/checklist/predefinedScript',
        { titulo: 'Script B', texto: 'Olá, Empresa B' },
      ],
    ];
    for (const [name, url, body] of shippingRows) {
      const created = await call(tokenB, 'POST', url, body);
      expect(created.statusCode, `${name}: ${created.body}`).toBe(201);
      rowOfB[name] = created.json().data.id;
    }
    const expense = await call(tokenB, 'POST', '/api/tracking/cargoExpenseOccurrence', {
      nome: 'Despesa da Empresa B',
      occurrenceTypeId: rowOfB.occurrenceType,
    });
    expect(expense.statusCode).toBe(201);
    rowOfB.cargoExpenseOccurrence = expense.json().data.id;
    // A delivery client of B (made by the vendor: no API creates one) linked to a document by B's
    // owner, who manages B's users.
    const clientOfB = await app.db
      .insertInto('usuario')
      .values({
        empresaId: companyB,
        nomeAcesso: 'cliente.b',
        nomeApresentacao: 'Cliente da Empresa B',
        passwordHash: 'x',
        tipo: 'deliveryClient',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const link = await call(tokenB, 'POST', '/api/tracking/clienteEntregaDocumento', {
      usuarioId: clientOfB.id,
      documento: '12.345.678/0001-95',
    });
    expect(link.statusCode, link.body).toBe(201);
    rowOfB.clienteEntregaDocumento = link.json().data.id;
    // B's driver and a load of B's driven by that driver.
    const driver = await call(tokenB, 'POST', '/api/tracking/driver', {
      nome: 'Motorista da Empresa B',
      cpf: '52998224725',
    });
    expect(driver.statusCode).toBe(201);
    rowOfB.driver = driver.json().data.id;
    const cargo = await call(tokenB, 'POST', '/api/tracking/cargo', {
      origemCidade: 'Cidade da Empresa B',
      origemUf: 'SP',
      destinoCidade: 'Destino da Empresa B',
      destinoUf: 'PR',
      motoristaCpf: '52998224725',
      placa: 'BBB1B22',
      embarcador: 'Embarcador da Empresa B',
      tomador: 'Tomador da Empresa B',
    });
    expect(cargo.statusCode, cargo.body).toBe(201);
    rowOfB.cargo = cargo.json().data.id;
    // An expense of B's load.
    const cargoExpense = await call(tokenB, 'POST', `/api/tracking/cargoExpense?parentId=${rowOfB.cargo}`, {
      tipoId: rowOfB.cargoExpenseOccurrence,
      valor: '321.09',
      data: '2026-05-11',
      descricao: 'Despesa da Empresa B',
    });
    expect(cargoExpense.statusCode, cargoExpense.body).toBe(201);
    rowOfB.cargoExpense = cargoExpense.json().data.id;
    const rotogram = await call(tokenB, 'POST', '/api/tracking/rotogram', {
      nome: 'Rotograma da Empresa B',
      origemCidade: 'Cidade da Empresa B',
      origemUf: 'SP',
      destinoCidade: 'Destino da Empresa B',
      destinoUf: 'PR',
    });
    expect(rotogram.statusCode).toBe(201);
    rowOfB.rotogram = rotogram.json().data.id;
    const vehicle = await call(tokenB, 'POST', '/api/vehicle/vehicle', {
      placa: 'BBB2C33',
      vehicleTypeId: rowOfB.vehicleType,
    });
    expect(vehicle.statusCode).toBe(201);
    rowOfB.vehicle = vehicle.json().data.id;
    // A saved filter set of B's owner, hers alone ('company-user').
    const filtro = await call(tokenB, 'POST', '/api/tracking/filtroSalvo', {
      nome: 'Filtro da Empresa B',
      filtros: { uf: 'SP' },
    });
    expect(filtro.statusCode, filtro.body).toBe(201);
    rowOfB.filtroSalvo = filtro.json().data.id;
  });
  afterAll(() => testApp?.close());

  // A 'global' resource (the standard PROCEDA codes) belongs to no company.
  it.each(RESOURCES.filter((def) => def.tenancy !== 'global').map((def) => [def.name, def] as const))(
    'A can touch no row of B through any %s route',
    async (name, def) => {
      const base = `/api/${def.service}/${def.name}`;
      const id = rowOfB[name];
      if (id === undefined) throw new Error(`no row of company B was created for resource ${name}`);
      const before = await snapshotOfB();

      const attempts: [Method, string, object?][] = [
        ['GET', `${base}/${id}`],
        ['PUT', `${base}/${id}`, validBody(name)],
        ['DELETE', `${base}/${id}`],
      ];
      if (def.activatable)
        attempts.push(['PUT', `${base}/${id}/deactivate`], ['PUT', `${base}/${id}/activate`]);
      for (const [method, url, payload] of attempts) {
        const res = await call(tokenA, method, url, payload);
        expect(res.statusCode, `${method} ${url}`).toBe(404);
        expect(res.body).not.toContain('Empresa B');
        expect(res.body).not.toContain('empresa-b.example');
      }

      // Lists: B's rows never show, whatever the search; B's company cannot be named as parent.
      if (def.tenancy === 'parent-company') {
        expect((await call(tokenA, 'GET', `${base}?companyId=${companyB}`)).statusCode).toBe(403);
        const create = await call(tokenA, 'POST', `${base}?companyId=${companyB}`, validBody(name));
        expect(create.statusCode).toBe(403);
        expect((await call(tokenA, 'GET', `${base}/export?companyId=${companyB}`)).statusCode).toBe(403);
      } else if (def.nestedIn) {
        // A nested register's rows are listed under their parent: B's parent is missing to A.
        const parentOfB = rowOfB[def.nestedIn.resource];
        expect(parentOfB).toBeDefined();
        expect((await call(tokenA, 'GET', `${base}?parentId=${parentOfB}`)).statusCode).toBe(404);
        const create = await call(tokenA, 'POST', `${base}?parentId=${parentOfB}`, validBody(name));
        expect(create.statusCode).toBe(404);
      } else {
        // The list as a file holds nothing of B either.
        const exported = await call(tokenA, 'GET', `${base}/export?format=csv`);
        expect(exported.statusCode).toBe(200);
        expect(exported.body).not.toContain('Empresa B');
        expect(exported.body).not.toContain('B-ENTREGUE');
        expect(exported.body).not.toContain('funcionario.b');
        const listed = await call(tokenA, 'GET', `${base}?pageSize=150`);
        expect(listed.statusCode).toBe(200);
        expect(listed.json().data.items.map((row: { id: number }) => row.id)).not.toContain(id);
        for (const search of ['B', 'empresa-b', 'funcionario.b']) {
          const found = await call(tokenA, 'GET', `${base}?pageSize=150&search=${search}`);
          expect(found.json().data.items.map((row: { id: number }) => row.id)).not.toContain(id);
        }
      }

      expect(await snapshotOfB()).toEqual(before);
    },
  );

  // A 'company-user' row (a saved filter set) is its user's own: to another user of the same
  // company it is as missing as another company's row.
  it.each(RESOURCES.filter((def) => def.tenancy === 'company-user').map((def) => [def.name, def] as const))(
    'a user of B can touch no row of another user of B through any %s route',
    async (name, def) => {
      await app.db
        .updateTable('usuario')
        .set({ tracking: true })
        .where('nomeAcesso', '=', 'funcionario.b')
        .execute();
      const colleague = await login(app, 'funcionario.b', 'funcionario-b-1');
      const base = `/api/${def.service}/${def.name}`;
      const id = rowOfB[name];
      if (id === undefined) throw new Error(`no row of company B was created for resource ${name}`);
      const before = await snapshotOfB();
      for (const [method, url, payload] of [
        ['GET', `${base}/${id}`],
        ['PUT', `${base}/${id}`, validBody(name)],
        ['DELETE', `${base}/${id}`],
      ] as [Method, string, object?][]) {
        const res = await call(colleague, method, url, payload);
        expect(res.statusCode, `${method} ${url}`).toBe(404);
        expect(res.body).not.toContain('Empresa B');
      }
      const listed = await call(colleague, 'GET', `${base}?pageSize=150`);
      expect(listed.statusCode).toBe(200);
      expect(listed.json().data.items.map((row: { id: number }) => row.id)).not.toContain(id);
      const exported = await call(colleague, 'GET', `${base}/export?format=csv`);
      expect(exported.body).not.toContain('Empresa B');
      // Its owner still reaches it.
      expect((await call(tokenB, 'GET', `${base}/${id}`)).statusCode).toBe(200);
      expect(await snapshotOfB()).toEqual(before);
    },
  );

  it('A can read no delivery of B through the delivery list, its filters or its detail', async () => {
    const ofB = await insertDelivery(app.db, companyB, {
      numero: '4242',
      dataEmissao: '2024-05-01T10:00:00-03:00',
      destinatarioNome: 'Cliente da Empresa B',
    });
    const url = `/api/tracking/entrega/${ofB.id}`;
    expect((await call(tokenA, 'GET', url)).statusCode).toBe(404);
    expect((await call(tokenB, 'GET', url)).statusCode).toBe(200);
    for (const query of [
      '',
      'nfe=4242',
      `nfe=${ofB.chaveAcesso}`,
      'destinatario=Empresa%20B',
      'status=pendente',
    ]) {
      const listed = await call(tokenA, 'GET', `/api/tracking/entrega?pageSize=150&${query}`);
      expect(listed.statusCode, query).toBe(200);
      expect(listed.json().data.items.map((row: { id: number }) => row.id)).not.toContain(ofB.id);
    }
    const ownList = await call(tokenB, 'GET', '/api/tracking/entrega?nfe=4242');
    expect(ownList.json().data.items.map((row: { id: number }) => row.id)).toEqual([ofB.id]);

    // Nor its proofs, nor attach one to it by its key.
    expect((await call(tokenA, 'GET', `/api/tracking/comprovante/entrega/${ofB.id}`)).statusCode).toBe(404);
    const proof = multipartFile(smallPdf(), 'canhoto.pdf');
    const attached = await app.inject({
      method: 'POST',
      url: `/api/tracking/comprovante?chave=${ofB.chaveAcesso}`,
      headers: { ...authHeaders(tokenA), ...proof.headers },
      payload: proof.payload,
    });
    expect(attached.statusCode).toBe(404);
  });

  it('A’s edit of many deadline rows at once changes none of B’s', async () => {
    const before = await snapshotOfB();
    const res = await call(tokenA, 'POST', '/api/tracking/rotaPrazoEntrega/editMultiple', {
      filtros: { destinoUf: 'SP' },
      valores: { prazoDias: 77, ativo: false },
    });
    expect(res.statusCode).toBe(200);
    expect(await snapshotOfB()).toEqual(before);
  });

  it('B sees only its own users and is refused A’s rows', async () => {
    const listed = await call(tokenB, 'GET', '/api/tracking/usuario?pageSize=150');
    const users = listed.json().data.items as { empresaId: number; nomeAcesso: string }[];
    expect(users.map((u) => u.nomeAcesso).sort()).toEqual(['cliente.b', 'dona.b', 'funcionario.b']);
    const adminId = (await me(tokenA)).id;
    expect((await call(tokenB, 'GET', `/api/tracking/usuario/${adminId}`)).statusCode).toBe(404);
    expect((await call(tokenB, 'GET', `/api/tracking/empresa/${companyA}`)).statusCode).toBe(404);
    expect((await call(tokenB, 'GET', `/api/tracking/empresaBi?companyId=${companyA}`)).statusCode).toBe(403);
  });

  it('ignores a company id carried in the body', async () => {
    const user = await call(tokenA, 'POST', '/api/tracking/usuario', {
      nomeApresentacao: 'Infiltrado',
      nomeAcesso: 'infiltrado',
      password: 'infiltrado1',
      empresaId: companyB,
    });
    expect(user.statusCode).toBe(201);
    expect(user.json().data.empresaId).toBe(companyA);

    const moved = await call(tokenA, 'PUT', `/api/tracking/usuario/${user.json().data.id}`, {
      nomeApresentacao: 'Infiltrado',
      nomeAcesso: 'infiltrado',
      empresaId: companyB,
    });
    expect(moved.json().data.empresaId).toBe(companyA);
    const stored = await app.db
      .selectFrom('usuario')
      .select('empresaId')
      .where('id', '=', user.json().data.id)
      .executeTakeFirstOrThrow();
    expect(stored.empresaId).toBe(companyA);

    const bi = await call(tokenA, 'POST', `/api/tracking/empresaBi?companyId=${companyA}`, {
      ...validBody('empresaBi'),
      empresaId: companyB,
    });
    expect(bi.json().data.empresaId).toBe(companyA);
    const biMoved = await call(tokenA, 'PUT', `/api/tracking/empresaBi/${bi.json().data.id}`, {
      ...validBody('empresaBi'),
      empresaId: companyB,
    });
    expect(biMoved.json().data.empresaId).toBe(companyA);

    const company = await call(tokenA, 'PUT', `/api/tracking/empresa/${companyA}`, {
      nome: 'Rota Demo Transportes Ltda',
      nomeFantasia: 'Rota Demo Transportes',
      id: companyB,
    });
    expect(company.json().data.id).toBe(companyA);
    const b = await app.db
      .selectFrom('empresa')
      .select('nomeFantasia')
      .where('id', '=', companyB)
      .executeTakeFirstOrThrow();
    expect(b.nomeFantasia).toBe('Empresa B');
  });

  it('lists follow the token’s company after a company switch', async () => {
    const choices = (await call(tokenA, 'GET', '/api/scheduler/v1/access/companies')).json().data as {
      id: number;
    }[];
    const other = choices.find((c) => c.id !== companyA);
    expect(other).toBeDefined();
    const switched = await call(tokenA, 'POST', '/api/scheduler/v1/access/switchCompany', {
      empresaId: other!.id,
    });
    expect(switched.statusCode).toBe(200);
    const tokenOther = switched.json().token as string;

    const created = await call(tokenOther, 'POST', '/api/tracking/usuario', {
      nomeApresentacao: 'Do Norte',
      nomeAcesso: 'do.norte',
      password: 'do-norte-123',
    });
    expect(created.json().data.empresaId).toBe(other!.id);

    const inOther = (await call(tokenOther, 'GET', '/api/tracking/usuario?pageSize=150')).json().data
      .items as {
      empresaId: number;
      nomeAcesso: string;
    }[];
    expect(inOther.map((u) => u.nomeAcesso)).toEqual(['do.norte']);
    const inA = (await call(tokenA, 'GET', '/api/tracking/usuario?pageSize=150')).json().data.items as {
      empresaId: number;
      nomeAcesso: string;
    }[];
    expect(inA.every((u) => u.empresaId === companyA)).toBe(true);
    expect(inA.map((u) => u.nomeAcesso)).toContain('admin');
    expect(inA.map((u) => u.nomeAcesso)).not.toContain('do.norte');

    // Users of the first company are out of reach through the switched token.
    const adminId = (await me(tokenA)).id;
    expect((await call(tokenOther, 'GET', `/api/tracking/usuario/${adminId}`)).statusCode).toBe(404);
    // Nor can the admin switch into B, which was never granted.
    const refused = await call(tokenA, 'POST', '/api/scheduler/v1/access/switchCompany', {
      empresaId: companyB,
    });
    expect(refused.statusCode).toBe(403);
  });
});
