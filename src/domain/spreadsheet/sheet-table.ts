// An uploaded sheet (a CSV file or a workbook's first sheet) as a header and numbered rows of
// cells. A workbook's numbers arrive as the text the file stores ('1234.56', '4433300012201'),
// never as floats, so money keeps its cents and a long code its digits. Pure: no I/O.
import Big from 'big.js';

/** A number exactly as the file wrote it ('1234.56', '1.5E3'): never a float. */
export interface SheetNumber {
  readonly number: string;
}

/** One cell: text, an exact number, a truth value, a day or instant (UTC parts), or nothing. */
export type SheetCell = string | SheetNumber | boolean | Date | null;

export interface SheetRow {
  /** The row's number in the file (the header is row 1), for the report. */
  line: number;
  cells: readonly SheetCell[];
}

export interface SheetTable {
  /** The first row's texts, trimmed. */
  header: string[];
  /** Every later row that holds something, numbered as the file numbers it. */
  rows: SheetRow[];
}

export const isSheetNumber = (cell: SheetCell): cell is SheetNumber =>
  typeof cell === 'object' && cell !== null && !(cell instanceof Date);

/** The number's digits without an exponent ('1.5E3' → '1500'); the text itself if it is none. */
export const plainNumber = (text: string): string => {
  try {
    return new Big(text.trim()).toFixed();
  } catch {
    return text.trim();
  }
};

const pad = (n: number) => String(n).padStart(2, '0');

/** A day 'yyyy-mm-dd', with ' hh:mm' when the instant is not a midnight (UTC parts). */
const dateText = (date: Date): string => {
  const day = `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
  const midnight = date.getUTCHours() === 0 && date.getUTCMinutes() === 0;
  return midnight ? day : `${day} ${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}`;
};

/** A cell as the text a CSV file would hold. */
export function cellText(cell: SheetCell): string {
  if (cell === null) return '';
  if (typeof cell === 'string') return cell;
  if (typeof cell === 'boolean') return cell ? 'true' : 'false';
  if (cell instanceof Date) return Number.isNaN(cell.getTime()) ? '' : dateText(cell);
  return plainNumber(cell.number);
}

export const isBlankCell = (cell: SheetCell): boolean => cellText(cell).trim() === '';

/** Records (the header first) as a table: blank rows are dropped, the others keep their number. */
export function sheetTable(records: readonly (readonly SheetCell[])[]): SheetTable {
  const [first = [], ...rest] = records;
  return {
    header: first.map((cell) => cellText(cell).trim()),
    rows: rest
      .map((cells, index) => ({ line: index + 2, cells }))
      .filter((row) => !row.cells.every(isBlankCell)),
  };
}
