// The delivery list's everyday columns and filters (migration 0054): the last occurrence and the
// CT-e kept on the delivery by triggers, days late, several statuses at once, the export of the
// selected rows; and the plans over 12,000 deliveries of one company, so the new columns cost the
// list nothing (UF + Situação, the statuses still open, the total).
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entregaResource } from '../../src/domain/resources';
import { listPageQueries } from '../../server/resources/list-rows';
import { untyped } from '../../server/resources/read-routes';
import { insertDelivery } from './entrega-fixtures';
import { authHeaders, createTestApp, DATABASES, login, type TestApp } from './helpers';

const LIST = '/api/tracking/entrega';

describe.each(DATABASES)('delivery list columns on %s', (kind) => {
  let testApp: TestApp;
  let app: FastifyInstance;
  let token: string;
  let empresaId: number;
  const ids = new Map<string, number>();

  const get = (url: string) => app.inject({ method: 'GET', url, headers: authHeaders(token) });
  const rowOf = async (numero: string) => {
    const res = await get(`${LIST}?nfe=${numero}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data.items[0] as Record<string, unknown>;
  };
  const occurrence = (entregaId: number, codigo: number, descricao: string, when: string) =>
    sql`insert into entrega_ocorrencia (empresa_id, entrega_id, codigo, descricao, status, data_ocorrencia)
      values (${empresaId}, ${entregaId}, ${codigo}, ${descricao}, 'emTransito', ${when})
      returning id`.execute(app.db);

  beforeAll(async () => {
    testApp = await createTestApp(kind);
    app = testApp.app;
    token = await login(app, 'admin');
    empresaId = (await get('/api/scheduler/v1/access/me')).json().data.empresaId;
    const specs = [
      {
        numero: '501',
        dataEmissao: '2024-05-01T10:00:00-03:00',
        status: 'pendente',
        dataPrevista: '2024-05-03',
      },
      { numero: '502', dataEmissao: '2024-05-02T10:00:00-03:00', status: 'emTransito' },
      { numero: '503', dataEmissao: '2024-05-03T10:00:00-03:00', status: 'entregue' },
      { numero: '504', dataEmissao: '2024-05-04T10:00:00-03:00', status: 'cancelada' },
    ] as const;
    for (const spec of specs) ids.set(spec.numero, (await insertDelivery(app.db, empresaId, spec)).id);
  });
  afterAll(() => testApp?.close());

  it('shows the newest occurrence by its date, whatever order they were recorded in', async () => {
    const id = ids.get('502') as number;
    expect(await rowOf('502')).not.toHaveProperty('ultimaOcorrenciaCodigo');
    await occurrence(id, 1, 'Entrega realizada normalmente', '2024-05-05T10:00:00-03:00');
    const older = await occurrence(id, 0, 'Processo de transporte já iniciado', '2024-05-04T10:00:00-03:00');
    expect(await rowOf('502')).toMatchObject({
      ultimaOcorrenciaCodigo: '1',
      ultimaOcorrenciaDescricao: 'Entrega realizada normalmente',
      ultimaOcorrenciaData: '2024-05-05T13:00:00.000Z',
    });
    // Removing the newest falls back to the one before it.
    await sql`delete from entrega_ocorrencia where entrega_id = ${id} and codigo = '1'`.execute(app.db);
    expect(await rowOf('502')).toMatchObject({ ultimaOcorrenciaCodigo: '0' });
    expect(older.rows).toHaveLength(1);
  });

  it('shows the CT-e carrying the NF-e, whether it came before or after the delivery', async () => {
    const cte = async (numero: string, emissao: string) =>
      (
        await sql<{ id: number }>`insert into cte (empresa_id, chave_acesso, chave_valida, numero, serie,
          data_emissao, conteudo_hash) values (${empresaId}, ${`cte${numero}`}, true, ${numero}, '2',
          ${emissao}, ${`hash${numero}`}) returning id`.execute(app.db)
      ).rows[0]?.id as number;
    const nota = await app.db
      .selectFrom('entrega')
      .select('notaFiscalId')
      .where('id', '=', ids.get('501') as number)
      .executeTakeFirstOrThrow();
    const first = await cte('7001', '2024-05-01T12:00:00-03:00');
    await sql`insert into cte_nfe (cte_id, empresa_id, chave_nfe, nota_fiscal_id)
      values (${first}, ${empresaId}, 'x', ${nota.notaFiscalId})`.execute(app.db);
    expect(await rowOf('501')).toMatchObject({ cteNumero: '7001', cteSerie: '2' });
    const second = await cte('7002', '2024-05-02T12:00:00-03:00');
    await sql`insert into cte_nfe (cte_id, empresa_id, chave_nfe, nota_fiscal_id)
      values (${second}, ${empresaId}, 'x', ${nota.notaFiscalId})`.execute(app.db);
    expect(await rowOf('501')).toMatchObject({ cteNumero: '7002' });

    // A CT-e whose NF-e arrives later: the delivery starts with it.
    const early = await cte('7003', '2024-05-06T12:00:00-03:00');
    const { id: notaId } = await app.db
      .insertInto('notaFiscal')
      .values({
        empresaId,
        chaveAcesso: '35240511222333000181550010000005051000000001',
        numero: '505',
        serie: '1',
        dataEmissao: '2024-05-06T10:00:00-03:00',
        conteudoHash: 'h505',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await sql`insert into cte_nfe (cte_id, empresa_id, chave_nfe, nota_fiscal_id)
      values (${early}, ${empresaId}, 'x', ${notaId})`.execute(app.db);
    await app.db.insertInto('entrega').values({ empresaId, notaFiscalId: notaId }).execute();
    expect(await rowOf('505')).toMatchObject({ cteNumero: '7003' });
  });

  it('counts the days late of an open delivery past its expected day, and none for others', async () => {
    const late = await rowOf('501');
    expect(late.diasAtraso).toBeGreaterThan(300);
    expect(await rowOf('503')).not.toHaveProperty('diasAtraso');
    expect(await rowOf('504')).not.toHaveProperty('diasAtraso');
  });

  it('takes several statuses at once, and refuses one that does not exist among them', async () => {
    const res = await get(`${LIST}?status=pendente,emTransito&pageSize=50`);
    expect(res.statusCode).toBe(200);
    const numbers = (res.json().data.items as { numero: string }[]).map((row) => row.numero);
    expect(numbers).toEqual(expect.arrayContaining(['501', '502', '505']));
    expect(numbers).not.toContain('503');
    expect((await get(`${LIST}?status=pendente,perdida`)).statusCode).toBe(400);
    expect((await get(`${LIST}?status=,`)).statusCode).toBe(400);
  });

  it('exports only the selected rows, still within the filters, in the asked language', async () => {
    const selected = [ids.get('501'), ids.get('503')].join(',');
    const res = await get(`/api/tracking/entrega/export?format=csv&lang=en&ids=${selected}`);
    expect(res.statusCode, res.body).toBe(200);
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines[0]).toContain('Last occurrence code');
    expect(lines[0]).toContain('Shipper');
    expect(lines).toHaveLength(3);
    const narrowed = await get(`/api/tracking/entrega/export?format=csv&status=entregue&ids=${selected}`);
    expect(narrowed.body.trim().split(/\r?\n/)).toHaveLength(2);
    expect((await get(`/api/tracking/entrega/export?ids=1,x`)).statusCode).toBe(400);
  });

  describe('plans over 12,000 deliveries', () => {
    let company: number;
    beforeAll(async () => {
      const sul = await app.db
        .selectFrom('empresa')
        .select('id')
        .where('nomeFantasia', '=', 'Transportadora Sul')
        .executeTakeFirstOrThrow();
      company = sul.id;
      await sql`
        insert into nota_fiscal (empresa_id, chave_acesso, numero, data_emissao, destinatario_nome,
          destinatario_uf, valor_total, conteudo_hash)
        select ${company}, 'p' || g, g::text, timestamptz '2023-01-01 00:00-03' + g * interval '1 hour',
          'Cliente ' || g, (array['RS', 'SC', 'PR', 'SP', 'RJ', 'MG'])[1 + g % 6], g, md5(g::text)
        from generate_series(1, 12000) g`.execute(app.db);
      await sql`
        insert into entrega (empresa_id, nota_fiscal_id, data_prevista, status)
        select empresa_id, id, (data_emissao + interval '5 days')::date,
          (array['pendente', 'emTransito', 'entregue', 'entregue', 'entregue', 'cancelada'])[1 + (id / 7) % 6]
        from nota_fiscal where empresa_id = ${company}`.execute(app.db);
      // Three occurrences for every other delivery.
      await sql`
        insert into entrega_ocorrencia (empresa_id, entrega_id, codigo, descricao, status, data_ocorrencia)
        select e.empresa_id, e.id, k, 'Ocorrência ' || k, 'emTransito', now() - k * interval '1 day'
        from entrega e, generate_series(1, 3) k where e.empresa_id = ${company} and e.id % 2 = 0`.execute(
        app.db,
      );
      await sql`analyze`.execute(app.db);
    });

    const plan = async (query: Record<string, unknown>, part: 'rows' | 'total') =>
      app.db.transaction().execute(async (trx) => {
        await sql`set local enable_seqscan = off`.execute(trx);
        const queries = listPageQueries(
          untyped(trx),
          entregaResource,
          { column: 'empresaId', companyIds: [company] },
          { page: 1, pageSize: 10, ...query },
        );
        const lines = await queries[part].explain();
        return lines.map((line) => Object.values(line).join(' ')).join('\n');
      });

    it('reads UF + Situação through an index, the new columns by primary key per row shown', async () => {
      const rows = await plan({ uf: 'SP', status: 'pendente' }, 'rows');
      expect(rows).toMatch(/nota_fiscal_empresa_uf_emissao_idx|entrega_empresa_status_idx/);
      expect(rows).toMatch(/entrega_ocorrencia_pkey/);
      expect(rows).not.toMatch(/Seq Scan/);
      const total = await plan({ uf: 'SP', status: 'pendente' }, 'total');
      expect(total).toMatch(/nota_fiscal_empresa_uf_emissao_idx|entrega_empresa_status_idx/);
    });

    it('counts a list without touching occurrences or CT-e: their joins are dropped', async () => {
      for (const query of [{}, { uf: 'SP', status: 'pendente' }, { status: 'pendente,emTransito' }]) {
        const total = await plan(query, 'total');
        expect(total).not.toMatch(/entrega_ocorrencia|\bcte\b/);
      }
    });

    it('reads several statuses through the status index', async () => {
      expect(await plan({ status: 'pendente,emTransito' }, 'total')).toContain('entrega_empresa_status_idx');
    });

    it('answers a page of UF + Situação with its total quickly', async () => {
      const started = performance.now();
      const rowsAndTotal = await app.db.transaction().execute(async (trx) => {
        const queries = listPageQueries(
          untyped(trx),
          entregaResource,
          { column: 'empresaId', companyIds: [company] },
          { page: 1, pageSize: 10, uf: 'SP', status: 'pendente' },
        );
        const [rows, total] = await Promise.all([queries.rows.execute(), queries.total.executeTakeFirst()]);
        return { rows, total };
      });
      expect(rowsAndTotal.rows).toHaveLength(10);
      expect(Number((rowsAndTotal.total as { total: unknown }).total)).toBeGreaterThan(100);
      expect(performance.now() - started).toBeLessThan(2000);
    });
  });
});
