// Every derived rule of spec section 6 that guards a server route is enforced by the server: a
// user lacking it gets 403 on every such route, a user holding just enough flags gets through.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  allFlags,
  can,
  noFlags,
  PERMISSION_FLAGS,
  type PermissionFlags,
  type Principal,
  RULES,
  type Rule,
} from '../../src/domain/permissions';
import { RESOURCES } from '../../src/domain/resources';
import { withCnpjCheckDigits } from '../../src/domain/documents/cnpj';
import { withCpfCheckDigits } from '../../src/domain/documents/cpf';
import { authHeaders, createTestApp, DATABASES, login, type TestApp } from './helpers';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

interface Probe {
  method: Method;
  /** Builds the URL (and body) against a fixture; the same probe runs for both users. */
  url: (fixture: Fixture) => string;
  body?: () => object;
  /** What a user holding the rule gets. */
  allowed: number;
  /** The resource whose row a create probe makes; later probes of the user act on that row. */
  creates?: string;
}

interface Fixture {
  companyId: number;
  /** An existing row of each resource in the company, by resource name. */
  rows: Record<string, number>;
}

let serial = 0;
/** The demo company's delivery client (`cliente`), whom the document links point at. */
let deliveryClientId = 0;

/** A CPF with both check digits right, different for every call (a driver's CPF is unique). */
const nextCpf = () => withCpfCheckDigits(String(200_000_000 + ++serial * 7_919).slice(0, 9));

/** The driver every cargo body names, put in the demo company's register by beforeAll. */
const CARGO_DRIVER_CPF = '52998224725';

/** The rows a nested register's rows belong to (its parent register's), made by beforeAll. */
const nestedParents: Record<string, number> = {};
/** The expense occurrence every cargo expense body names, made by beforeAll. */
let expenseTypeId = 0;

const VALID_BODIES: Record<string, () => object> = {
  empresa: () => ({ nome: 'Permissões Ltda', nomeFantasia: 'Permissões' }),
  empresaBi: () => ({ nome: 'Painel', url: 'https://bi.rota.demo/p' }),
  usuario: () => ({ nomeApresentacao: 'Pessoa', nomeAcesso: `pessoa.${++serial}`, password: 'pessoa-123' }),
  perfil: () => ({ nome: `Perfil ${++serial}` }),
  tabelaOcorrenciaProceda: () => ({
    codigo: 100 + (++serial % 900),
    descricao: 'Código',
    status: 'emTransito',
  }),
  tabelaOcorrenciaDePara: () => ({
    codigoTransportador: ++serial % 1000,
    codigoEmbarcador: 'E1',
    descricao: 'Entregue',
    status: 'entregue',
  }),
  rotaPrazoEntrega: () => ({ destinoUf: 'MG', prazoDias: 4, tipoDias: 'uteis' }),
  occurrenceType: () => ({ nome: `Ocorrência ${++serial}` }),
  nonAttendanceReason: () => ({ sequencia: ++serial, nomeExibicao: `Motivo ${serial}` }),
  disapprovedReason: () => ({ sequencia: ++serial, nomeExibicao: `Reprovação ${serial}` }),
  cargoExpenseOccurrence: () => ({ nome: `Despesa ${++serial}`, occurrenceTypeId: null }),
  vehicleType: () => ({ nome: `Tipo ${++serial}` }),
  clienteEntregaDocumento: () => ({
    usuarioId: deliveryClientId,
    documento: withCnpjCheckDigits(`7777${String(++serial).padStart(8, '0')}`),
  }),
  driver: () => ({ nome: `Motorista ${++serial}`, cpf: nextCpf() }),
  rotogram: () => ({
    nome: `Rotograma ${++serial}`,
    origemCidade: 'Campinas',
    origemUf: 'SP',
    destinoCidade: 'Curitiba',
    destinoUf: 'PR',
  }),
  vehicle: () => ({ placa: `PRM${String(1000 + (++serial % 9000))}` }),
  cargo: () => ({
    origemCidade: 'Campinas',
    origemUf: 'SP',
    destinoCidade: 'Curitiba',
    destinoUf: 'PR',
    motoristaCpf: CARGO_DRIVER_CPF,
    placa: 'ABC1234',
    embarcador: 'Embarcador',
    tomador: 'Tomador',
  }),
  predefinedScript: () => ({ titulo: `Script ${++serial}`, texto: 'Olá! Como posso ajudar?' }),
  cargoExpense: () => ({ tipoId: expenseTypeId, valor: '12.34', data: '2026-05-11' }),
  // One row per company, board and status: freshRows clears the company's limits first.
  boardLimit: () => ({ quadro: 'cargo', status: 'emTransito', limiteWip: 5, limiteHoras: null }),
  // A name of its own: names are unique per user and company.
  filtroSalvo: () => ({ nome: `Filtro ${++serial}`, filtros: { uf: 'SP' } }),
};
const validBody = (name: string) => () => {
  const body = VALID_BODIES[name];
  if (!body) throw new Error(`permissions.test.ts has no valid body for resource ${name}`);
  return body();
};

