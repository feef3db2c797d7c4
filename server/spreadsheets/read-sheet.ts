// An uploaded file as a sheet, whatever its name or declared type says: the bytes decide. A zip is
// read as a workbook (within the workbook limits); anything else must be text, in UTF-8 or the
// Windows code page Excel uses in Brazil, read as CSV. Binary that is neither (a photo, a PDF
// renamed .csv) is refused rather than read as rows of noise.
import { csvCellText } from '../../src/domain/csv/csv-cell';
import { csvRecords } from '../../src/domain/csv/csv-table';
import { type SheetTable, sheetTable } from '../../src/domain/spreadsheet/sheet-table';
import { decodeText } from '../files/decode-text';
import { startsLikeZip } from '../files/zip-directory';
import { SheetRejected } from './sheet-rejected';
import { readWorkbook } from './workbook';

// Control characters no text file holds (tabs, line breaks and form feeds aside).
// eslint-disable-next-line no-control-regex
const BINARY = /[\u0000-\u0008\u000e-\u001f\u007f]/;

/** The file's rows; refuses a file that is no sheet, has no header, or has over `maxRows` rows. */
export async function readSheet(bytes: Buffer, maxRows: number): Promise<SheetTable> {
  let records;
  if (startsLikeZip(bytes)) records = await readWorkbook(bytes);
  else {
    const text = decodeText(bytes);
    if (BINARY.test(text)) throw new SheetRejected('notSheet');
    // A text this product exported behind an apostrophe (so a spreadsheet shows it as text)
    // comes back as it was.
    records = csvRecords(text).map((record) => record.map(csvCellText));
  }
  const table = sheetTable(records);
  if (table.header.every((title) => title === '')) throw new SheetRejected('noHeader');
  if (table.rows.length > maxRows) throw new SheetRejected('tooManyRows', { max: maxRows });
  return table;
}
