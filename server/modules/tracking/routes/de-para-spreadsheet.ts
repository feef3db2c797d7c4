// The de-para file: the company's whole occurrence mapping under a header of field names
// (transportadorCnpj;codigoTransportador;codigoEmbarcador;descricao;status), raw values, for a
// round trip through a spreadsheet or another program. Only its layout lives here; it is read and
// written by the platform's sheets (server/spreadsheets) and imported by the resource engine's
// import (server/resources/spreadsheet).
import {
  DE_PARA_CSV_COLUMNS,
  type DeParaCsvRow,
} from '../../../../src/domain/tracking/ocorrencia/de-para-csv';
import type { SheetValue } from '../../../../src/domain/resources/spreadsheet/sheet-export-values';
import { isSheetNumber, plainNumber, type SheetTable } from '../../../../src/domain/spreadsheet/sheet-table';
import type { SheetContent } from '../../../spreadsheets/write-sheet';

const CNPJ_DIGITS = 14;
const CNPJ_COLUMN = DE_PARA_CSV_COLUMNS.indexOf('transportadorCnpj');

const text = (value: string): SheetValue =>
  value === '' ? { kind: 'empty' } : { kind: 'text', text: value };

/**
 * The mapping as the de-para file's sheet: every value as text, the carrier's code too (it may
 * hold letters, and a spreadsheet must not read '0A' or '1E5' as a number).
 */
export const deParaSheet = (rows: readonly DeParaCsvRow[]): SheetContent => ({
  name: 'De-para',
  header: [...DE_PARA_CSV_COLUMNS],
  rows: rows.map((row) => DE_PARA_CSV_COLUMNS.map((column) => text(String(row[column])))),
  widths: [20, 20, 20, 40, 16],
});

/** Whether the header names every column of the file (others are ignored). */
export const hasDeParaHeader = (table: SheetTable): boolean =>
  DE_PARA_CSV_COLUMNS.every((column) => table.header.includes(column));

/** A CNPJ a spreadsheet stored as a number dropped its leading zeros: they come back. */
export const withCnpjZeros = (table: SheetTable): SheetTable => {
  const column = table.header.indexOf(DE_PARA_CSV_COLUMNS[CNPJ_COLUMN] ?? '');
  if (column < 0) return table;
  return {
    ...table,
    rows: table.rows.map((row) => {
      const cell = row.cells[column];
      const digits = cell !== undefined && isSheetNumber(cell) ? plainNumber(cell.number) : '';
      if (!/^\d+$/.test(digits)) return row;
      const cells = [...row.cells];
      cells[column] = digits.padStart(CNPJ_DIGITS, '0');
      return { ...row, cells };
    }),
  };
};