/** Every route of one resource: the create comes before the routes on its row, the delete last. */
const resourceProbes = (def: (typeof RESOURCES)[number]): Probe[] => {
  const base = `/api/${def.service}/${def.name}`;
  const parent = (f: Fixture) =>
    def.tenancy === 'parent-company'
      ? `?companyId=${f.companyId}`
      : def.nestedIn
        ? `?parentId=${nestedParents[def.nestedIn.resource]}`
        : '';
  const row = (f: Fixture) => `${base}/${f.rows[def.name]}`;
  return [
    { method: 'GET', url: (f) => `${base}${parent(f)}`, allowed: 200 },
    // The list as a file is guarded like the list.
    { method: 'GET', url: (f) => `${base}/export${parent(f)}`, allowed: 200 },
    {
      method: 'POST',
      url: (f) => `${base}${parent(f)}`,
      body: validBody(def.name),
      allowed: 201,
      creates: def.name,
    },
    { method: 'GET', url: row, allowed: 200 },
    { method: 'PUT', url: row, body: validBody(def.name), allowed: 200 },
    ...(def.activatable
      ? ([
          { method: 'PUT', url: (f) => `${row(f)}/deactivate`, allowed: 200 },
          { method: 'PUT', url: (f) => `${row(f)}/activate`, allowed: 200 },
        ] satisfies Probe[])
      : []),
    { method: 'DELETE', url: row, allowed: 200 },
  ];
};

/** The writes of a register with a stricter write rule, on a row no one has (past the guard: 404). */
const writeProbes = (name: string): Probe[] => {
  const base = `/api/tracking/${name}`;
  return [
    { method: 'POST', url: () => base, body: validBody(name), allowed: 201 },
    { method: 'PUT', url: () => `${base}/2147483647`, body: validBody(name), allowed: 404 },
    { method: 'PUT', url: () => `${base}/2147483647/deactivate`, allowed: 404 },
    { method: 'PUT', url: () => `${base}/2147483647/activate`, allowed: 404 },
    { method: 'DELETE', url: () => `${base}/2147483647`, allowed: 404 },
  ];
};

/**
 * The routes each rule guards. Typed over every rule, so a rule added to RULES does not compile
 * until it says which routes enforce it (an empty list: no server route uses it yet).
 */
