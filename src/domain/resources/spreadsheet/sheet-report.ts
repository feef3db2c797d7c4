// What an import answers: how many rows it read, how the header was understood, each refused
// row's line and reason, and what was (or, for a check, would be) created, updated and skipped.
// Shared by the server, which builds it, and the SPA, which checks and shows it.
import { z } from 'zod';
import { IMPORT_MODES } from './sheet-declaration';

/** The engine's own reasons, by message id (lang/<language>.json). */
export const SHEET_MESSAGES = {
  /** A text with a character no text may hold (NUL, a broken surrogate). */
  invalidText: 'engine.sheet.error.invalidText',
  /** A yes/no cell that says neither. */
  notBoolean: 'engine.sheet.error.notBoolean',
  /** A required field left empty. */
  required: 'engine.sheet.error.required',
  /** The row's key repeats an earlier row's: {line}. */
  repeatedKey: 'engine.sheet.error.repeatedKey',
} as const;
export type SheetMessageId = (typeof SHEET_MESSAGES)[keyof typeof SHEET_MESSAGES];

/** The values a message of the engine takes. */
export type SheetMessageValues = Readonly<Record<string, string | number>>;

/** A reason found by reading a row, before the server words it. */
export interface RowProblem {
  field?: string;
  /** The engine's own (SHEET_MESSAGES) or a schema's (src/domain/validation/issue-message.ts). */
  messageId?: string;
  values?: SheetMessageValues;
  /** A reason already worded (a schema's or a server hook's message). */
  message?: string;
}

export const sheetRowErrorSchema = z.object({
  /** The row's number in the file (the header is row 1). */
  line: z.number().int(),
  /** The field the reason is about, when it is about one. */
  field: z.string().optional(),
  /**
   * The reason in the importing user's language (`lang`, else Accept-Language): what the schemas
   * and hooks say, and what other clients show.
   */
  message: z.string(),
  /** The engine's own reasons carry their message id and values, for the user's language. */
  messageId: z.string().optional(),
  values: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});
export type SheetRowError = z.infer<typeof sheetRowErrorSchema>;

/** Reasons a report lists at most; `errorRows` still counts every refused row. */
export const REPORT_MAX_ERRORS = 1_000;

export const sheetImportReportSchema = z.object({
  mode: z.enum(IMPORT_MODES),
  /** Data rows read (blank rows are not rows). */
  rows: z.number().int(),
  columns: z.object({
    /** Fields the file fills, in its order. */
    fields: z.array(z.string()),
    /** Headers that name no field, as written: their values were left out. */
    ignored: z.array(z.string()),
    /** Required fields no column names: no row was read. */
    missing: z.array(z.string()),
    /** Fields two columns name: no row was read. */
    repeated: z.array(z.string()),
  }),
  errors: z.array(sheetRowErrorSchema),
  /** Rows with at least one reason. */
  errorRows: z.number().int(),
  /** Rows created, updated, and left out for their errors (written or, for a check, to be). */
  created: z.number().int(),
  updated: z.number().int(),
  skipped: z.number().int(),
  /** Whether anything was written: never for a check, nor for `all` with an error. */
  written: z.boolean(),
});
export type SheetImportReport = z.infer<typeof sheetImportReportSchema>;
