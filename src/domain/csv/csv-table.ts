// A CSV file as records of fields and back. Semicolons, as a spreadsheet in Brazilian Portuguese
// writes them; a file separated by commas or tabs is read too. Every cell written goes through
// the CSV injection guard (csv-cell.ts). Pure: the server reads uploads and writes exports with it.
import { csvCell } from './csv-cell';

/** The separator of a file: a semicolon, else a comma, else a tab, as its first line shows. */
const separatorOf = (firstLine: string): string =>
  firstLine.includes(';') ? ';' : firstLine.includes(',') ? ',' : firstLine.includes('\t') ? '\t' : ';';

/**
 * Splits CSV text into records of fields (quotes, doubled quotes and line breaks in quotes). Blank
 * records are kept, so a record's position is its row number in a spreadsheet (the first is 1).
 */
export function csvRecords(text: string): string[][] {
  const source = text.startsWith('\ufeff') ? text.slice(1) : text;
  const separator = separatorOf(source.split(/\r?\n/, 1)[0] ?? '');
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
  return records;
}

/** Whether a record holds nothing but blanks (an empty line between rows). */
export const isBlankRecord = (fields: readonly string[]): boolean =>
  fields.every((value) => value.trim() === '');

/** A number as exact text ('1234.50', '-0.5'), written as it is: never a float on the way. */
export interface CsvNumber {
  readonly number: string;
}

/** A value of a CSV file: text (guarded against formulas) or a number written as it is. */
export type CsvValue = string | number | CsvNumber | null | undefined;

const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;

/** One value as its cell; an exact number that is not a plain number is guarded as text. */
const cellOf = (value: CsvValue): string => {
  if (value === null || value === undefined || typeof value !== 'object') return csvCell(value);
  return PLAIN_NUMBER.test(value.number) ? csvCell(value.number, 'number') : csvCell(value.number);
};

/**
 * A whole CSV file: a byte order mark (so a spreadsheet opens the accents right), semicolons and
 * CRLF line ends, every text cell through the injection guard.
 */
export function csvFile(rows: readonly (readonly CsvValue[])[]): string {
  const lines = rows.map((row) => row.map(cellOf).join(';'));
  return `\ufeff${lines.join('\r\n')}\r\n`;
}