const OWN_ROUTES: Record<Rule, Probe[]> = {
  viewPendencies: [],
  createForms: [],
  fillForms: [],
  editForms: [],
  deleteForms: [],
  reopenForms: [],
  justOwnChecklists: [],
  shipper: [],
  cargoExpenses: [
    // The expense board's routes; past the rule, no such expense or load (404).
    { method: 'GET', url: () => '/api/tracking/cargoExpense/board', allowed: 200 },
    { method: 'GET', url: () => '/api/tracking/cargoExpense/reasons', allowed: 200 },
    { method: 'GET', url: () => '/api/tracking/cargoExpense/2147483647/details', allowed: 404 },
    {
      method: 'POST',
      url: () => '/api/tracking/cargoExpense/2147483647/status',
      body: () => ({ to: 'emAnalise', version: 0 }),
      allowed: 404,
    },
    { method: 'GET', url: () => '/api/tracking/cargo/2147483647/expenseTotals', allowed: 404 },
  ],
  cargoKanban: [],
  company: [],
  profile: [],
  user: [],
  importUser: [
    // The user import and its template (spec section 6: canImportUser, not the user register's
    // flag); past the rule, a body that is not multipart is refused.
    { method: 'GET', url: () => '/api/tracking/usuario/import/template', allowed: 200 },
    { method: 'POST', url: () => '/api/tracking/usuario/import', body: () => ({}), allowed: 400 },
  ],
  gasStation: [],
  fuelConsumptionTarget: [],
  fuelStock: [],
  fuelSupply: [],
  fuelSupplyDashboard: [],
  fuelSupplyDashboardHorimeter: [],
  revision: [],
  revisionDashboard: [],
  revisionIndex: [],
  revisionModelCrud: [],
  tracking: [
    { method: 'GET', url: () => '/api/tracking/entrega', allowed: 200 },
    // Proof routes: no such delivery or proof (404); a JSON body instead of a file (400).
    { method: 'GET', url: () => '/api/tracking/comprovante/entrega/2147483647', allowed: 404 },
    { method: 'GET', url: () => '/api/tracking/comprovante/2147483647/arquivo', allowed: 404 },
    { method: 'POST', url: () => '/api/tracking/comprovante/ler', body: () => ({}), allowed: 400 },
    { method: 'POST', url: () => '/api/tracking/comprovante', body: () => ({}), allowed: 400 },
    { method: 'GET', url: () => '/api/tracking/tabelaOcorrenciaProceda', allowed: 200 },
    { method: 'GET', url: () => '/api/tracking/tabelaOcorrenciaProceda/2147483647', allowed: 404 },
    { method: 'GET', url: () => '/api/tracking/entregaOcorrencia?parentId=2147483647', allowed: 404 },
    { method: 'GET', url: () => '/api/tracking/entregaOcorrencia/beginImport', allowed: 200 },
    { method: 'GET', url: () => '/api/tracking/tabelaOcorrenciaDePara/exportCsv', allowed: 200 },
    { method: 'GET', url: () => '/api/tracking/tabelaOcorrenciaDePara/exportXlsx', allowed: 200 },
    // Deadlines and mappings: any tracking user reads them (writes: editDeadlineRules and
    // editOccurrenceMapping).
    { method: 'GET', url: () => '/api/tracking/rotaPrazoEntrega', allowed: 200 },
    { method: 'GET', url: () => '/api/tracking/rotaPrazoEntrega/2147483647', allowed: 404 },
    { method: 'GET', url: () => '/api/tracking/tabelaOcorrenciaDePara', allowed: 200 },
    { method: 'GET', url: () => '/api/tracking/tabelaOcorrenciaDePara/2147483647', allowed: 404 },
    // No delivery has this id: a user holding the rule gets past the guard to the 404.
    { method: 'GET', url: () => '/api/tracking/entrega/2147483647', allowed: 404 },
    { method: 'GET', url: () => '/api/tracking/nfe/beginImport', allowed: 200 },
    { method: 'GET', url: () => '/api/tracking/dashboard/entregas', allowed: 200 },
    { method: 'GET', url: () => '/api/tracking/nfe/imports', allowed: 200 },
    { method: 'GET', url: () => '/api/tracking/nfe/get/2147483647', allowed: 404 },
    { method: 'GET', url: () => '/api/tracking/nfe/storyDetails/2147483647', allowed: 404 },
    { method: 'GET', url: () => '/api/tracking/nfe/storyDetails/2147483647/page', allowed: 404 },
    {
      method: 'POST',
      url: () => '/api/tracking/nfe/importzip?id=2147483647',
      body: () => ({}),
      // Past the rule, a body that is not multipart is refused before the import is looked up.
      allowed: 400,
    },
    { method: 'GET', url: () => '/api/tracking/cte/beginImport', allowed: 200 },
    { method: 'GET', url: () => '/api/tracking/cte/imports', allowed: 200 },
    { method: 'GET', url: () => '/api/tracking/cte/get/2147483647', allowed: 404 },
    { method: 'GET', url: () => '/api/tracking/cte/storyDetails/2147483647', allowed: 404 },
    { method: 'GET', url: () => '/api/tracking/cte/storyDetails/2147483647/page', allowed: 404 },
    {
      method: 'POST',
      url: () => '/api/tracking/cte/importzip?id=2147483647',
      body: () => ({}),
      // Past the rule, a body that is not multipart is refused before the import is looked up.
      allowed: 400,
    },
    { method: 'GET', url: () => '/api/tracking/entregaCte?parentId=2147483647', allowed: 404 },
  ],
  editStandardCodes: [
    {
      method: 'POST',
      url: () => '/api/tracking/tabelaOcorrenciaProceda',
      body: validBody('tabelaOcorrenciaProceda'),
      allowed: 201,
    },
    {
      method: 'PUT',
      url: () => '/api/tracking/tabelaOcorrenciaProceda/2147483647',
      body: validBody('tabelaOcorrenciaProceda'),
      allowed: 404,
    },
    { method: 'DELETE', url: () => '/api/tracking/tabelaOcorrenciaProceda/2147483647', allowed: 404 },
  ],
  editDeadlineRules: [
    ...writeProbes('rotaPrazoEntrega'),
    {
      method: 'POST',
      url: () => '/api/tracking/rotaPrazoEntrega/editMultiple',
      body: () => ({ filtros: { destinoUf: 'AC' }, valores: { prazoDias: 1 } }),
      allowed: 200,
    },
  ],
  editOccurrenceMapping: [
    ...writeProbes('tabelaOcorrenciaDePara'),
    // Not a multipart upload: a user holding the rule gets past the guard to the 400.
    {
      method: 'POST',
      url: () => '/api/tracking/tabelaOcorrenciaDePara/importArquivo',
      body: () => ({}),
      allowed: 400,
    },
  ],
  hasAccessCompany: [],
  // The shipping company's registers: their routes come from their declarations.
  typeOccurrence: [],
  nonAttendanceReason: [],
  typeOccurrenceExpense: [],
  typeVehicle: [],
  // The boards' limits: whoever uses a board reads them (its board read carries them too);
  // writing them is the administrator's.
  boardLimits: [
    { method: 'GET', url: () => '/api/tracking/boardLimit', allowed: 200 },
    { method: 'GET', url: () => '/api/tracking/boardLimit/2147483647', allowed: 404 },
  ],
  editBoardLimits: [
    {
      method: 'POST',
      url: () => '/api/tracking/boardLimit',
      body: () => ({ quadro: 'cargoExpense', status: 'paga', limiteWip: 3, limiteHoras: null }),
      allowed: 201,
      creates: 'boardLimit',
    },
    {
      method: 'PUT',
      url: (f) => `/api/tracking/boardLimit/${f.rows.boardLimit}`,
      body: () => ({ quadro: 'cargoExpense', status: 'paga', limiteWip: 4, limiteHoras: 12 }),
      allowed: 200,
    },
    { method: 'DELETE', url: (f) => `/api/tracking/boardLimit/${f.rows.boardLimit}`, allowed: 200 },
  ],
  // Every signed-in user may chat; what each reaches is scoped by the chat itself
  // (tests/integration/support). The agents' routes check the agent rule inside.
  supportChat: [],
  supportAgent: [],
  // The logistics screens (the demo company is a logistics company).
  tripPlan: [
    { method: 'GET', url: () => '/api/tracking/logistics/trips', allowed: 200 },
    { method: 'GET', url: () => '/api/tracking/logistics/monitor', allowed: 200 },
  ],
  vehicles: [{ method: 'GET', url: () => '/api/tracking/logistics/fleet', allowed: 200 }],
  freteRapidoPickup: [
    { method: 'GET', url: () => '/api/tracking/logistics/freteRapido/nfe', allowed: 200 },
    { method: 'GET', url: () => '/api/tracking/logistics/freteRapido/settings', allowed: 200 },
    // The demo company has no Frete Rápido token: past the rule, the request is refused with 409.
    {
      method: 'POST',
      url: () => '/api/tracking/logistics/freteRapido/coleta',
      body: () => ({ entregaIds: [2147483647], dataColeta: '2026-01-05' }),
      allowed: 409,
    },
  ],
  freteRapidoSettings: [
    {
      method: 'PUT',
      url: () => '/api/tracking/logistics/freteRapido/settings',
      body: () => ({ url: 'https://freterapido.com/api/external/embarcador/v1' }),
      allowed: 200,
    },
  ],
  switchCompany: [
    { method: 'GET', url: () => '/api/scheduler/v1/access/companies', allowed: 200 },
    {
      method: 'POST',
      url: () => '/api/scheduler/v1/access/switchCompany',
      body: () => ({ empresaId: 0 }), // replaced with the user's own company below
      allowed: 200,
    },
  ],
};

