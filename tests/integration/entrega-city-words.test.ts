// The delivery list's city filter reads the city's words stored with each NF-e (migration 0090):
// it must find exactly the deliveries the words folded on the fly find, accents, case and word
// beginnings alike, in a page and in its total.
import type { FastifyInstance } from 'fastify';
import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  entregaResource,
  filterTargets,
  READ_ONLY_RESOURCES,
  RESOURCES,
  type FilterDef,
} from '../../src/domain/resources';
import { filterConditions } from '../../server/resources/filter-conditions';
import { untyped } from '../../server/resources/read-routes';
import { foldedWords } from '../../server/resources/words-match';
import { insertDelivery } from './entrega-fixtures';
import { authHeaders, createTestApp, DATABASES, login, type TestApp } from './helpers';

/** Cities by NF-e number: accents, cedillas, hyphens, an apostrophe, a prefix of another. */
const CITIES: Record<string, string | null> = {
  '901': 'SÃO JOÃO D’ALIANÇA',
  '902': 'São João del-Rei',
  '903': 'Mogi-Guaçu',
  '904': 'PÃO DE AÇÚCAR',
  '905': 'Itaú de Minas',
  '906': 'Içara',
  '907': 'Curitiba',
  '908': 'curitibanos',
  '909': null,
  '910': '',
};

/** What people type, each with the deliveries it must find. */
const TYPED: [string, string[]][] = [
  ['sao joao', ['901', '902']],
  ['JOÃO são', ['901', '902']],
  ['são joão DEL', ['902']],
  ['acucar', ['904']],
  ['AÇÚ pão', ['904']],
  ['guacu', ['903']],
  ['mogi-guaçu', ['903']],
  ['itau minas', ['905']],
  ['ÍÇARA', ['906']],
  ['Curitiba', ['907', '908']],
  ['CURITIBANOS', ['908']],
  // Word beginnings only.
  ['iba', []],
  ['ucar', []],
  ['alianca', ['901']],
  ['de', ['902', '904', '905']],
];

/** The city filter as it was: the same target with the words folded row by row. */
const FOLDED_ON_THE_FLY: FilterDef[] = [
  { name: 'cidade', kind: 'text', column: 'destinatarioMunicipio', op: 'words' },
];

describe.each(DATABASES)('the city filter’s stored words on %s', (kind) => {
  let testApp: TestApp;
  let app: FastifyInstance;
  let token: string;
  let company: number;

  beforeAll(async () => {
    testApp = await createTestApp(kind);
    app = testApp.app;
    token = await login(app, 'admin');
    company = (await app.inject({ url: '/api/scheduler/v1/access/me', headers: authHeaders(token) })).json()
      .data.empresaId;
    for (const [numero, city] of Object.entries(CITIES)) {
      const { id } = await insertDelivery(app.db, company, {
        numero,
        dataEmissao: `2024-05-${numero.slice(1)}T10:00:00-03:00`,
        destinatarioMunicipio: city ?? 'a apagar',
      });
      if (city === null) {
        await sql`update nota_fiscal set destinatario_municipio = null
          where id = (select nota_fiscal_id from entrega where id = ${id})`.execute(app.db);
      }
    }
  });
  afterAll(() => testApp?.close());

  const db = (): Kysely<any> => untyped(app.db); // eslint-disable-line @typescript-eslint/no-explicit-any

  it('stores, for every declared column that keeps its words, what folding the column gives', async () => {
    const stored = [...RESOURCES, ...READ_ONLY_RESOURCES].flatMap((def) =>
      (def.filters ?? [])
        .flatMap(filterTargets)
        .flatMap((target) =>
          target.storedWords ? [{ table: def.table, column: target.column, words: target.storedWords }] : [],
        ),
    );
    expect(stored.map((s) => s.table)).toContain(entregaResource.table);
    for (const { table, column, words } of stored) {
      const { rows, differ } = await db()
        .selectFrom(table)
        .select((eb) => [
          eb.fn.countAll<number>().as('rows'),
          eb.fn
            .countAll<number>()
            .filterWhere(sql<boolean>`${sql.ref(words)} is distinct from ${foldedWords(column)}`)
            .as('differ'),
        ])
        .executeTakeFirstOrThrow();
      expect(Number(rows), table).toBeGreaterThan(0);
      expect(Number(differ), `${table}.${words}`).toBe(0);
    }
  });

  it('finds the deliveries of a city by the beginnings of its words, ignoring case and accents', async () => {
    for (const [typed, expected] of TYPED) {
      const res = await app.inject({
        url: `/api/tracking/entrega?pageSize=150&cidade=${encodeURIComponent(typed)}`,
        headers: authHeaders(token),
      });
      expect(res.statusCode, typed).toBe(200);
      const { items, total } = res.json().data as { items: { numero: string }[]; total: number };
      const found = items.map((row) => row.numero).sort();
      const folded = await db()
        .selectFrom('entregaLista')
        .select('numero')
        .where('empresaId', '=', company)
        .where(filterConditions(FOLDED_ON_THE_FLY, { cidade: typed }))
        .orderBy('numero')
        .execute();
      expect(found, typed).toEqual(expected);
      expect(found, typed).toEqual(folded.map((row) => row.numero));
      expect(total, typed).toBe(expected.length);
    }
  });
});
