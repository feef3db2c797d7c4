// The logistics screens' routes: each company sees only its own loads, vehicles and NF-e; the
// flags and the logistics-company mark are enforced by the server; a vehicle's state and a trip's
// delay follow the loads; the Frete Rápido pickup is asked of a local stand-in of the service
// (accepted, token refused, order refused, out of reach) and the token never comes back.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessToday } from '../../../server/modules/logistics/logistics-queries';
import { insertDelivery } from '../entrega-fixtures';
import { authHeaders, createTestApp, login, type TestApp } from '../helpers';
import { claimsOf } from '../hub/hub-test-kit';
import { createCargo } from '../shipping-company/cargo-fixtures';
import { GOOD_TOKEN, startFakeFreteRapido, type FakeFreteRapido } from './fake-frete-rapido';

const DAY_MS = 86_400_000;
const dayFromToday = (days: number) =>
  new Date(Date.parse(`${businessToday()}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

describe('logistics', () => {
  let testApp: TestApp;
  let app: FastifyInstance;
  let fake: FakeFreteRapido;
  let admin: string;
  let rms: string;
  let demoCompany: number;
  let tokenB: string;
  let companyB: number;

  const get = (token: string, url: string) => app.inject({ method: 'GET', url, headers: authHeaders(token) });
  const send = (token: string, method: 'POST' | 'PUT', url: string, payload: object) =>
    app.inject({ method, url, payload, headers: authHeaders(token) });
  const move = (token: string, id: number, to: string, version: number) =>
    send(token, 'POST', `/api/tracking/cargo/${id}/status`, { to, version });

  /** A staff user of the demo company with exactly these flags. */
  let serial = 0;
  const userWith = async (flags: Record<string, boolean>) => {
    const nomeAcesso = `logistica.${++serial}`;
    const created = await send(admin, 'POST', '/api/tracking/usuario', {
      nomeApresentacao: 'Usuário da logística',
      nomeAcesso,
      password: 'logistica-123',
      ...flags,
    });
    expect(created.statusCode).toBe(201);
    return login(app, nomeAcesso, 'logistica-123');
  };

  beforeAll(async () => {
    testApp = await createTestApp('embedded');
    app = testApp.app;
    fake = await startFakeFreteRapido();
    admin = await login(app, 'admin');
    rms = await login(app, 'rms');
    demoCompany = claimsOf(admin).empresaId;
    // Tests make their own module data: the demo company is marked as `npm start` marks it.
    await app.db
      .updateTable('empresa')
      .set({ logisticaEspecial: true })
      .where('id', '=', demoCompany)
      .execute();
    const signUp = await app.inject({
      method: 'POST',
      url: '/api/tracking/usuario/create',
      payload: {
        nomeApresentacao: 'Dono da Logística B',
        nomeAcesso: 'dono.logistica.b',
        email: 'dono@logistica-b.example',
        password: 'empresa-b-123',
        empresaNomeFantasia: 'Logística B',
      },
    });
    expect(signUp.statusCode).toBe(200);
    tokenB = signUp.json().token;
    companyB = claimsOf(tokenB).empresaId;
    await app.db
      .updateTable('usuario')
      .set({ tracking: true, accessTripPlan: true, accessVehicles: true, administrator: true })
      .where('id', '=', claimsOf(tokenB).id)
      .execute();
    // Company B's own load on the road and its truck, which the demo company must never see.
    await app.db.insertInto('veiculo').values({ empresaId: companyB, placa: 'ZZZ9Z99' }).execute();
    await app.db
      .insertInto('carga')
      .values({
        empresaId: companyB,
        numero: 987_654,
        origemCidade: 'Manaus',
        origemUf: 'AM',
        destinoCidade: 'Belém',
        destinoUf: 'PA',
        motoristaNome: 'Motorista da Empresa B',
        motoristaCpf: '11144477735',
        placa: 'ZZZ9Z99',
        peso: '1',
        cubagem: '1',
        valorFrete: '1',
        status: 'emTransito',
        entregaPrevista: dayFromToday(-2),
        embarcador: 'Embarcador B',
        tomador: 'Tomador B',
      })
      .execute();
  });
  afterAll(async () => {
    await fake?.close();
    await testApp?.close();
  });

  it('answers only in a logistics company, with the reason', async () => {
    const refused = await get(tokenB, '/api/tracking/logistics/trips');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().messageIds).toEqual(['logistics.error.notLogisticsCompany']);
    await app.db.updateTable('empresa').set({ logisticaEspecial: true }).where('id', '=', companyB).execute();
    expect((await get(tokenB, '/api/tracking/logistics/trips')).statusCode).toBe(200);
  });

  it('lists trips of the own company only, with filters and their counts', async () => {
    const all = await get(admin, '/api/tracking/logistics/trips?pageSize=150');
    expect(all.statusCode).toBe(200);
    const page = all.json().data;
    const demoLoads = await app.db
      .selectFrom('carga')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('empresaId', '=', demoCompany)
      .executeTakeFirstOrThrow();
    expect(page.total).toBe(Number(demoLoads.n));
    expect(page.rows.map((r: { numero: number }) => r.numero)).not.toContain(987_654);
    const byPlate = await get(admin, '/api/tracking/logistics/trips?search=ZZZ-9Z99');
    expect(byPlate.json().data.total).toBe(0);

    const mine = (await get(tokenB, '/api/tracking/logistics/trips')).json().data;
    expect(mine.total).toBe(1);
    expect(mine.rows[0]).toMatchObject({
      numero: 987_654,
      placa: 'ZZZ9Z99',
      status: 'emTransito',
      atrasada: true,
    });
    expect(mine.counts).toEqual({ emTransito: 1 });
    expect(mine.lateCount).toBe(1);
  });

  it('says a trip is late past its arrival day, and follows a status change', async () => {
    const load = await createCargo(app, admin, {
      placa: 'LGT1A23',
      placaReboque1: null,
      placaReboque2: null,
      coletaPrevista: dayFromToday(-5),
      entregaPrevista: dayFromToday(-1),
    });
    const find = async (query: string) =>
      (await get(admin, `/api/tracking/logistics/trips?search=LGT1A23${query}`)).json().data;
    expect((await find('')).rows).toEqual([
      expect.objectContaining({ id: load.id, status: 'aguardandoCarregamento', atrasada: true, saida: null }),
    ]);
    expect((await find('&late=true')).total).toBe(1);
    expect((await find('&status=emTransito')).total).toBe(0);

    expect((await move(admin, load.id, 'emCarregamento', 0)).statusCode).toBe(200);
    expect((await move(admin, load.id, 'emTransito', 1)).statusCode).toBe(200);
    const onTheRoad = await find('&status=emTransito');
    expect(onTheRoad.rows[0]).toMatchObject({ id: load.id, status: 'emTransito', atrasada: true });
    expect(onTheRoad.rows[0].saida).toEqual(expect.any(String));
  });

  it('derives each vehicle state from the open load carrying its plate, company by company', async () => {
    await app.db
      .insertInto('veiculo')
      .values([
        { empresaId: demoCompany, placa: 'FLT1B11' },
        { empresaId: demoCompany, placa: 'FLT2C22', reboque: true },
        { empresaId: demoCompany, placa: 'FLT3D33' },
        { empresaId: demoCompany, placa: 'FLT4E44', ativo: false },
      ])
      .execute();
    const load = await createCargo(app, admin, {
      placa: 'FLT1B11',
      placaReboque1: 'FLT2C22',
      placaReboque2: null,
    });
    await move(admin, load.id, 'emCarregamento', 0);
    await move(admin, load.id, 'emTransito', 1);

    const fleet = (await get(admin, '/api/tracking/logistics/fleet?search=FLT&pageSize=50')).json().data;
    const states = Object.fromEntries(
      fleet.rows.map((v: { placa: string; state: string; cargaNumero: number | null }) => [
        v.placa,
        [v.state, v.cargaNumero],
      ]),
    );
    expect(states).toEqual({
      FLT1B11: ['emViagem', load.numero],
      FLT2C22: ['emViagem', load.numero],
      FLT3D33: ['disponivel', null],
      FLT4E44: ['inativo', null],
    });
    const idle = (await get(admin, '/api/tracking/logistics/fleet?state=disponivel&search=FLT')).json().data;
    expect(idle.rows.map((v: { placa: string }) => v.placa)).toEqual(['FLT3D33']);
    // Counts cover the whole fleet, whatever the filter.
    expect(idle.counts.emViagem).toBeGreaterThanOrEqual(2);

    const other = (await get(admin, '/api/tracking/logistics/fleet?search=ZZZ9Z99')).json().data;
    expect(other.total).toBe(0);
    const own = (await get(tokenB, '/api/tracking/logistics/fleet')).json().data;
    expect(own.rows).toEqual([
      expect.objectContaining({ placa: 'ZZZ9Z99', state: 'emViagem', cargaNumero: 987_654 }),
    ]);
  });

  it('sums the panel from the own company only', async () => {
    const panel = (await get(tokenB, '/api/tracking/logistics/monitor')).json().data;
    expect(panel.figures).toEqual({
      abertas: 1,
      atrasadas: 1,
      emTransito: 1,
      aguardando: 0,
      veiculos: 1,
      veiculosParados: 0,
    });
    expect(panel.atrasadas).toEqual([expect.objectContaining({ numero: 987_654, destino: 'Belém/PA' })]);
    const demo = (await get(admin, '/api/tracking/logistics/monitor')).json().data;
    const trips = (await get(admin, '/api/tracking/logistics/trips?late=true&pageSize=150')).json().data;
    const openLate = trips.rows.filter((t: { status: string }) => t.status !== 'entregue');
    expect(demo.figures.atrasadas).toBe(openLate.length);
    expect(demo.atrasadas.map((l: { numero: number }) => l.numero)).not.toContain(987_654);
    expect(demo.veiculosParados.map((v: { placa: string }) => v.placa)).not.toContain('ZZZ9Z99');
  });

  it('refuses with 403 a user without the flag of each screen', async () => {
    const noTrips = await userWith({ tracking: true, accessVehicles: true });
    expect((await get(noTrips, '/api/tracking/logistics/trips')).statusCode).toBe(403);
    expect((await get(noTrips, '/api/tracking/logistics/monitor')).statusCode).toBe(403);
    expect((await get(noTrips, '/api/tracking/logistics/freteRapido/nfe')).statusCode).toBe(403);
    expect((await get(noTrips, '/api/tracking/logistics/fleet')).statusCode).toBe(200);
    const noVehicles = await userWith({ tracking: true, accessTripPlan: true });
    expect((await get(noVehicles, '/api/tracking/logistics/fleet')).statusCode).toBe(403);
    expect((await get(noVehicles, '/api/tracking/logistics/trips')).statusCode).toBe(200);
    const settings = await send(noVehicles, 'PUT', '/api/tracking/logistics/freteRapido/settings', {
      url: '',
    });
    expect(settings.statusCode).toBe(403);
  });

  it('keeps the logistics mark to the vendor (RMS) users', async () => {
    // The demo vendor user, given the company register as a vendor who edits companies holds it.
    await app.db
      .updateTable('usuario')
      .set({ accessCompany: true })
      .where('nomeAcesso', '=', 'rms')
      .execute();
    const company = (await get(admin, `/api/tracking/empresa/${demoCompany}`)).json().data;
    expect(company.logisticaEspecial).toBe(true);
    const { id: _id, ativo: _ativo, ...body } = company;
    const byAdmin = await send(admin, 'PUT', `/api/tracking/empresa/${demoCompany}`, {
      ...body,
      logisticaEspecial: false,
    });
    expect(byAdmin.statusCode).toBe(403);
    expect(byAdmin.json().messageIds).toEqual(['error.company.vendorOnlyField']);
    // Saving the form with the mark as stored is any editor's right.
    expect((await send(admin, 'PUT', `/api/tracking/empresa/${demoCompany}`, body)).statusCode).toBe(200);
    const byVendor = await send(rms, 'PUT', `/api/tracking/empresa/${demoCompany}`, {
      ...body,
      logisticaEspecial: false,
    });
    expect(byVendor.statusCode).toBe(200);
    expect((await get(admin, '/api/tracking/logistics/monitor')).statusCode).toBe(403);
    await send(rms, 'PUT', `/api/tracking/empresa/${demoCompany}`, { ...body, logisticaEspecial: true });
    expect((await get(admin, '/api/tracking/logistics/monitor')).statusCode).toBe(200);
  });

  describe('the Frete Rápido pickup', () => {
    let first: { id: number; chaveAcesso: string };
    let second: { id: number; chaveAcesso: string };
    let refusedOne: { id: number };
    let otherCompanys: { id: number };
    const pickup = (ids: number[], token = admin) =>
      send(token, 'POST', '/api/tracking/logistics/freteRapido/coleta', {
        entregaIds: ids,
        dataColeta: '2026-12-01',
      });
    const setUp = (body: object) => send(admin, 'PUT', '/api/tracking/logistics/freteRapido/settings', body);

    beforeAll(async () => {
      first = await insertDelivery(app.db, demoCompany, {
        numero: '70001',
        dataEmissao: '2026-11-20T10:00:00-03:00',
        destinatarioNome: 'Mercado Coleta Um',
        destinatarioMunicipio: 'Curitiba',
        destinatarioUf: 'PR',
      });
      second = await insertDelivery(app.db, demoCompany, {
        numero: '70002',
        dataEmissao: '2026-11-20T10:00:00-03:00',
        status: 'emTransito',
      });
      refusedOne = await insertDelivery(app.db, demoCompany, {
        numero: '666',
        dataEmissao: '2026-11-20T10:00:00-03:00',
      });
      otherCompanys = await insertDelivery(app.db, companyB, {
        numero: '70003',
        dataEmissao: '2026-11-20T10:00:00-03:00',
      });
      await insertDelivery(app.db, demoCompany, {
        numero: '70004',
        dataEmissao: '2026-11-20T10:00:00-03:00',
        status: 'entregue',
      });
    });

    it('lists the open NF-e of the own company only', async () => {
      const rows = (await get(admin, '/api/tracking/logistics/freteRapido/nfe?search=700')).json().data.rows;
      expect(rows.map((r: { numero: string }) => r.numero).sort()).toEqual(['70001', '70002']);
      const theirs = (await get(tokenB, '/api/tracking/logistics/freteRapido/nfe')).json().data.rows;
      expect(theirs.map((r: { entregaId: number }) => r.entregaId)).toEqual([otherCompanys.id]);
    });

    it('stores the token without ever answering it', async () => {
      const saved = await setUp({ url: fake.baseUrl, token: GOOD_TOKEN });
      expect(saved.statusCode).toBe(200);
      expect(saved.json().data).toEqual({ url: fake.baseUrl, tokenSet: true });
      expect(saved.body).not.toContain(GOOD_TOKEN);
      const read = await get(admin, '/api/tracking/logistics/freteRapido/settings');
      expect(read.body).not.toContain(GOOD_TOKEN);
      // Saving the address alone keeps the token.
      expect((await setUp({ url: fake.baseUrl })).json().data.tokenSet).toBe(true);
    });

    it('asks the service for each NF-e and records its protocol', async () => {
      fake.received.length = 0;
      const res = await pickup([first.id, second.id]);
      expect(res.statusCode).toBe(200);
      expect(res.json().data.results).toEqual([
        { entregaId: expect.any(Number), protocolo: 'FR-1' },
        { entregaId: expect.any(Number), protocolo: 'FR-2' },
      ]);
      expect(fake.received).toHaveLength(2);
      const sent = fake.received.find((r) => r.body.notas_fiscais?.[0]?.numero === '70001');
      expect(sent).toMatchObject({
        path: '/api/coleta/',
        token: GOOD_TOKEN,
        body: {
          data_coleta: '2026-12-01',
          destinatario: { nome: 'Mercado Coleta Um', endereco: { cidade: 'Curitiba', estado: 'PR' } },
          notas_fiscais: [{ chave_acesso: first.chaveAcesso, numero: '70001' }],
        },
      });
      const rows = (await get(admin, '/api/tracking/logistics/freteRapido/nfe?search=7000')).json().data.rows;
      expect(
        rows.every((r: { coletaProtocolo: string | null }) => r.coletaProtocolo?.startsWith('FR-')),
      ).toBe(true);
    });

    it('says when the service refuses the order, with its reason', async () => {
      const res = await pickup([refusedOne.id]);
      expect(res.statusCode).toBe(409);
      expect(res.json().messageIds).toEqual(['logistics.error.freteRapidoRefused']);
      expect(res.json().errors[0]).toContain('Destinatário sem inscrição estadual');
    });

    it('says when the service refuses the token', async () => {
      await setUp({ url: fake.baseUrl, token: 'b'.repeat(32) });
      const res = await pickup([first.id]);
      expect(res.statusCode).toBe(409);
      expect(res.json().messageIds).toEqual(['logistics.error.freteRapidoToken']);
      await setUp({ url: fake.baseUrl, token: GOOD_TOKEN });
    });

    it('says when the service is out of reach', async () => {
      const closed = await startFakeFreteRapido();
      await closed.close();
      await setUp({ url: closed.baseUrl });
      const res = await pickup([first.id]);
      expect(res.statusCode).toBe(409);
      expect(res.json().messageIds).toEqual(['logistics.error.freteRapidoUnreachable']);
      await setUp({ url: fake.baseUrl });
    });

    it("never sends another company's NF-e", async () => {
      fake.received.length = 0;
      const res = await pickup([otherCompanys.id]);
      expect(res.statusCode).toBe(404);
      expect(res.json().messageIds).toEqual(['logistics.error.nfeUnavailable']);
      expect(fake.received).toHaveLength(0);
    });

    it('asks for the settings before calling', async () => {
      const res = await pickup([otherCompanys.id], tokenB);
      expect(res.statusCode).toBe(409);
      expect(res.json().messageIds).toEqual(['logistics.error.freteRapidoNotConfigured']);
    });
  });
});