/** A resource with a stricter rule for its writes lists its probes in OWN_ROUTES. */
const hasWriteRule = (def: object) => 'writePermission' in def;

/** Own routes plus the routes of every resource whose declaration names the rule. */
const routesOf = (rule: Rule): Probe[] => [
  ...OWN_ROUTES[rule],
  ...RESOURCES.filter((def) => def.permission === rule && !hasWriteRule(def)).flatMap(resourceProbes),
];

const staff = (flags: PermissionFlags): Principal => ({ flags, isRms: false });
const withFlags = (names: readonly string[]): PermissionFlags => ({
  ...noFlags(),
  ...Object.fromEntries(names.map((n) => [n, true])),
});

/**
 * Rules no staff flags grant, with the demo user who holds them: the vendor's administrator
 * (a user of the vendor's kind, which no customer screen or API can make).
 */
const GRANTED_LOGIN: Partial<Record<Rule, string>> = { editStandardCodes: 'rms' };

/** Every flag a customer administrator can give: adminRms is given only by the vendor. */
const customerFlags = (): PermissionFlags => ({ ...allFlags(), adminRms: false });

/** The smallest set of flags (one or two) that grants the rule to a staff user. */
const grantingFlags = (rule: Rule): string[] => {
  for (const a of PERMISSION_FLAGS) if (can(staff(withFlags([a])), rule)) return [a];
  for (const a of PERMISSION_FLAGS)
    for (const b of PERMISSION_FLAGS) if (can(staff(withFlags([a, b])), rule)) return [a, b];
  throw new Error(`no one or two flags grant ${rule}`);
};

