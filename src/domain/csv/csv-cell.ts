// One CSV cell, safe to open in a spreadsheet. A text cell that begins with = + - @ (or their
// full-width forms), a tab or a carriage return is read by Excel, LibreOffice and Google Sheets
// as a formula, so text from users could run when the file is opened (CSV injection). As OWASP
// recommends, such a text cell gets a leading apostrophe, which spreadsheets show as text and
// hide; every cell with the separator, a quote or a line break is quoted, quotes doubled.
// Numbers are written as they are: a negative amount such as -12.5 must stay a number, and a
// number cannot hold a formula. Pure: usable by the server's exports and by the SPA.

/** Characters that make a spreadsheet read a cell as a formula (OWASP CSV injection). */
const FORMULA_START = /^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/;

export type CsvCellKind = 'text' | 'number';

/** The cell as written in the file, for a file separated by `separator` (';' by default). */
export function csvCell(
  value: string | number | null | undefined,
  kind: CsvCellKind = 'text',
  separator = ';',
): string {
  if (value === null || value === undefined) return '';
  if (kind === 'number' || typeof value === 'number') return quoteIfNeeded(String(value), separator);
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return quoteIfNeeded(text, separator);
}

function quoteIfNeeded(text: string, separator: string): string {
  const special = text.includes(separator) || /[",;\r\n]/.test(text);
  return special ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * A text cell read back from a file this product wrote: the apostrophe csvCell added is removed,
 * so an exported file imports unchanged. An apostrophe before anything else is kept.
 */
export function csvCellText(cell: string): string {
  return cell.startsWith("'") && FORMULA_START.test(cell.slice(1)) ? cell.slice(1) : cell;
}
