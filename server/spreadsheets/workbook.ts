// Excel workbooks (.xlsx) in and out: read by read-excel-file, written by write-excel-file (small,
// kept, one dependency each; SheetJS is no longer published to npm and exceljs is large for one
// table). An uploaded workbook is a zip: its directory is checked against tight limits before the
// reader inflates anything, so a small hostile file cannot expand into gigabytes. Numbers are read
// as the text the file stores, so no digit is lost to a float.
import { InvalidInputError, InvalidSpreadsheetError, readSheet } from 'read-excel-file/node';
import writeXlsxFile, { type Cell, type SheetData } from 'write-excel-file/node';
import type { SheetCell, SheetNumber } from '../../src/domain/spreadsheet/sheet-table';
import { formatBytes, inspectZipBytes, type ZipLimits, ZipDirectoryRejected } from '../files/zip-directory';
import { SheetRejected } from './sheet-rejected';

/** A sheet of a few thousand short rows: a workbook far beyond this is not one (de-para's limits). */
export const WORKBOOK_LIMITS: ZipLimits = {
  maxEntries: 100,
  maxTotalBytes: 64 * 1024 ** 2,
  maxEntryBytes: 64 * 1024 ** 2,
  maxRatio: 200,
};

const asCell = (value: unknown): SheetCell => {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' || typeof value === 'boolean' || value instanceof Date) return value;
  if (typeof value === 'object' && 'number' in value) return value as SheetNumber;
  return String(value);
};

/** The first sheet's rows as cells; refuses what is not a readable workbook within the limits. */
export async function readWorkbook(bytes: Buffer): Promise<SheetCell[][]> {
  try {
    await inspectZipBytes(bytes, WORKBOOK_LIMITS);
    const rows = await readSheet<SheetNumber>(bytes, { parseNumber: (number) => ({ number }) });
    return rows.map((row) => row.map(asCell));
  } catch (error) {
    if (error instanceof ZipDirectoryRejected) {
      const { problem } = error;
      if (problem.reason === 'tooManyFiles')
        throw new SheetRejected('tooManyParts', { max: problem.maxEntries });
      if (problem.reason === 'tooLargeUncompressed') {
        throw new SheetRejected('tooLargeUncompressed', { size: formatBytes(problem.maxTotalBytes) });
      }
      if (problem.reason === 'suspiciousRatio') {
        throw new SheetRejected('suspiciousRatio', { name: problem.name, ratio: problem.ratio });
      }
      throw new SheetRejected('unreadableWorkbook');
    }
    if (error instanceof InvalidInputError || error instanceof InvalidSpreadsheetError) {
      throw new SheetRejected('unreadableWorkbook');
    }
    throw error;
  }
}

export interface WorkbookSheet {
  /** The sheet's tab name. */
  name: string;
  /** The rows, the header first (bold). */
  rows: readonly (readonly Cell[])[];
  /** Column widths in characters. */
  widths?: readonly number[];
  /** Right to left, for a sheet in Arabic. */
  rightToLeft?: boolean;
}

/** A workbook of one sheet, its first row bold and kept in view when scrolling. */
export async function writeWorkbook({ name, rows, widths, rightToLeft }: WorkbookSheet): Promise<Buffer> {
  const [header = [], ...body] = rows;
  const data: SheetData = [
    header.map((cell) =>
      cell !== null && typeof cell === 'object' && !(cell instanceof Date)
        ? { ...cell, fontWeight: 'bold' as const }
        : { value: cell ?? undefined, fontWeight: 'bold' as const },
    ) as SheetData[number],
    ...body.map((row) => [...row]),
  ];
  return writeXlsxFile(data, {
    sheet: name,
    columns: widths?.map((width) => ({ width })),
    stickyRowsCount: 1,
    rightToLeft,
  }).toBuffer();
}
