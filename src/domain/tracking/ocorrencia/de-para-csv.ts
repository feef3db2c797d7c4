// The company's occurrence mapping as a CSV file, for export and import. Semicolons, as a
// spreadsheet in Brazilian Portuguese writes them; a comma-separated file is read too. Pure: the
// server parses and writes (the XLSX form goes through the same rows, see tableObjects).
import { csvCell, csvCellText } from '../../csv/csv-cell';
import type { EntregaStatus } from '../entrega/entrega-status';

export const DE_PARA_CSV_COLUMNS = [
  'transportadorCnpj',
  'codigoTransportador',
  'codigoEmbarcador',
  'descricao',
  'status',
] as const;

export interface DeParaCsvRow {
  transportadorCnpj: string;
  codigoTransportador: number;
  codigoEmbarcador: string;
  descricao: string;
  status: EntregaStatus;
}

export function deParaToCsv(rows: readonly DeParaCsvRow[]): string {
  const lines = [DE_PARA_CSV_COLUMNS.join(';')];
  for (const row of rows) lines.push(DE_PARA_CSV_COLUMNS.map((column) => csvCell(row[column])).join(';'));
  return `${lines.join('\r\n')}\r\n`;
}

/** Splits CSV text into records of fields (quotes, doubled quotes and line breaks in quotes). */
export function parseCsv(text: string): string[][] {
  const source = text.startsWith('\ufeff') ? text.slice(1) : text;
  const firstLine = source.split(/\r?\n/, 1)[0] ?? '';
  const separator = firstLine.includes(';') ? ';' : ',';
  const records: string[][] = [];
  let field = '';
  let record: string[] = [];
  let quoted = false;
  for (let index = 0; index < source.length; index += 1) {
    const char = source[index];
    if (quoted) {
      if (char === '"' && source[index + 1] === '"') {
        field += '"';
        index += 1;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === separator) {
      record.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && source[index + 1] === '\n') index += 1;
      record.push(field);
      records.push(record);
      record = [];
      field = '';
    } else field += char;
  }
  if (field !== '' || record.length > 0) {
    record.push(field);
    records.push(record);
  }
  return records.filter((fields) => fields.some((value) => value.trim() !== ''));
}

/** Rows as objects keyed by the header's column names (unknown columns are kept, then ignored). */
export function csvObjects(text: string): TableObject[] {
  // A text this product exported behind an apostrophe (so a spreadsheet shows it as text) comes
  // back as it was.
  return tableObjects(parseCsv(text).map((record) => record.map(csvCellText)));
}

export interface TableObject {
  /** The row's line in the file (the header is line 1), for error messages. */
  line: number;
  values: Record<string, string>;
}

/** A header row and data rows (from a CSV or a spreadsheet) as objects keyed by column name. */
export function tableObjects(records: readonly (readonly string[])[]): TableObject[] {
  const [header = [], ...rows] = records;
  const names = header.map((name) => name.trim());
  return rows
    .map((fields, index) => ({
      line: index + 2,
      values: Object.fromEntries(names.map((name, column) => [name, (fields[column] ?? '').trim()])),
    }))
    .filter((row) => Object.values(row.values).some((value) => value !== ''));
}
