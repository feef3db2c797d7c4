// What a declaration may say about its spreadsheets (its `spreadsheet` option) and the limits every
// register shares. Every resource's list exports as CSV and XLSX; every register imports either,
// each row through the register's input schema and server hooks, as its form would send it. Only
// data and types here: define-resource.ts names the option, sheet-import.ts reads it.
import type { Rule } from '../../permissions';

export const SHEET_FORMATS = ['csv', 'xlsx'] as const;
export type SheetFormat = (typeof SHEET_FORMATS)[number];

/**
 * Rows an export holds at most: a list that long is a job for a narrower filter, and the whole
 * workbook is built in memory (about 10 MB for 50,000 rows of ten columns).
 */
export const EXPORT_MAX_ROWS = 50_000;

/** Rows one import reads at most, and the largest file it takes (the limits of the de-para sheet). */
export const IMPORT_MAX_ROWS = 5_000;
export const IMPORT_MAX_FILE_MB = 5;

/**
 * What an import request asks for:
 * - `check`: read and validate every row, run every write and undo it: the report of what would
 *   happen, nothing written;
 * - `all`: write every row in one transaction, or none if any row has an error;
 * - `validRows`: write the rows without errors in one transaction, leaving the others out.
 */
export const IMPORT_MODES = ['check', 'all', 'validRows'] as const;
export type ImportMode = (typeof IMPORT_MODES)[number];

export interface SpreadsheetOptions {
  /** Imports nothing (its lists still export). */
  importable?: false;
  /**
   * The rule of importing when it is not the rule of the register's writes: users are imported
   * under canImportUser (spec section 6), which is not the flag of the user register.
   */
  importPermission?: Rule;
  /** The fields a file may fill; by default every form field but passwords and images. */
  importFields?: readonly string[];
  /** Fields an imported row must fill although the form may leave them empty (a user's e-mail). */
  importRequired?: readonly string[];
  /**
   * Fields that name a row: two rows of a file with the same key are refused, and a row whose key
   * is stored updates that row (unless `updates` is false). Text is compared without case.
   */
  key?: readonly string[];
  /** Whether a row whose key is stored updates it; when false the key only refuses repeats. */
  updates?: boolean;
}
