// Steps the spreadsheet tests share: an upload to a register's import, the import's report, and
// an export read back as rows.
import type { FastifyInstance } from 'fastify';
import readXlsxFile from 'read-excel-file/node';
import { csvCellText } from '../../../src/domain/csv/csv-cell';
import { csvRecords } from '../../../src/domain/csv/csv-table';
import type { SheetImportReport } from '../../../src/domain/resources/spreadsheet/sheet-report';
import { authHeaders } from '../helpers';
import { multipart } from '../nfe/zip-builder';

export type ImportModeName = 'check' | 'all' | 'validRows';

export const csvOf = (rows: readonly (readonly string[])[]) =>
  Buffer.from(rows.map((row) => row.join(';')).join('\r\n'));

export function uploadSheet(
  app: FastifyInstance,
  token: string,
  resource: string,
  file: Buffer,
  query: string,
  filename = 'planilha.csv',
  acceptLanguage = 'pt',
) {
  const body = multipart(file, filename);
  return app.inject({
    method: 'POST',
    url: `/api/tracking/${resource}/import?${query}`,
    payload: body.payload,
    headers: { ...authHeaders(token), ...body.headers, 'accept-language': acceptLanguage },
  });
}

/** The report of an import that must answer 200. */
export async function importReport(
  app: FastifyInstance,
  token: string,
  resource: string,
  file: Buffer,
  mode: ImportModeName,
  filename?: string,
): Promise<SheetImportReport> {
  const answer = await uploadSheet(app, token, resource, file, `mode=${mode}`, filename);
  if (answer.statusCode !== 200) throw new Error(`import answered ${answer.statusCode}: ${answer.body}`);
  return answer.json().data as SheetImportReport;
}

/** An export's rows, the header first, from CSV (the injection guard undone) or XLSX. */
export async function exportedRows(
  app: FastifyInstance,
  token: string,
  resource: string,
  query: string,
): Promise<unknown[][]> {
  const answer = await app.inject({
    method: 'GET',
    url: `/api/tracking/${resource}/export?${query}`,
    headers: authHeaders(token),
  });
  if (answer.statusCode !== 200) throw new Error(`export answered ${answer.statusCode}: ${answer.body}`);
  if (query.includes('format=xlsx')) {
    const [sheet] = await readXlsxFile(answer.rawPayload);
    return sheet?.data ?? [];
  }
  return csvRecords(answer.body).map((record) => record.map(csvCellText));
}
