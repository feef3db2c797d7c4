// The deadline-per-route register through the resource engine (/api/tracking/rotaPrazoEntrega):
// validation messages, create/list/update/activate/delete, the list filters of the carrier and
// country screens, and editMultiple, on both databases.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeaders, createTestApp, DATABASES, login, type TestApp } from '../helpers';

const BASE = '/api/tracking/rotaPrazoEntrega';

describe.each(DATABASES)('deadline per route register on %s', (kind) => {
  let testApp: TestApp;
  let app: FastifyInstance;
  let token: string;

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    app.inject({ method, url, payload, headers: authHeaders(token) });
  const errorsOf = (body: object) =>
    (call('POST', BASE, body) as Promise<{ json: () => { errors: string[] } }>).then((res) =>
      res.json().errors.join('\n'),
    );

  beforeAll(async () => {
    testApp = await createTestApp(kind);
    app = testApp.app;
    token = await login(app, 'admin');
  });
  afterAll(() => testApp.close());

  it('refuses rows that cannot be a route, with a message per field', async () => {
    expect(await errorsOf({ prazoDias: 3 })).toContain('Informe o destino: país, UF ou município');
    expect(await errorsOf({ destinoUf: 'XX', prazoDias: 3 })).toContain('UF de destino inválida');
    expect(await errorsOf({ destinoUf: 'SP', destinoIbge: '355030', prazoDias: 3 })).toContain(
      'Código IBGE do município deve ter 7 dígitos',
    );
    expect(await errorsOf({ destinoIbge: '3550308', prazoDias: 3 })).toContain(
      'Informe a UF do município de destino',
    );
    expect(await errorsOf({ destinoUf: 'RJ', destinoIbge: '3550308', prazoDias: 3 })).toContain(
      'O município de destino não pertence à UF informada',
    );
    expect(await errorsOf({ destinoUf: 'SP', prazoDias: 366 })).toContain(
      'O prazo deve estar entre 0 e 365 dias',
    );
    expect(await errorsOf({ destinoUf: 'SP', prazoDias: 2, transportadorCnpj: '123' })).toContain(
      'CNPJ da transportadora deve ter 14 dígitos',
    );
    expect(await errorsOf({ destinoUf: 'SP', destinoPais: 'EX', prazoDias: 2 })).toContain(
      'O país não corresponde à UF de destino',
    );
    expect(await errorsOf({ destinoUf: 'SP', prazoDias: 2, tipoDias: 'semanas' })).toContain(
      'Tipo de dias: úteis ou corridos',
    );
  });

  it('creates, lists, updates, deactivates and deletes a row', async () => {
    const created = await call('POST', BASE, {
      transportadorCnpj: '55.444.333/0001-22',
      origemUf: 'sp',
      origemIbge: '3525904',
      destinoUf: 'MG',
      destinoIbge: '',
      prazoDias: 4,
      tipoDias: 'uteis',
    });
    expect(created.statusCode).toBe(201);
    const row = created.json().data;
    expect(row).toMatchObject({
      transportadorCnpj: '55444333000122',
      origemUf: 'SP',
      origemIbge: '3525904',
      destinoPais: null,
      destinoUf: 'MG',
      destinoIbge: null,
      destinoNivel: 'uf',
      prazoDias: 4,
      tipoDias: 'uteis',
      ativo: true,
    });

    const updated = await call('PUT', `${BASE}/${row.id}`, {
      destinoUf: 'MG',
      destinoIbge: '3106200',
      prazoDias: 6,
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().data).toMatchObject({
      destinoNivel: 'cidade',
      prazoDias: 6,
      transportadorCnpj: null,
    });

    const off = await call('PUT', `${BASE}/${row.id}/deactivate`);
    expect(off.json().data.ativo).toBe(false);
    expect((await call('DELETE', `${BASE}/${row.id}`)).statusCode).toBe(200);
    expect((await call('GET', `${BASE}/${row.id}`)).statusCode).toBe(404);
  });

  it('filters the list by carrier, UFs and destination level', async () => {
    const bodies = [
      { transportadorCnpj: '11111111000111', destinoUf: 'PR', prazoDias: 2 },
      { transportadorCnpj: '11111111000111', origemUf: 'SP', destinoUf: 'RS', prazoDias: 3 },
      { transportadorCnpj: '22222222000122', destinoUf: 'PR', prazoDias: 4 },
      { destinoPais: 'BR', prazoDias: 9 },
      { destinoPais: 'EX', prazoDias: 30 },
    ];
    for (const body of bodies) expect((await call('POST', BASE, body)).statusCode).toBe(201);
    const list = async (query: string) =>
      (await call('GET', `${BASE}?pageSize=100&${query}`))
        .json()
        .data.items.map((r: { prazoDias: number }) => r.prazoDias);
    expect((await list('transportador=11.111.111')).sort()).toEqual([2, 3]);
    expect((await list('destinoUf=PR')).sort()).toEqual([2, 4]);
    expect(await list('origemUf=SP&transportador=11111111000111')).toEqual([3]);
    expect((await list('destinoNivel=pais')).sort((a: number, b: number) => a - b)).toEqual([9, 30]);
  });

  it('edits every row a filter selects at once and answers how many changed', async () => {
    const res = await call('POST', `${BASE}/editMultiple`, {
      filtros: { transportador: '11111111000111' },
      valores: { prazoDias: 7, tipoDias: 'uteis' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ alterados: 2 });
    const rows = (await call('GET', `${BASE}?pageSize=100&transportador=11111111000111`)).json().data.items;
    expect(rows.map((r: { prazoDias: number; tipoDias: string }) => [r.prazoDias, r.tipoDias])).toEqual([
      [7, 'uteis'],
      [7, 'uteis'],
    ]);
    const others = (await call('GET', `${BASE}?pageSize=100&transportador=22222222000122`)).json().data.items;
    expect(others[0].prazoDias).toBe(4);

    const off = await call('POST', `${BASE}/editMultiple`, {
      filtros: { destinoNivel: 'pais' },
      valores: { ativo: false },
    });
    expect(off.json().data).toEqual({ alterados: 2 });

    const empty = await call('POST', `${BASE}/editMultiple`, { filtros: {}, valores: {} });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors.join('\n')).toContain('Escolha ao menos um valor para alterar');
    const bad = await call('POST', `${BASE}/editMultiple`, {
      filtros: { destinoUf: 'ZZ' },
      valores: { prazoDias: 1 },
    });
    expect(bad.statusCode).toBe(400);
  });
});
