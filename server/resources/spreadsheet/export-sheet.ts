// A resource's list as a file: the rows the list screen shows, every page of them (the same
// scope, readable rows, search, filters and sort, through the list's own query), each value as
// its column shows it (sheet-export-values.ts), titles in the asked language. At most
// EXPORT_MAX_ROWS rows: a longer list is refused with a message to narrow it, never cut short.
import type { FastifyInstance } from 'fastify';
import type { Locale } from '../../../src/domain/constants';
import { type ReadableResource, readableRowsOf, rowSchemaOf } from '../../../src/domain/resources';
import {
  EXPORT_MAX_ROWS,
  type SheetFormat,
} from '../../../src/domain/resources/spreadsheet/sheet-declaration';
import { columnTitle, sheetValue } from '../../../src/domain/resources/spreadsheet/sheet-export-values';
import type { AuthContext } from '../../auth/auth-context';
import { type Catalog, CATALOGS, catalogText } from '../../catalogs';
import { badRequest } from '../../errors';
import { sheetFile } from '../../spreadsheets/write-sheet';
import { listPageQueries, type ListPageQuery } from '../list-rows';
import { parseRow } from '../parse-row';
import { untyped } from '../read-routes';
import { referenceScopes, rowReferences } from '../references/reference-sql';
import { DECLARED_RESOURCES } from '../references/resource-catalog';
import { listScope } from '../tenancy';

export interface SheetExport {
  app: FastifyInstance;
  auth: AuthContext;
  def: ReadableResource;
  /** The list's query: sort, search, declared filters and the parent company. */
  query: Omit<ListPageQuery, 'page' | 'pageSize'> & { companyId?: number };
  format: SheetFormat;
  locale: Locale;
  /** Rows allowed before the export is refused. */
  maxRows?: number;
}

/** A tab name Excel accepts: at most 31 characters, none of []:*?/\ . */
export const sheetName = (title: string): string =>
  title.replace(/[[\]:*?/\\]/g, ' ').slice(0, 31) || 'Sheet';

/** Widths that fit the title and the first rows' values, within reason. */
const widthsOf = (header: readonly string[], rows: readonly (readonly { text?: string; day?: string }[])[]) =>
  header.map((title, column) => {
    const longest = rows
      .slice(0, 200)
      .reduce(
        (max, row) => Math.max(max, (row[column]?.text ?? row[column]?.day ?? '').length),
        title.length,
      );
    return Math.min(60, Math.max(10, longest + 2));
  });

export const titleOf = (def: ReadableResource, catalog: Catalog) =>
  catalog[`resource.${def.name}.title`] ?? def.name;

/** A column as the list shows it: a reference by its label, a references field by its labels. */
const shownValue = (row: Record<string, unknown>, column: string): unknown => {
  const labels = row[`${column}Labels`];
  if (Array.isArray(labels)) return labels.join(', ');
  return row[`${column}Label`] ?? row[column];
};

export async function exportSheet(job: SheetExport): Promise<string | Buffer> {
  const { app, auth, def, query, locale } = job;
  const maxRows = job.maxRows ?? EXPORT_MAX_ROWS;
  const scope = await listScope(app.db, auth, def.tenancy, query.companyId);
  // The labels of its references, read in their own scopes as the list reads them (a search may
  // match them).
  const scopes = await referenceScopes(app.db, auth, def, DECLARED_RESOURCES);
  const references = rowReferences(def, DECLARED_RESOURCES, scopes);
  // One query more than allowed tells a list that is too long from one that fits exactly.
  const raws = await listPageQueries(
    untyped(app.db),
    def,
    scope,
    { ...query, page: 1, pageSize: maxRows + 1 },
    references,
    readableRowsOf(def, auth.principal),
  ).rows.execute();
  if (raws.length > maxRows) {
    throw badRequest(catalogText(locale, 'engine.sheet.export.tooMany', { max: maxRows }));
  }
  const catalog = CATALOGS[locale];
  const schema = rowSchemaOf(def);
  const columns = def.sheetColumns ?? def.columns;
  const rows = raws.map((raw) => {
    const row = parseRow(schema, raw);
    return columns.map((column) => sheetValue(def, column, shownValue(row, column), catalog));
  });
  const header = columns.map((column) => columnTitle(def, column, catalog));
  return sheetFile(job.format, {
    name: sheetName(titleOf(def, catalog)),
    header,
    rows,
    widths: widthsOf(header, rows as { text?: string; day?: string }[][]),
    rightToLeft: locale === 'ar',
  });
}
