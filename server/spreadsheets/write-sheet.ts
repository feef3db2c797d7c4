// A sheet of typed values (sheet-export-values.ts) as a file: CSV text (semicolons, a BOM, every
// text cell through the injection guard) or an XLSX workbook (real number, yes/no and date cells;
// decimals stay exact text).
import type { Cell } from 'write-excel-file/node';
import type { SheetFormat } from '../../src/domain/resources/spreadsheet/sheet-declaration';
import type { SheetValue } from '../../src/domain/resources/spreadsheet/sheet-export-values';
import { csvFile, type CsvValue } from '../../src/domain/csv/csv-table';
import { writeWorkbook } from './workbook';

export const CONTENT_TYPES: Readonly<Record<SheetFormat, string>> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

export interface SheetContent {
  /** The sheet's tab name (a workbook's). */
  name: string;
  header: readonly string[];
  rows: readonly (readonly SheetValue[])[];
  widths?: readonly number[];
  rightToLeft?: boolean;
}

const csvValue = (value: SheetValue): CsvValue => {
  switch (value.kind) {
    case 'empty':
      return null;
    case 'integer':
      return value.value;
    case 'decimal':
      return { number: value.text };
    case 'day':
      return value.day;
    case 'text':
    case 'boolean':
    case 'dateTime':
      return value.text;
  }
};

/** 'yyyy-mm-dd hh:mm' as a date whose UTC parts are that wall-clock time (a workbook has no zone). */
const wallClock = (text: string) => new Date(`${text.replace(' ', 'T')}:00Z`);

const workbookCell = (value: SheetValue): Cell => {
  switch (value.kind) {
    case 'empty':
      return null;
    case 'text':
      return { type: String, value: value.text };
    case 'integer':
      return { type: Number, value: value.value };
    case 'decimal':
      return { type: String, value: value.text, align: 'right' };
    case 'boolean':
      return { type: Boolean, value: value.value };
    case 'day':
      return { type: Date, value: new Date(`${value.day}T00:00:00Z`), format: 'yyyy-mm-dd' };
    case 'dateTime':
      return { type: Date, value: wallClock(value.text), format: 'yyyy-mm-dd hh:mm' };
  }
};

/** The file's body in the format. */
export async function sheetFile(format: SheetFormat, content: SheetContent): Promise<string | Buffer> {
  if (format === 'csv') return csvFile([content.header, ...content.rows.map((row) => row.map(csvValue))]);
  return writeWorkbook({
    name: content.name,
    rows: [
      content.header.map((title) => ({ type: String, value: title })),
      ...content.rows.map((row) => row.map(workbookCell)),
    ],
    widths: content.widths,
    rightToLeft: content.rightToLeft,
  });
}
