import { describe, expect, it } from 'vitest';
import { empresaResource, entregaResource } from '@/domain/resources';
import { isNarrowed, readListState, writeListState } from './list-search-params';

const read = (query: string) => readListState(entregaResource, new URLSearchParams(query));

describe('readListState', () => {
  it('gives the defaults for an empty URL', () => {
    expect(read('')).toEqual({
      page: 1,
      pageSize: 10,
      sort: '-dataEmissao',
      search: '',
      filters: {},
      detailId: undefined,
    });
  });

  it('reads page, page size, sort, filters and the open detail', () => {
    expect(
      read(
        'page=3&pageSize=25&sort=valorTotal&status=entregue&dataInicio=2024-05-01&uf=SP&nfe=101&entrega=42',
      ),
    ).toEqual({
      page: 3,
      pageSize: 25,
      sort: 'valorTotal',
      search: '',
      filters: { status: 'entregue', dataInicio: '2024-05-01', uf: 'SP', nfe: '101' },
      detailId: 42,
    });
  });

  it('falls back to defaults for values a hand-edited URL gets wrong', () => {
    const state = read(
      'page=0&pageSize=7&sort=destinatarioNome&status=perdida&dataFim=2024-02-30&entrega=abc&uf=',
    );
    expect(state).toMatchObject({
      page: 1,
      pageSize: 10,
      sort: '-dataEmissao',
      filters: {},
      detailId: undefined,
    });
    expect(read('page=-2&entrega=0').page).toBe(1);
  });
});

describe('writeListState', () => {
  it('leaves defaults out and keeps parameters the list does not own', () => {
    const state = read('status=pendente');
    const written = writeListState(
      entregaResource,
      { ...state, page: 2 },
      new URLSearchParams('tab=x&status=y'),
    );
    expect(written.toString()).toBe('tab=x&status=pendente&page=2');
    expect(writeListState(entregaResource, read('')).toString()).toBe('');
  });

  it('round-trips a full state', () => {
    const query =
      'dataInicio=2024-05-01&destinatario=Mercado+S%C3%A3o&sort=dataPrevista&pageSize=50&page=4&entrega=7';
    expect(writeListState(entregaResource, read(query)).toString()).toBe(query);
  });

  it('writes the search of registers that have one', () => {
    const state = readListState(empresaResource, new URLSearchParams('search=rota'));
    expect(state.search).toBe('rota');
    expect(writeListState(empresaResource, state).toString()).toBe('search=rota');
  });
});

describe('isNarrowed', () => {
  it('is true with a filter or a search', () => {
    expect(isNarrowed(read(''))).toBe(false);
    expect(isNarrowed(read('status=entregue'))).toBe(true);
    expect(isNarrowed({ ...read(''), search: 'x' })).toBe(true);
  });
});
