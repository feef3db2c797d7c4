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

  it('writes a description that would run as a formula behind an apostrophe, and reads it back as it was', () => {
    const row = {
      transportadorCnpj: '55444333000122',
      codigoTransportador: -1,
      codigoEmbarcador: '@SUM(A1)',
      descricao: '=HYPERLINK("http://example.invalid")',
      status: 'entregue' as const,
    };
    const csv = deParaToCsv([row]);
    const line = csv.split('\r\n')[1]!;
    expect(line).toBe(`55444333000122;-1;'@SUM(A1);"'=HYPERLINK(""http://example.invalid"")";entregue`);
    expect(csvObjects(csv)[0]!.values).toMatchObject({
      codigoTransportador: '-1',
      codigoEmbarcador: '@SUM(A1)',
      descricao: '=HYPERLINK("http://example.invalid")',
    });
  });

  it('reads comma-separated files with a BOM, blank lines and no final line break', () => {
    expect(parseCsv('\ufeffa,b\n\n1,"2\n3"')).toEqual([
      ['a', 'b'],
      ['1', '2\n3'],
    ]);
  });
});
