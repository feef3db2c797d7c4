import { describe, expect, it } from 'vitest';
import { searchMunicipios } from './municipios';

describe('searchMunicipios', () => {
  it('finds a city by part of its name without accents, in its UF, with its IBGE code', () => {
    expect(searchMunicipios({ busca: 'ubatu', uf: 'SP' })).toEqual([
      { ibge: '3555406', nome: 'Ubatuba', uf: 'SP' },
    ]);
    expect(searchMunicipios({ busca: 'sao paulo' })[0]).toEqual({
      ibge: '3550308',
      nome: 'São Paulo',
      uf: 'SP',
    });
  });

  it('names a stored code and keeps answers short', () => {
    expect(searchMunicipios({ busca: '', ibge: '4205407' })).toEqual([
      { ibge: '4205407', nome: 'Florianópolis', uf: 'SC' },
    ]);
    expect(searchMunicipios({ busca: 'a' })).toHaveLength(30);
  });
});
