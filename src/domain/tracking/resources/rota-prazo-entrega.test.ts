import { describe, expect, it } from 'vitest';
import { editMultipleBody } from '../entrega/rota-prazo-edit-multiple';
import { rotaPrazoEntregaInput } from './rota-prazo-entrega';

const messages = (body: object) => {
  const result = rotaPrazoEntregaInput.safeParse(body);
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

// The schema names its messages by catalog id; the server and the forms word them per language.
describe('rotaPrazoEntregaInput', () => {
  it('stores empty fields as "any" (null), upper-cases UFs and keeps the CNPJ digits', () => {
    expect(
      rotaPrazoEntregaInput.parse({
        transportadorCnpj: '55.444.333/0001-22',
        origemUf: ' sp ',
        destinoUf: 'rj',
        prazoDias: '3',
      }),
    ).toEqual({
      transportadorCnpj: '55444333000122',
      origemUf: 'SP',
      origemIbge: null,
      destinoPais: null,
      destinoUf: 'RJ',
      destinoIbge: null,
      prazoDias: 3,
      tipoDias: 'corridos',
    });
  });
  it('accepts a country row and a city row with its UF', () => {
    expect(messages({ destinoPais: 'ex', prazoDias: 20 })).toEqual([]);
    expect(messages({ destinoUf: 'SP', destinoIbge: '3550308', prazoDias: 1, tipoDias: 'uteis' })).toEqual(
      [],
    );
  });
  it('tells what is wrong with each field', () => {
    expect(messages({ prazoDias: 1 })).toEqual(['destinoUf: resource.rotaPrazoEntrega.error.destino']);
    expect(messages({ destinoUf: 'SP' })).toContain('prazoDias: resource.rotaPrazoEntrega.error.prazoDias');
    expect(messages({ destinoUf: 'SP', prazoDias: -1 })).toContain(
      'prazoDias: resource.rotaPrazoEntrega.error.prazoFaixa',
    );
    expect(messages({ destinoUf: 'SP', prazoDias: 1.5 })).toContain(
      'prazoDias: resource.rotaPrazoEntrega.error.prazoInteiro',
    );
    expect(messages({ origemUf: 'EX', destinoUf: 'SP', prazoDias: 1 })).toContain(
      'origemUf: resource.rotaPrazoEntrega.error.origemUf',
    );
    expect(messages({ origemIbge: '3550308', destinoUf: 'SP', prazoDias: 1 })).toContain(
      'origemUf: resource.rotaPrazoEntrega.error.origemUfDoMunicipio',
    );
    expect(messages({ origemUf: 'MG', origemIbge: '3550308', destinoUf: 'SP', prazoDias: 1 })).toContain(
      'origemIbge: resource.rotaPrazoEntrega.error.origemIbgeForaDaUf',
    );
    expect(messages({ destinoPais: 'AR', prazoDias: 1 })).toContain(
      'destinoPais: resource.rotaPrazoEntrega.error.destinoPais',
    );
  });
});

describe('editMultipleBody', () => {
  it('needs a value to set and takes the list filters', () => {
    expect(editMultipleBody.safeParse({ valores: {} }).success).toBe(false);
    expect(editMultipleBody.parse({ filtros: { destinoUf: 'SP' }, valores: { ativo: false } })).toEqual({
      filtros: { destinoUf: 'SP' },
      valores: { ativo: false },
    });
    expect(
      editMultipleBody.safeParse({ filtros: { destinoUf: 'XX' }, valores: { prazoDias: 1 } }).success,
    ).toBe(false);
  });
});

describe('rotaPrazoEntregaInput parsed twice', () => {
  it('takes its own output again, as the form sends it', () => {
    const once = rotaPrazoEntregaInput.parse({
      transportadorCnpj: '82.604.042/0004-49',
      destinoUf: 'sp',
      prazoDias: 9,
    });
    expect(rotaPrazoEntregaInput.parse(once)).toEqual(once);
  });
});
