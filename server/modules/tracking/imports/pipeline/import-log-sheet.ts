// An import's log as a spreadsheet, through the product's one sheet writer (CSV with the injection
// guard, or XLSX): the columns the log screen shows, titles and sentences in the asked language.
import type { Locale } from '../../../../../src/domain/constants';
import type { SheetFormat } from '../../../../../src/domain/resources/spreadsheet/sheet-declaration';
import type { SheetValue } from '../../../../../src/domain/resources/spreadsheet/sheet-export-values';
import {
  rowOutcome,
  type ImportOccurrenceKind,
} from '../../../../../src/domain/tracking/imports/document-import';
import {
  importLogMessageSchema,
  isShowableImportLogMessage,
} from '../../../../../src/domain/tracking/imports/import-log-message';
import { importLogText } from '../../../../../src/domain/tracking/imports/import-log-text';
import { CATALOGS, catalogText } from '../../../../catalogs';
import { sheetName } from '../../../../resources/spreadsheet/export-sheet';
import { sheetFile } from '../../../../spreadsheets/write-sheet';
import { outcomeLabel } from './import-log-query';

export interface LogSheetRow {
  nomeArquivo: string;
  descricao: string;
  mensagem: unknown;
  tipo: ImportOccurrenceKind;
  chaveAcesso: string | null;
}

const text = (value: string | null): SheetValue =>
  value === null || value === '' ? { kind: 'empty' } : { kind: 'text', text: value };

/** The row's sentence in the language, else its Portuguese text as stored. */
const sentence = (row: LogSheetRow, locale: Locale): string => {
  const parsed = importLogMessageSchema.safeParse(row.mensagem);
  if (!parsed.success || !isShowableImportLogMessage(parsed.data)) return row.descricao;
  return importLogText(parsed.data, locale, CATALOGS[locale]);
};

export function importLogSheet(
  rows: readonly LogSheetRow[],
  format: SheetFormat,
  locale: Locale,
  importId: number,
): Promise<string | Buffer> {
  const title = (id: string) => catalogText(locale, id);
  return sheetFile(format, {
    name: sheetName(catalogText(locale, 'nfeImport.log.title', { id: importId })),
    header: [
      title('nfeImport.log.nomeArquivo'),
      title('nfeImport.log.outcome'),
      title('nfeImport.log.descricao'),
      title('nfeImport.log.chaveAcesso'),
    ],
    rows: rows.map((row) => [
      text(row.nomeArquivo),
      text(outcomeLabel(rowOutcome(row.tipo), locale)),
      text(sentence(row, locale)),
      text(row.chaveAcesso),
    ]),
    widths: [40, 14, 80, 48],
    rightToLeft: locale === 'ar',
  });
}
