import { describe, expect, it } from 'vitest';
import { csvObjects, deParaToCsv, parseCsv } from './de-para-csv';

describe('de-para CSV', () => {
  it('writes a header and quotes what needs quoting, and reads it back', () => {
    const csv = deParaToCsv([
      {
        transportadorCnpj: '',
        codigoTransportador: 1,
        codigoEmbarcador: 'ENT',
        descricao: 'Entregue; ok',
        status: 'entregue',
      },
      {
        transportadorCnpj: '55444333000122',
        codigoTransportador: 25,
        codigoEmbarcador: 'DEV "x"',
        descricao: 'Devolvida',
        status: 'devolvida',
      },
    ]);
    expect(csv.split('\r\n')[0]).toBe(
      'transportadorCnpj;codigoTransportador;codigoEmbarcador;descricao;status',
    );
    expect(csvObjects(csv)).toEqual([
      {
        line: 2,
        values: {
          transportadorCnpj: '',
          codigoTransportador: '1',
          codigoEmbarcador: 'ENT',
          descricao: 'Entregue; ok',
          status: 'entregue',
        },
      },
      {
        line: 3,
        values: {
          transportadorCnpj: '55444333000122',
          codigoTransportador: '25',
          codigoEmbarcador: 'DEV "x"',
          descricao: 'Devolvida',
          status: 'devolvida',
        },
      },
    ]);
  });

  it('reads comma-separated files with a BOM, blank lines and no final line break', () => {
    expect(parseCsv('\ufeffa,b\n\n1,"2\n3"')).toEqual([
      ['a', 'b'],
      ['1', '2\n3'],
    ]);
  });
});
