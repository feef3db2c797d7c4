import {
  CamelCasePlugin,
  DummyDriver,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
} from 'kysely';
import { describe, expect, it } from 'vitest';
import type { FilterDef } from '../../src/domain/resources';
import { filterConditions } from './filter-conditions';
import type { RowsWanted } from './words-match';

// Compiles only: no database, the SQL and its parameters are what is checked.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const db = new Kysely<any>({
  dialect: {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (k) => new PostgresIntrospector(k),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  },
  plugins: [new CamelCasePlugin()],
});

const FILTERS: FilterDef[] = [
  { name: 'dataInicio', kind: 'date', column: 'dataEmissao', op: 'gte' },
  { name: 'dataFim', kind: 'date', column: 'dataEmissao', op: 'lte' },
  {
    name: 'nfe',
    kind: 'text',
    targets: [
      { column: 'numero', op: 'eq', normalize: 'number' },
      { column: 'chaveAcesso', op: 'eq', normalize: 'digits' },
    ],
  },
  {
    name: 'destinatario',
    kind: 'text',
    targets: [
      { column: 'destinatarioNome', op: 'words' },
      { column: 'destinatarioCnpjCpf', op: 'startsWith', normalize: 'digits' },
    ],
  },
  {
    name: 'cidade',
    kind: 'text',
    column: 'destinatarioMunicipio',
    op: 'words',
    storedWords: 'destinatarioMunicipioPalavras',
  },
  { name: 'status', kind: 'select', column: 'status', op: 'eq', options: ['pendente', 'entregue'] },
  {
    name: 'situacoes',
    kind: 'select',
    multiple: true,
    column: 'status',
    op: 'eq',
    options: ['pendente', 'emTransito', 'entregue'],
  },
];

const where = (query: Record<string, unknown>, wanted: RowsWanted = 'all') => {
  const compiled = db
    .selectFrom('entregaLista')
    .select('id')
    .where(filterConditions(FILTERS, query, wanted))
    .compile();
  return {
    sql: compiled.sql.replace(/^select "id" from "entrega_lista" where /, ''),
    parameters: compiled.parameters,
  };
};

describe('filterConditions', () => {
  it('is true without any filter value, and ignores empty values and unknown names', () => {
    expect(where({}).sql).toBe('true');
    expect(where({ status: '', nfe: '  ', outro: 'x' }).sql).toBe('true');
  });

  it('counts a period in whole days of UTC-3, the end day included', () => {
    expect(where({ dataInicio: '2024-05-01', dataFim: '2024-05-31' })).toEqual({
      sql: '("data_emissao" >= $1 and "data_emissao" < $2)',
      parameters: ['2024-05-01T00:00:00-03:00', '2024-06-01T00:00:00-03:00'],
    });
  });

  it('looks for an NF-e number or access key, cleaned of punctuation and leading zeros', () => {
    expect(where({ nfe: '000.001.234' })).toEqual({
      sql: '("numero" = $1 or "chave_acesso" = $2)',
      parameters: ['1234', '000001234'],
    });
  });

  it('matches none when the value leaves nothing to look for', () => {
    expect(where({ nfe: 'abc' }).sql).toBe('false');
  });

  it('matches a recipient by the words of the name or the first digits of the CNPJ/CPF', () => {
    const byName = where({ destinatario: 'São Jo' });
    expect(byName.sql).toContain(
      `to_tsvector('simple'::regconfig, lower(translate(coalesce("destinatario_nome", ''),`,
    );
    expect(byName.sql).toContain(`@@ to_tsquery('simple'::regconfig, lower(translate($1,`);
    expect(byName.parameters).toEqual(['São:* & Jo:*']);

    const byDocument = where({ destinatario: '12.345' });
    expect(byDocument.sql).toContain('or "destinatario_cnpj_cpf" like $2)');
    expect(byDocument.parameters).toEqual(['12:* & 345:*', '12345%']);
  });

  it('matches a city by its stored words, tested row by row in a page and indexed in a count', () => {
    const all = where({ cidade: 'São Jo' });
    expect(all.sql).toMatch(
      /^"destinatario_municipio_palavras" @@ to_tsquery\('simple'::regconfig, lower\(translate\(\$1,/,
    );
    expect(all.parameters).toEqual(['São:* & Jo:*']);
    const page = where({ cidade: 'São Jo' }, 'page');
    expect(page.sql).toMatch(/^ts_match_vq\("destinatario_municipio_palavras", \(select to_tsquery\(/);
    expect(page.parameters).toEqual(['São:* & Jo:*']);
    // A column without stored words is folded on the fly either way.
    expect(where({ destinatario: 'São Jo' }, 'page').sql).toContain('to_tsvector(');
  });

  it('joins filters with and', () => {
    const both = where({ status: 'entregue', nfe: '7' });
    expect(both).toEqual({
      sql: '(("numero" = $1 or "chave_acesso" = $2) and "status" = $3)',
      parameters: ['7', '7', 'entregue'],
    });
  });

  it('matches any of the options of a multiple select, each once', () => {
    expect(where({ situacoes: 'pendente,emTransito,pendente' })).toEqual({
      sql: '"status" in ($1, $2)',
      parameters: ['pendente', 'emTransito'],
    });
    expect(where({ situacoes: 'entregue' })).toEqual({ sql: '"status" in ($1)', parameters: ['entregue'] });
  });
});
