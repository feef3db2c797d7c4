// A sheet imported into a register. Every row is read through the declaration's input schema
// (sheet-rows.ts), then written through the register's hooks (row-writes.ts) inside ONE
// transaction, each row behind a savepoint: a row a hook or the database refuses is undone alone
// and reported with its line, and the rest goes on. At the end the mode decides: a check undoes
// everything (the report says what would happen), `all` undoes everything when any row was
// refused, `validRows` keeps the rows that passed. So a file with errors writes nothing unless
// the user asked for its valid rows, and what is written is written at once or not at all.
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Locale } from '../../../src/domain/constants';
import { isReadableRow, rowSchemaOf } from '../../../src/domain/resources';
import type { ImportMode } from '../../../src/domain/resources/spreadsheet/sheet-declaration';
import { mapColumns, readableColumns } from '../../../src/domain/resources/spreadsheet/sheet-columns';
import {
  importKeyOf,
  importUpdates,
  mayImport,
  requiredImportFields,
} from '../../../src/domain/resources/spreadsheet/sheet-import';
import {
  REPORT_MAX_ERRORS,
  type RowProblem,
  type SheetImportReport,
} from '../../../src/domain/resources/spreadsheet/sheet-report';
import { readRows } from '../../../src/domain/resources/spreadsheet/sheet-rows';
import { sheetVocabulary } from '../../../src/domain/resources/spreadsheet/sheet-vocabulary';
import type { SheetTable } from '../../../src/domain/spreadsheet/sheet-table';
import type { AuthContext } from '../../auth/auth-context';
import { CATALOGS } from '../../catalogs';
import { answerFor, forbidden, HttpError } from '../../errors';
import { messageText, type ServerMessage } from '../../messages';
import type { ColumnValues, CommittedWrite } from '../hooks/resource-hooks';
import type { ListTotals } from '../list-totals';
import { parseRow } from '../parse-row';
import type { ServerResource } from '../server-resource';
import { creationScope, listScope } from '../tenancy';
import { type RowWriter, updateRow } from '../row-writes';
import { importCreate, rowByKey } from './import-row-writes';
import { rowError } from './row-error';
import { tableColumnsOf } from '../list-rows';
import { referenceScopes } from '../references/reference-sql';
import { DECLARED_RESOURCES } from '../references/resource-catalog';

export interface SheetImport {
  app: FastifyInstance;
  auth: AuthContext;
  resource: ServerResource;
  totals: ListTotals;
  table: SheetTable;
  mode: ImportMode;
  /** The parent company of a parent-company register. */
  companyId?: number;
  /** The importing user's language: the report's reasons are written in it. */
  locale: Locale;
}

/** Thrown inside the transaction to undo it; carries nothing. */
class UndoImport extends Error {}

const CATALOG_LIST = Object.values(CATALOGS);

/**
 * Why a hook or the database refused a row; anything unexpected is thrown on. A refusal of one
 * field ('{field}: {message}', a reference or a hook's check) names its column and keeps its
 * message id, as a schema's refusal does, so the report shows it at the column in any language.
 */
function refusal(error: unknown, locale: Locale): RowProblem {
  const answer = answerFor(error, false, { locale });
  if (answer.unexpected) throw error;
  const [only, ...others] = error instanceof HttpError ? (error.messages ?? []) : [];
  const field = only?.values?.field;
  const inner = only?.values?.message;
  if (
    only?.id === 'error.validation.field' &&
    others.length === 0 &&
    typeof field === 'string' &&
    typeof inner === 'object'
  ) {
    return {
      field,
      messageId: inner.id,
      values: stringValues(inner.values),
      message: messageText(inner, locale),
    };
  }
  return { message: answer.body.errors.join('; ') };
}

/** A message's plain values (a nested message has none to give the report). */
const stringValues = (values: ServerMessage['values']) => {
  const plain = Object.entries(values ?? {}).filter(
    (entry): entry is [string, string | number] => typeof entry[1] !== 'object',
  );
  return plain.length > 0 ? Object.fromEntries(plain) : undefined;
};

export async function importSheet(job: SheetImport): Promise<SheetImportReport> {
  const { app, auth, resource, table, mode } = job;
  const { def, hooks } = resource;
  const vocabulary = sheetVocabulary(def, CATALOG_LIST);
  const map = mapColumns(table.header, vocabulary, requiredImportFields(def));
  const report: SheetImportReport = {
    mode,
    rows: table.rows.length,
    columns: { fields: map.fields, ignored: map.ignored, missing: map.missing, repeated: map.repeated },
    errors: [],
    errorRows: 0,
    created: 0,
    updated: 0,
    skipped: 0,
    written: false,
  };
  if (!readableColumns(map)) return report;

  const refuse = (line: number, problems: readonly RowProblem[]) => {
    report.errorRows += 1;
    report.skipped += 1;
    for (const problem of problems) {
      if (report.errors.length < REPORT_MAX_ERRORS) report.errors.push(rowError(line, problem, job.locale));
    }
  };
  const rowSchema = rowSchemaOf(def);
  const writer: RowWriter = {
    app,
    auth,
    def,
    hooks,
    // The table's own columns: a references field lives in its link table.
    columns: tableColumnsOf(rowSchema, def),
    scope: await listScope(app.db, auth, def.tenancy, job.companyId),
    creation: await creationScope(app.db, auth, def.tenancy, job.companyId),
    catalog: DECLARED_RESOURCES,
    referenceScopes: await referenceScopes(app.db, auth, def, DECLARED_RESOURCES),
  };
  const key = importKeyOf(def);
  // What afterCommit hears once the rows are committed, as the routes' own writes.
  const writes: CommittedWrite[] = [];
  const principal = auth.principal;

  try {
    await app.db.transaction().execute(async (trx) => {
      for (const row of readRows(def, table, map, vocabulary)) {
        if (!row.values) {
          refuse(row.line, row.problems);
          continue;
        }
        await sql`savepoint import_row`.execute(trx);
        try {
          const stored = importUpdates(def) ? await rowByKey(writer, trx, key, row.values) : undefined;
          if (stored) {
            const record = parseRow(rowSchema, stored);
            // A stored row the importer may not read is not theirs to change either.
            if (!isReadableRow(def, principal, record) || !mayImport(def, principal, 'update', record)) {
              throw forbidden();
            }
            // Only the columns the file has: a field it leaves out keeps its stored value.
            const values: ColumnValues = Object.fromEntries(
              map.fields.map((field) => [field, row.values?.[field]]),
            );
            writes.push(await updateRow(writer, trx, stored, values));
            report.updated += 1;
          } else {
            if (!mayImport(def, principal, 'create', row.values)) throw forbidden();
            writes.push(await importCreate(writer, trx, row.values));
            report.created += 1;
          }
          await sql`release savepoint import_row`.execute(trx);
        } catch (error) {
          await sql`rollback to savepoint import_row`.execute(trx);
          refuse(row.line, [refusal(error, job.locale)]);
        }
      }
      if (mode === 'check' || (mode === 'all' && report.errorRows > 0)) throw new UndoImport();
    });
    report.written = report.created + report.updated > 0;
  } catch (error) {
    if (!(error instanceof UndoImport)) throw error;
    return report;
  }
  job.totals.forgetAll();
  for (const write of writes) await hooks.afterCommit?.(app, write);
  return report;
}
