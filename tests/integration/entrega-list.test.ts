// The delivery list and detail (/api/tracking/entrega): server-side pagination, sort and every
// declared filter, the detail of one delivery, the company scope and the tracking rule, on
// deliveries written straight into the database for two companies.
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entregaResource } from '../../src/domain/resources';
import { noFlags } from '../../src/domain/permissions';
import { listPageQueries } from '../../server/resources/list-rows';
import { untyped } from '../../server/resources/read-routes';
import { insertDelivery, type DeliverySpec } from './entrega-fixtures';
import { authHeaders, createTestApp, DATABASES, login, type TestApp } from './helpers';

const LIST = '/api/tracking/entrega';

/** Company A's deliveries: numbers 101 to 112, one per row. */
const A_DELIVERIES: DeliverySpec[] = [
  {
    numero: '101',
    dataEmissao: '2024-05-01T10:00:00-03:00',
    destinatarioNome: 'Mercado São João Ltda',
    destinatarioCnpjCpf: '12345678000195',
    destinatarioMunicipio: 'SÃO PAULO',
    destinatarioUf: 'SP',
    valorTotal: '1500.00',
    volumes: 3,
    pesoBruto: '120.500',
    dataPrevista: '2024-05-06',
    status: 'pendente',
  },
  {
    numero: '102',
    // The first half hour of May 1st in UTC-3.
    dataEmissao: '2024-05-01T00:30:00-03:00',
    destinatarioNome: 'Farmácia Ávila',
    destinatarioCnpjCpf: '12345678909',
    destinatarioMunicipio: 'Campinas',
    valorTotal: '89.90',
    dataPrevista: '2024-05-03',
    status: 'emTransito',
  },
  {
    numero: '103',
    // Still April 30th in UTC-3, although already May 1st in UTC.
    dataEmissao: '2024-04-30T23:30:00-03:00',
    destinatarioMunicipio: 'Curitiba',
    destinatarioUf: 'PR',
    valorTotal: '250.00',
    dataPrevista: '2024-05-10',
    status: 'entregue',
  },
  {
    numero: '104',
    dataEmissao: '2024-05-31T23:59:00-03:00',
    destinatarioMunicipio: 'Belo Horizonte',
    destinatarioUf: 'MG',
    valorTotal: '3200.00',
    dataPrevista: null,
    status: 'entregue',
  },
  { numero: '105', dataEmissao: '2024-06-01T00:00:00-03:00', valorTotal: '10.00', status: 'cancelada' },
  { numero: '106', dataEmissao: '2024-03-10T09:00:00-03:00', valorTotal: '500.00', status: 'devolvida' },
  {
    numero: '107',
    dataEmissao: '2024-03-11T09:00:00-03:00',
    destinatarioUf: 'AM',
    destinatarioMunicipio: 'Manaus',
  },
  { numero: '108', dataEmissao: '2024-03-12T09:00:00-03:00', valorTotal: '720.00' },
  { numero: '109', dataEmissao: '2024-03-13T09:00:00-03:00', status: 'entregueComAtraso' },
  { numero: '110', dataEmissao: '2024-03-14T09:00:00-03:00', dataPrevista: '2024-03-01' },
  { numero: '111', dataEmissao: '2024-03-15T09:00:00-03:00' },
  { numero: '112', dataEmissao: '2024-03-16T09:00:00-03:00', valorTotal: '99999.99' },
];

/** Company B's deliveries share a number and a recipient with A's. */
const B_DELIVERIES: DeliverySpec[] = [
  {
    numero: '101',
    dataEmissao: '2024-05-02T10:00:00-03:00',
    destinatarioNome: 'Mercado São João Filial Norte',
    destinatarioCnpjCpf: '12345678000276',
    destinatarioMunicipio: 'SÃO PAULO',
  },
  { numero: '901', dataEmissao: '2024-05-03T10:00:00-03:00', status: 'entregue' },
];

interface Row {
  id: number;
  numero: string;
  [field: string]: unknown;
}

