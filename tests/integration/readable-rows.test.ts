// A declaration's readableRows applied wherever its rows are read: a row the get answers as not
// found is neither listed, nor counted in the list's total, nor exported, nor offered to a
// reference, whatever the search, sort, page or selection asks for.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csvRecords } from '../../src/domain/csv/csv-table';
import { mountProbe, PROBE } from './engine-probe';
import { authHeaders, createTestApp, DATABASES, login, type TestApp } from './helpers';

describe.each(DATABASES)('readable rows on %s', (kind) => {
  let testApp: TestApp;
  let app: FastifyInstance;
  let admin: string;
  let operador: string;
  const ids: Record<string, number> = {};

  const get = (token: string, url: string) => app.inject({ method: 'GET', url, headers: authHeaders(token) });

  const listed = async (token: string, query = '') => {
    const answer = await get(token, `${PROBE}?${query}`);
    expect(answer.statusCode).toBe(200);
    const { items, total } = answer.json().data as { items: { nome: string }[]; total: number };
    return { names: items.map((item) => item.nome), total };
  };

  const exported = async (token: string, query = '') => {
    const answer = await get(token, `${PROBE}/export?format=csv${query}`);
    expect(answer.statusCode).toBe(200);
    // The header, then one line per row: the names are the second column.
    return csvRecords(answer.body)
      .slice(1)
      .map((row) => row[1]);
  };

  beforeAll(async () => {
    testApp = await createTestApp(kind);
    app = testApp.app;
    await mountProbe(app);
    admin = await login(app, 'admin');
    operador = await login(app, 'operador');
    for (const [nome, restrito] of [
      ['aberto um', false],
      ['fechado um', true],
      ['aberto dois', false],
      ['fechado dois', true],
    ] as const) {
      const created = await app.inject({
        method: 'POST',
        url: PROBE,
        headers: authHeaders(admin),
        payload: { nome, restrito },
      });
      expect(created.statusCode).toBe(201);
      ids[nome] = created.json().data.id;
    }
  });
  afterAll(() => testApp?.close());

  it('lists and counts only the rows the get would answer', async () => {
    expect(await listed(admin)).toEqual({
      names: ['aberto um', 'fechado um', 'aberto dois', 'fechado dois'],
      total: 4,
    });
    expect(await listed(operador)).toEqual({ names: ['aberto um', 'aberto dois'], total: 2 });
    expect((await get(operador, `${PROBE}/${ids['fechado um']}`)).statusCode).toBe(404);
  });

  it('hides them from a search, a sort and a later page too', async () => {
    expect(await listed(operador, 'search=fechado')).toEqual({ names: [], total: 0 });
    expect(await listed(admin, 'search=fechado')).toEqual({
      names: ['fechado um', 'fechado dois'],
      total: 2,
    });
    expect(await listed(operador, 'sort=-nome')).toEqual({ names: ['aberto um', 'aberto dois'], total: 2 });
    expect(await listed(operador, 'pageSize=5&page=2')).toEqual({ names: [], total: 2 });
  });

  it("offers and counts only those rows as a reference's options", async () => {
    const options = async (token: string, query: string) => {
      const answer = await get(token, `${PROBE}/options?label=nome&${query}`);
      expect(answer.statusCode).toBe(200);
      const { items, total } = answer.json().data as { items: { label: string }[]; total: number };
      return { labels: items.map((item) => item.label), total };
    };
    expect(await options(operador, 'search=um')).toEqual({ labels: ['aberto um'], total: 1 });
    expect(await options(admin, 'search=um')).toEqual({ labels: ['aberto um', 'fechado um'], total: 2 });
    const chosen = `ids=${ids['fechado um']},${ids['aberto um']}`;
    expect((await options(operador, chosen)).labels).toEqual(['aberto um']);
  });

  it('exports only the rows the list shows', async () => {
    expect(await exported(admin)).toEqual(['aberto um', 'fechado um', 'aberto dois', 'fechado dois']);
    expect(await exported(operador)).toEqual(['aberto um', 'aberto dois']);
    const selection = `&ids=${ids['fechado um']},${ids['aberto dois']}`;
    expect(await exported(operador, selection)).toEqual(['aberto dois']);
    expect(await exported(admin, selection)).toEqual(['fechado um', 'aberto dois']);
  });
});
