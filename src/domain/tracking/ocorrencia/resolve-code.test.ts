import { describe, expect, it } from 'vitest';
import { PROCEDA_CODES } from './proceda-codes';
import { codeTables, type DeParaCode } from './resolve-code';

const CARRIER = '11222333000181';
const row = (over: Partial<DeParaCode>): DeParaCode => ({
  transportadorCnpj: '',
  codigoTransportador: '1',
  codigoEmbarcador: 'ENT',
  descricao: 'Entregue',
  status: 'entregue',
  ...over,
});

describe('codeTables', () => {
  it('falls back to the PROCEDA table when the company maps nothing', () => {
    const tables = codeTables([], PROCEDA_CODES);
    expect(tables.resolve('25', CARRIER)).toEqual({
      descricao: 'Mercadoria Devolvida ao Cliente de Origem',
      status: 'devolvida',
      codigoEmbarcador: null,
    });
    expect(tables.resolve('123', CARRIER)).toBeNull();
  });

  it("prefers the carrier's own row over an any-carrier row over PROCEDA", () => {
    const tables = codeTables(
      [
        row({
          codigoTransportador: '1',
          codigoEmbarcador: 'ANY',
          status: 'emTransito',
          descricao: 'Qualquer',
        }),
        row({
          transportadorCnpj: CARRIER,
          codigoTransportador: '1',
          codigoEmbarcador: 'OWN',
          status: 'devolvida',
        }),
        row({ codigoTransportador: '123', codigoEmbarcador: 'X', status: 'entregue' }),
      ],
      PROCEDA_CODES,
    );
    expect(tables.resolve('1', CARRIER)?.codigoEmbarcador).toBe('OWN');
    expect(tables.resolve('1', '99888777000166')?.codigoEmbarcador).toBe('ANY');
    expect(tables.resolve('1', null)?.status).toBe('emTransito');
    expect(tables.resolve('123', null)?.status).toBe('entregue');
    expect(tables.resolve('2', CARRIER)?.status).toBe('entregueComAtraso');
  });

  it('matches codes with letters as text, and numbers whatever their leading zeros', () => {
    const tables = codeTables(
      [row({ transportadorCnpj: CARRIER, codigoTransportador: 'A7', codigoEmbarcador: 'AVARIA' })],
      PROCEDA_CODES,
    );
    expect(tables.resolve('a7', CARRIER)?.codigoEmbarcador).toBe('AVARIA');
    expect(tables.resolve('A7', '99888777000166')).toBeNull();
    expect(tables.resolve('025', CARRIER)?.status).toBe('devolvida');
  });
});
