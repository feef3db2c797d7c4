import { describe, expect, it } from 'vitest';
import readXlsxFile from 'read-excel-file/node';
import { csvCellText } from '../../../../src/domain/csv/csv-cell';
import { csvRecords } from '../../../../src/domain/csv/csv-table';
import { sheetTable } from '../../../../src/domain/spreadsheet/sheet-table';
import { sheetFile } from '../../../spreadsheets/write-sheet';
import { deParaSheet, hasDeParaHeader, withCnpjZeros } from './de-para-spreadsheet';

const rows = [
  {
    transportadorCnpj: '',
    codigoTransportador: '1',
    codigoEmbarcador: 'ENT',
    descricao: 'Entregue; ok',
    status: 'entregue' as const,
  },
  {
    transportadorCnpj: '55444333000122',
    codigoTransportador: 'A7',
    codigoEmbarcador: '@SUM(A1)',
    descricao: '=HYPERLINK("http://example.invalid")',
    status: 'devolvida' as const,
  },
];

describe('the de-para file', () => {
  it('writes a CSV under the field names, guarding formulas, that reads back as it was', async () => {
    const csv = String(await sheetFile('csv', deParaSheet(rows)));
    const lines = csv.split('\r\n');
    expect(lines[0]).toBe('\ufefftransportadorCnpj;codigoTransportador;codigoEmbarcador;descricao;status');
    expect(lines[1]).toBe(';1;ENT;"Entregue; ok";entregue');
    expect(lines[2]).toBe(`55444333000122;A7;'@SUM(A1);"'=HYPERLINK(""http://example.invalid"")";devolvida`);
    const table = sheetTable(csvRecords(csv).map((record) => record.map(csvCellText)));
    expect(hasDeParaHeader(table)).toBe(true);
    expect(table.rows[1]?.cells).toEqual([
      '55444333000122',
      'A7',
      '@SUM(A1)',
      rows[1]?.descricao,
      'devolvida',
    ]);
  });

  it('writes a workbook of text cells, the carrier code too', async () => {
    const [sheet] = await readXlsxFile((await sheetFile('xlsx', deParaSheet(rows))) as Buffer);
    expect(sheet?.data[1]).toEqual([null, '1', 'ENT', 'Entregue; ok', 'entregue']);
    expect(sheet?.data[2]).toEqual(['55444333000122', 'A7', '@SUM(A1)', rows[1]?.descricao, 'devolvida']);
  });

  it('gives a CNPJ a spreadsheet stored as a number its leading zeros back', () => {
    const table = withCnpjZeros(
      sheetTable([
        ['status', 'transportadorCnpj'],
        ['entregue', { number: '4433300012201' }],
        ['entregue', '123'],
      ]),
    );
    expect(table.rows.map((row) => row.cells[1])).toEqual(['04433300012201', '123']);
  });
});