/** Every flag except one the rule cannot do without: the strongest user still refused. */
const allButRule = (rule: Rule): PermissionFlags => {
  if (!can(staff(customerFlags()), rule)) return customerFlags();
  for (const flag of PERMISSION_FLAGS) {
    const flags = { ...customerFlags(), [flag]: false };
    if (!can(staff(flags), rule)) return flags;
  }
  throw new Error(`${rule} holds whatever single flag is missing`);
};

const GUARDED_RULES = (Object.keys(RULES) as Rule[]).filter((rule) => routesOf(rule).length > 0);

describe.each(DATABASES)('permission rules enforced on %s', (kind) => {
  let testApp: TestApp;
  let app: FastifyInstance;
  let adminToken: string;
  /** The vendor's administrator: the only one who writes rows every company shares. */
  let vendorToken: string;
  let fixture: Fixture;

  const call = (token: string, method: Method, url: string, payload?: object) =>
    app.inject({ method, url, payload, headers: authHeaders(token) });

  /** Signs in a new staff user of the demo company holding exactly these flags. */
  const userWith = async (flags: PermissionFlags) => {
    const nomeAcesso = `perm.${++serial}`;
    const created = await call(adminToken, 'POST', '/api/tracking/usuario', {
      nomeApresentacao: 'Usuário de teste de permissão',
      nomeAcesso,
      password: 'permissao-123',
      ...flags,
    });
    expect(created.statusCode).toBe(201);
    return login(app, nomeAcesso, 'permissao-123');
  };

  /** A fresh row of every resource in the demo company, created by the administrator. */
  const freshRows = async (): Promise<Record<string, number>> => {
    const rows: Record<string, number> = {};
    // Board limits are one per company, board and status: each set of fresh rows starts without.
    await app.db.deleteFrom('boardLimit').where('empresaId', '=', fixture.companyId).execute();
    for (const def of RESOURCES) {
      const parent =
        def.tenancy === 'parent-company'
          ? `?companyId=${fixture.companyId}`
          : def.nestedIn
            ? `?parentId=${nestedParents[def.nestedIn.resource]}`
            : '';
      const res = await call(
        def.tenancy === 'global' ? vendorToken : adminToken,
        'POST',
        `/api/${def.service}/${def.name}${parent}`,
        validBody(def.name)(),
      );
      expect(res.statusCode, `creating a ${def.name}`).toBe(201);
      rows[def.name] = res.json().data.id;
    }
    return rows;
  };

  const send = (token: string, probe: Probe, f: Fixture) => {
    const body = probe.url(f).endsWith('/switchCompany') ? { empresaId: f.companyId } : probe.body?.();
    return call(token, probe.method, probe.url(f), body);
  };

  beforeAll(async () => {
    testApp = await createTestApp(kind);
    app = testApp.app;
    adminToken = await login(app, 'admin');
    vendorToken = await login(app, 'rms');
    const me = await call(adminToken, 'GET', '/api/scheduler/v1/access/me');
    fixture = { companyId: me.json().data.empresaId, rows: {} };
    deliveryClientId = (
      await app.db
        .selectFrom('usuario')
        .select('id')
        .where('nomeAcesso', '=', 'cliente')
        .executeTakeFirstOrThrow()
    ).id;
    await app.db
      .insertInto('motorista')
      .values({ empresaId: fixture.companyId, nome: 'Motorista das cargas', cpf: CARGO_DRIVER_CPF })
      .execute();
    // A load and an expense kind that stay: cargo expenses are made under that load.
    const load = await call(adminToken, 'POST', '/api/tracking/cargo', VALID_BODIES.cargo!());
    expect(load.statusCode, load.body).toBe(201);
    nestedParents.cargo = load.json().data.id;
    const expenseType = await call(adminToken, 'POST', '/api/tracking/cargoExpenseOccurrence', {
      nome: 'Despesa das permissões',
      occurrenceTypeId: null,
    });
    expect(expenseType.statusCode, expenseType.body).toBe(201);
    expenseTypeId = expenseType.json().data.id;
    // The logistics routes answer only in a logistics company, as the demo company is on `npm start`.
    await app.db
      .updateTable('empresa')
      .set({ logisticaEspecial: true })
      .where('id', '=', fixture.companyId)
      .execute();
  });
  afterAll(() => testApp?.close());

  it('checks at least the rules of the resources and of company switching', () => {
    expect(GUARDED_RULES).toEqual(expect.arrayContaining(['company', 'user', 'switchCompany']));
    for (const def of RESOURCES) expect(GUARDED_RULES).toContain(def.permission);
  });

  it.each(GUARDED_RULES)('%s: 403 without the rule, allowed with just its flags', async (rule) => {
    const probes = routesOf(rule);

    const refused = await userWith(allButRule(rule));
    const operador = await login(app, 'operador');
    // The demo operator holds the tracking module alone, so is a refused user of every other rule.
    const operadorUser = (await call(operador, 'GET', '/api/scheduler/v1/access/me')).json().data;
    const refusedTokens = can(staff(operadorUser), rule) ? [refused] : [refused, operador];
    const target = { ...fixture, rows: await freshRows() };
    for (const token of refusedTokens) {
      for (const probe of probes) {
        const res = await send(token, probe, target);
        expect(res.statusCode, `${probe.method} ${probe.url(target)}`).toBe(403);
        expect(res.json()).toMatchObject({ isSuccess: false });
      }
    }
    // Nothing the refused calls tried took effect: every row is still there and active.
    for (const def of RESOURCES) {
      const parent = def.tenancy === 'parent-company' ? `?companyId=${fixture.companyId}` : '';
      const row = await call(
        adminToken,
        'GET',
        `/api/${def.service}/${def.name}/${target.rows[def.name]}${parent}`,
      );
      expect(row.statusCode).toBe(200);
      if (def.activatable) expect(row.json().data.ativo).toBe(true);
    }

    // The allowed user works on rows they create, which are in their scope whatever the tenancy.
    const grantedLogin = GRANTED_LOGIN[rule];
    const granted = grantedLogin
      ? await login(app, grantedLogin)
      : await userWith(withFlags(grantingFlags(rule)));
    const own: Fixture = { ...fixture, rows: {} };
    for (const probe of probes) {
      const res = await send(granted, probe, own);
      expect(res.statusCode, `${probe.method} ${probe.url(own)}: ${res.body}`).toBe(probe.allowed);
      if (probe.creates) own.rows[probe.creates] = res.json().data.id;
    }
  });

  it('lets an RMS user switch company without the company flag', async () => {
    const rms = await login(app, 'rms');
    for (const probe of OWN_ROUTES.switchCompany) {
      expect((await send(rms, probe, fixture)).statusCode).toBe(probe.allowed);
    }
  });
});
