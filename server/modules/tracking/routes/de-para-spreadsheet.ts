// The company's occurrence mapping as an Excel workbook (.xlsx), for export and import. The rows
// are the CSV's rows (same header, same checks on import); only the container differs. An
// uploaded workbook is a zip: its directory is checked against tight limits before the reader
// inflates anything, so a small hostile file cannot expand into gigabytes.
import readXlsxFile, { InvalidInputError, InvalidSpreadsheetError } from 'read-excel-file/node';
import writeXlsxFile, { type SheetData } from 'write-excel-file/node';
import {
  DE_PARA_CSV_COLUMNS,
  type DeParaCsvRow,
} from '../../../../src/domain/tracking/ocorrencia/de-para-csv';
import { inspectZipBytes, type ZipLimits, ZipRejected } from '../imports/zip/zip-entries';

/** A mapping sheet is a few thousand short rows: a workbook far beyond this is not one. */
const WORKBOOK_LIMITS: ZipLimits = {
  maxEntries: 100,
  maxTotalBytes: 64 * 1024 ** 2,
  maxEntryBytes: 64 * 1024 ** 2,
  maxRatio: 200,
};

export class SpreadsheetRejected extends Error {}

const CNPJ_DIGITS = 14;

/** A cell as the text a CSV would have held. */
function cellText(value: unknown, column: string | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') {
    const text = Number.isInteger(value) ? value.toFixed(0) : String(value);
    // A spreadsheet that took a CNPJ for a number dropped its leading zeros.
    return column === 'transportadorCnpj' && text.length < CNPJ_DIGITS
      ? text.padStart(CNPJ_DIGITS, '0')
      : text;
  }
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  return String(value);
}

/** The first sheet's rows as text, header first; refuses what is not a readable workbook. */
export async function readDeParaWorkbook(bytes: Buffer): Promise<string[][]> {
  try {
    await inspectZipBytes(bytes, WORKBOOK_LIMITS);
    const [first] = await readXlsxFile(bytes);
    const rows = first?.data ?? [];
    const header = (rows[0] ?? []).map((cell) => cellText(cell, undefined).trim());
    return rows.map((row, index) =>
      row.map((cell, column) => cellText(cell, index === 0 ? undefined : header[column])),
    );
  } catch (error) {
    if (error instanceof ZipRejected) throw new SpreadsheetRejected(`Planilha recusada: ${error.message}`);
    if (error instanceof InvalidInputError || error instanceof InvalidSpreadsheetError) {
      throw new SpreadsheetRejected(
        'O arquivo não é uma planilha .xlsx legível (salve-a como .xlsx ou CSV).',
      );
    }
    throw error;
  }
}

/** The mapping as a workbook: a bold header and every value as text (a CNPJ keeps its zeros). */
export async function deParaToWorkbook(rows: readonly DeParaCsvRow[]): Promise<Buffer> {
  const data: SheetData = [
    DE_PARA_CSV_COLUMNS.map((column) => ({ value: column, fontWeight: 'bold' as const })),
    ...rows.map((row) =>
      DE_PARA_CSV_COLUMNS.map((column) =>
        column === 'codigoTransportador'
          ? { value: row.codigoTransportador, type: Number }
          : { value: String(row[column]), type: String },
      ),
    ),
  ];
  return writeXlsxFile(data, {
    sheet: 'De-para',
    columns: [{ width: 20 }, { width: 20 }, { width: 20 }, { width: 40 }, { width: 16 }],
  }).toBuffer();
}