describe.each(DATABASES)('delivery list on %s', (kind) => {
  let testApp: TestApp;
  let app: FastifyInstance;
  let token: string;
  let companyA: number;
  let companyB: number;
  const idsA = new Map<string, number>();
  const keysA = new Map<string, string>();
  let idOfB: number;
  let keyOfB: string;

  const get = (url: string, bearer: string | null = token) =>
    app.inject({ method: 'GET', url, headers: bearer === null ? {} : authHeaders(bearer) });

  /** The numbers of one page, in order. */
  const numbers = async (query: string) => {
    const res = await get(`${LIST}?pageSize=150&${query}`);
    expect(res.statusCode, `${query}: ${res.body}`).toBe(200);
    return (res.json().data.items as Row[]).map((row) => row.numero);
  };

  beforeAll(async () => {
    testApp = await createTestApp(kind);
    app = testApp.app;
    token = await login(app, 'admin');
    const me = await get('/api/scheduler/v1/access/me');
    companyA = me.json().data.empresaId;
    const norte = await app.db
      .selectFrom('empresa')
      .select('id')
      .where('nomeFantasia', '=', 'Rota Logística Norte')
      .executeTakeFirstOrThrow();
    companyB = norte.id;
    for (const spec of A_DELIVERIES) {
      const { id, chaveAcesso } = await insertDelivery(app.db, companyA, spec);
      idsA.set(spec.numero, id);
      keysA.set(spec.numero, chaveAcesso);
    }
    for (const spec of B_DELIVERIES) {
      const inserted = await insertDelivery(app.db, companyB, spec);
      if (spec.numero === '101') {
        idOfB = inserted.id;
        keyOfB = inserted.chaveAcesso;
      }
    }
    // A delivery of A whose NF-e is B's: never shown, the view joins within one company.
    await insertDelivery(app.db, companyA, {
      numero: '999',
      dataEmissao: '2024-05-05T10:00:00-03:00',
      notaEmpresaId: companyB,
    });
  });
  afterAll(() => testApp?.close());

  describe('pagination', () => {
    it('pages the company’s deliveries with total, page and page size', async () => {
      const first = (await get(`${LIST}?pageSize=5&page=1`)).json().data;
      expect(first).toMatchObject({ total: 12, page: 1, pageSize: 5 });
      expect(first.items).toHaveLength(5);
      const third = (await get(`${LIST}?pageSize=5&page=3`)).json().data;
      expect(third.items).toHaveLength(2);
      const beyond = (await get(`${LIST}?pageSize=5&page=4`)).json().data;
      expect(beyond).toMatchObject({ total: 12, items: [] });

      const seen: string[] = [];
      for (const page of [1, 2, 3]) {
        const items = (await get(`${LIST}?pageSize=5&page=${page}`)).json().data.items as Row[];
        seen.push(...items.map((row) => row.numero));
      }
      expect(new Set(seen).size).toBe(12);
    });

    it('shows ten by default and accepts only the page sizes of the spec', async () => {
      const byDefault = (await get(LIST)).json().data;
      expect(byDefault).toMatchObject({ pageSize: 10, page: 1, total: 12 });
      expect(byDefault.items).toHaveLength(10);
      for (const size of [5, 10, 25, 50, 100, 150]) {
        expect((await get(`${LIST}?pageSize=${size}`)).statusCode).toBe(200);
      }
      for (const query of ['pageSize=7', 'pageSize=1000', 'page=0', 'page=abc']) {
        const res = await get(`${LIST}?${query}`);
        expect(res.statusCode, query).toBe(400);
        expect(res.json().isSuccess).toBe(false);
      }
    });
  });

  describe('sort', () => {
    it('puts the newest issue first by default, and sorts by issue date both ways', async () => {
      const newestFirst = await numbers('');
      expect(newestFirst.slice(0, 5)).toEqual(['105', '104', '101', '102', '103']);
      expect(await numbers('sort=-dataEmissao')).toEqual(newestFirst);
      expect(await numbers('sort=dataEmissao')).toEqual([...newestFirst].reverse());
    });

    it('sorts by value and by expected date', async () => {
      const byValue = await numbers('sort=-valorTotal');
      expect(byValue.slice(0, 3)).toEqual(['112', '104', '101']);
      expect(byValue.at(-1)).toBe('105');
      const byDeadline = await numbers('sort=dataPrevista');
      expect(byDeadline.slice(0, 4)).toEqual(['110', '102', '101', '103']);
    });

    it('refuses a column that is not sortable', async () => {
      for (const sort of ['destinatarioNome', '-chaveAcesso', 'empresa_id', 'id; drop view entrega_lista']) {
        expect((await get(`${LIST}?sort=${encodeURIComponent(sort)}`)).statusCode, sort).toBe(400);
      }
    });
  });

  describe('filters', () => {
    it('keeps a period of issue dates in whole days of UTC-3, both ends included', async () => {
      expect((await numbers('dataInicio=2024-05-01&dataFim=2024-05-31')).sort()).toEqual([
        '101',
        '102',
        '104',
      ]);
      expect(await numbers('dataFim=2024-04-30')).toContain('103');
      expect(await numbers('dataInicio=2024-05-01')).not.toContain('103');
      expect(await numbers('dataInicio=2024-06-01')).toEqual(['105']);
      expect(await numbers('dataInicio=2024-06-02')).toEqual([]);
    });

    it('refuses an impossible date with a field message', async () => {
      const res = await get(`${LIST}?dataInicio=2024-02-30`);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors.join(' ')).toContain('Data inválida');
    });

    it('finds an NF-e by its number, as printed or not, or by its access key', async () => {
      expect(await numbers('nfe=101')).toEqual(['101']);
      expect(await numbers(`nfe=${encodeURIComponent('000.000.101')}`)).toEqual(['101']);
      const key = keysA.get('102')!;
      const printed = key.replace(/(\d{4})/g, '$1 ').trim();
      expect(await numbers(`nfe=${encodeURIComponent(printed)}`)).toEqual(['102']);
      expect(await numbers('nfe=abc')).toEqual([]);
      expect(await numbers(`nfe=${keyOfB}`)).toEqual([]);
    });

    it('finds a recipient by the start of the words of its name, ignoring case and accents', async () => {
      expect(await numbers(`destinatario=${encodeURIComponent('sao joao')}`)).toEqual(['101']);
      expect(await numbers('destinatario=MERC')).toEqual(['101']);
      expect(await numbers(`destinatario=${encodeURIComponent('farmacia avila')}`)).toEqual(['102']);
      expect(await numbers(`destinatario=${encodeURIComponent('Ávila Mercado')}`)).toEqual([]);
      // Word beginnings only: the middle of a word does not match.
      expect(await numbers('destinatario=ercado')).toEqual([]);
    });

    it('finds a recipient by the first digits of its CNPJ or CPF, typed with punctuation', async () => {
      expect(await numbers(`destinatario=${encodeURIComponent('12.345.678/0001-95')}`)).toEqual(['101']);
      expect(await numbers(`destinatario=${encodeURIComponent('123.456.789-09')}`)).toEqual(['102']);
      expect((await numbers('destinatario=12345678')).sort()).toEqual(['101', '102']);
    });

    it('filters the destination by city words and by UF', async () => {
      expect(await numbers(`cidade=${encodeURIComponent('são paulo')}`)).toEqual(['101']);
      expect(await numbers('cidade=belo')).toEqual(['104']);
      expect(await numbers('uf=PR')).toEqual(['103']);
      expect(await numbers('uf=AM')).toEqual(['107']);
      expect(await numbers('uf=RJ')).toEqual([]);
      expect((await get(`${LIST}?uf=XX`)).statusCode).toBe(400);
    });

    it('filters by status, and refuses a status that does not exist', async () => {
      expect((await numbers('status=entregue')).sort()).toEqual(['103', '104']);
      expect(await numbers('status=entregueComAtraso')).toEqual(['109']);
      expect((await get(`${LIST}?status=perdida`)).statusCode).toBe(400);
    });

    it('combines filters, counts only what they keep, and treats empty values as no filter', async () => {
      const res = await get(`${LIST}?uf=SP&status=pendente&dataInicio=2024-05-01&pageSize=5`);
      expect(res.json().data).toMatchObject({ total: 1, items: [{ numero: '101' }] });
      const empty = await get(`${LIST}?uf=&status=&dataInicio=&nfe=&destinatario=&cidade=`);
      expect(empty.json().data.total).toBe(12);
    });
  });

  it('answers list rows with the list columns only, in wire formats', async () => {
    const res = await get(`${LIST}?nfe=101`);
    const [row] = res.json().data.items as Row[];
    expect(row).toEqual({
      id: idsA.get('101'),
      numero: '101',
      serie: '1',
      dataEmissao: '2024-05-01T13:00:00.000Z',
      destinatarioNome: 'Mercado São João Ltda',
      destinatarioCnpjCpf: '12345678000195',
      destinatarioMunicipio: 'SÃO PAULO',
      destinatarioUf: 'SP',
      valorTotal: '1500.00',
      volumes: 3,
      pesoBruto: '120.500',
      dataPrevista: '2024-05-06',
      status: 'pendente',
      emitenteNome: 'Indústria Emitente S.A.',
      transportadorNome: 'Transportes Rápidos Ltda',
      // Still pending long after its expected day.
      diasAtraso: expect.any(Number),
    });
  });

  it('answers the detail of one delivery with the whole NF-e', async () => {
    const res = await get(`${LIST}/${idsA.get('101')}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      isSuccess: true,
      data: expect.objectContaining({
        id: idsA.get('101'),
        chaveAcesso: keysA.get('101'),
        numero: '101',
        serie: '1',
        emitenteNome: 'Indústria Emitente S.A.',
        emitenteCnpjCpf: '11222333000181',
        destinatarioNome: 'Mercado São João Ltda',
        destinatarioLogradouro: 'Rua das Flores',
        destinatarioNumero: '100',
        destinatarioBairro: 'Centro',
        destinatarioCep: '01001000',
        transportadorNome: 'Transportes Rápidos Ltda',
        modalidadeFrete: '0',
        volumes: 3,
        pesoBruto: '120.500',
        pesoLiquido: '9.500',
        valorTotal: '1500.00',
        quantidadeItens: 2,
        protocolo: '135240000000001',
        situacaoSefaz: '100',
        prazoDias: 5,
        dataPrevista: '2024-05-06',
        status: 'pendente',
      }),
    });
    // A delivery with no deadline yet simply has none.
    const noDeadline = (await get(`${LIST}/${idsA.get('104')}`)).json().data;
    expect(noDeadline.dataPrevista).toBeUndefined();
  });

  it('answers 404 for another company’s delivery exactly as for a missing one', async () => {
    const other = await get(`${LIST}/${idOfB}`);
    const missing = await get(`${LIST}/2147483647`);
    expect(other.statusCode).toBe(404);
    expect(missing.statusCode).toBe(404);
    expect(other.body).toBe(missing.body);
    expect((await get(`${LIST}/abc`)).statusCode).toBe(400);
  });

  it('follows the token’s company after a switch', async () => {
    const switched = await app.inject({
      method: 'POST',
      url: '/api/scheduler/v1/access/switchCompany',
      payload: { empresaId: companyB },
      headers: authHeaders(token),
    });
    const tokenB = switched.json().token as string;
    const listed = (await get(`${LIST}?pageSize=150`, tokenB)).json().data;
    expect(listed.total).toBe(2);
    expect((listed.items as Row[]).map((r) => r.numero).sort()).toEqual(['101', '901']);
    expect((await get(`${LIST}/${idOfB}`, tokenB)).statusCode).toBe(200);
    expect((await get(`${LIST}/${idsA.get('101')}`, tokenB)).statusCode).toBe(404);
  });

  it('answers 403 to a user without the tracking module and to a delivery client', async () => {
    const created = await app.inject({
      method: 'POST',
      url: '/api/tracking/usuario',
      headers: authHeaders(token),
      payload: {
        ...noFlags(),
        checklist: true,
        administrator: true,
        nomeApresentacao: 'Sem rastreamento',
        nomeAcesso: 'sem.rastreamento',
        password: 'sem-rastreamento-1',
      },
    });
    expect(created.statusCode).toBe(201);
    const noTracking = await login(app, 'sem.rastreamento', 'sem-rastreamento-1');
    const client = await app.inject({
      method: 'POST',
      url: '/api/tracking/v1/deliveryClient/auth',
      payload: { login: 'cliente', password: 'demo1234' },
    });
    expect(client.statusCode).toBe(200);
    const clientToken = client.json().token as string;
    for (const bearer of [noTracking, clientToken]) {
      for (const url of [LIST, `${LIST}/${idsA.get('101')}`, `${LIST}?status=nada`]) {
        const res = await get(url, bearer);
        expect(res.statusCode, url).toBe(403);
        expect(res.json().isSuccess).toBe(false);
      }
    }
    expect((await get(LIST, await login(app, 'operador'))).statusCode).toBe(200);
  });

  it('answers 401 without a token or with a forged one', async () => {
    expect((await get(LIST, null)).statusCode).toBe(401);
    expect((await get(`${LIST}/${idsA.get('101')}`, null)).statusCode).toBe(401);
    expect((await get(LIST, 'not.a.token')).statusCode).toBe(401);
  });

  describe('query plans', () => {
    let companyC: number;
    // Plans follow the statistics, and a planner rightly sorts a dozen rows in memory: the plans
    // are read for a third company given thousands of deliveries, among the other companies' rows.
    beforeAll(async () => {
      const sul = await app.db
        .selectFrom('empresa')
        .select('id')
        .where('nomeFantasia', '=', 'Transportadora Sul')
        .executeTakeFirstOrThrow();
      await sql`
        insert into nota_fiscal (empresa_id, chave_acesso, numero, data_emissao, destinatario_nome,
          destinatario_cnpj_cpf, destinatario_municipio, destinatario_uf, valor_total, conteudo_hash)
        select ${sul.id}, 'sul' || g, g::text, timestamptz '2023-01-01 00:00-03' + g * interval '1 hour',
          'Cliente ' || g, lpad(g::text, 14, '0'), 'Cidade ' || (g % 50),
          (array['RS', 'SC', 'PR', 'SP', 'RJ', 'MG'])[1 + g % 6], g, md5(g::text)
        from generate_series(1, 4000) g`.execute(app.db);
      await sql`
        insert into entrega (empresa_id, nota_fiscal_id, data_prevista)
        select empresa_id, id, (data_emissao + interval '5 days')::date
        from nota_fiscal where empresa_id = ${sul.id}`.execute(app.db);
      await sql`analyze`.execute(app.db);
      companyC = sul.id;
    });

    /** The plan of a list page's rows or total, with sequential scans priced out of reach. */
    const plan = async (query: Record<string, unknown>, part: 'rows' | 'total' = 'rows') =>
      app.db.transaction().execute(async (trx) => {
        await sql`set local enable_seqscan = off`.execute(trx);
        const queries = listPageQueries(
          untyped(trx),
          entregaResource,
          { column: 'empresaId', companyIds: [companyC] },
          { page: 1, pageSize: 10, ...query },
        );
        const lines = await queries[part].explain();
        return lines.map((line) => Object.values(line).join(' ')).join('\n');
      });

    it('reach each filter and sort through its index', async () => {
      expect(await plan({})).toContain('nota_fiscal_empresa_emissao_idx');
      expect(await plan({ sort: '-valorTotal' })).toContain('nota_fiscal_empresa_valor_idx');
      expect(await plan({ sort: 'dataPrevista' })).toContain('entrega_empresa_prevista_idx');
      expect(await plan({ nfe: '1234' }, 'total')).toMatch(
        /nota_fiscal_empresa_numero_idx|nota_fiscal_empresa_chave_uq/,
      );
      expect(await plan({ destinatario: 'cliente 1234' }, 'total')).toContain(
        'nota_fiscal_destinatario_nome_words_idx',
      );
      expect(await plan({ destinatario: '0000000012' }, 'total')).toContain(
        'nota_fiscal_empresa_destinatario_doc_idx',
      );
      expect(await plan({ cidade: 'cidade 7' }, 'total')).toContain(
        'nota_fiscal_destinatario_municipio_words_idx',
      );
      expect(await plan({ uf: 'PR' })).toContain('nota_fiscal_empresa_uf_emissao_idx');
    });

    /**
     * The generic plan of a page's statement prepared as hot ones are (hot-statements.ts): the
     * plan PostgreSQL may keep for it, made without the filter's values.
     */
    const genericPlan = async (query: Record<string, unknown>) =>
      app.db.transaction().execute(async (trx) => {
        await sql`set local enable_seqscan = off`.execute(trx);
        await sql`set local plan_cache_mode = force_generic_plan`.execute(trx);
        const page = listPageQueries(
          untyped(trx),
          entregaResource,
          { column: 'empresaId', companyIds: [companyC] },
          { page: 1, pageSize: 10, ...query },
        ).rows.compile();
        await sql.raw(`prepare city_page as ${page.sql}`).execute(trx);
        const values = sql.join(page.parameters.map((value) => sql.lit(value)));
        const lines = await sql<Record<string, string>>`explain execute city_page(${values})`.execute(trx);
        await sql`deallocate city_page`.execute(trx);
        return lines.rows.map((line) => Object.values(line).join(' ')).join('\n');
      });

    it('walk the issue dates for a page of a city, testing its stored words, prepared or not', async () => {
      for (const query of [{ cidade: 'cidade 7' }, { cidade: 'CIDADE 7', uf: 'PR' }]) {
        for (const shown of [await plan(query), await genericPlan(query)]) {
          expect(shown).toMatch(/Index Scan Backward using nota_fiscal_empresa_(uf_)?emissao_idx/);
          expect(shown).toContain('ts_match_vq(');
          expect(shown).not.toContain('to_tsvector');
          expect(shown).not.toContain('Bitmap');
        }
      }
    });
  });
});
