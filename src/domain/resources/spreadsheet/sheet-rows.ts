// The rows of an uploaded sheet read as the register's input: each cell through its field
// (sheet-cells.ts), each row through the declaration's input schema, exactly as a form's body.
// A row comes back either with its values or with every reason it cannot be taken, each with its
// line; two rows with the same key (sheet-declaration.ts) are refused after the first.
import type { SheetTable } from '../../spreadsheet/sheet-table';
import type { FieldDef, ResourceDefinition } from '../define-resource';
import { readCell } from './sheet-cells';
import type { ColumnMap } from './sheet-columns';
import { importFieldsOf, importKeyOf, requiredImportFields } from './sheet-import';
import { SHEET_MESSAGES, type RowProblem } from './sheet-report';
import type { SheetVocabulary } from './sheet-vocabulary';
import { issueMessage, type IssueLike } from '../../validation/issue-message';

export interface ReadRow {
  line: number;
  /** The input as the schema gave it back, when the row has no problem. */
  values?: Record<string, unknown>;
  problems: RowProblem[];
}

/** How a key's values compare: text without case ('Ana' and 'ana' are one login). */
const keyOf = (values: Record<string, unknown>, key: readonly string[]): string =>
  JSON.stringify(
    key.map((field) => (typeof values[field] === 'string' ? values[field].toLowerCase() : values[field])),
  );

function readRow(
  cells: readonly unknown[],
  map: ColumnMap,
  fields: ReadonlyMap<string, FieldDef>,
  vocabulary: SheetVocabulary,
): { raw: Record<string, unknown>; problems: RowProblem[] } {
  const raw: Record<string, unknown> = {};
  const problems: RowProblem[] = [];
  map.columns.forEach((name, column) => {
    const field = name === undefined ? undefined : fields.get(name);
    if (!field) return;
    const reading = readCell((cells[column] ?? null) as Parameters<typeof readCell>[0], field, vocabulary);
    if ('problem' in reading) problems.push(reading.problem);
    else if (reading.value !== undefined) raw[field.name] = reading.value;
  });
  return { raw, problems };
}

/** Every row of the table read under the column map (which must be readable). */
export function readRows(
  def: ResourceDefinition,
  table: SheetTable,
  map: ColumnMap,
  vocabulary: SheetVocabulary,
): ReadRow[] {
  const fields = new Map(importFieldsOf(def).map((field) => [field.name, field]));
  const key = importKeyOf(def);
  const firstLineOfKey = new Map<string, number>();
  return table.rows.map(({ line, cells }) => {
    const { raw, problems } = readRow(cells, map, fields, vocabulary);
    const parsed = def.input.safeParse(raw);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = typeof issue.path[0] === 'string' ? issue.path[0] : undefined;
        // A field already refused says why once.
        if (field !== undefined && problems.some((problem) => problem.field === field)) continue;
        // Worded as the forms and the server's answers word it: by catalog id, in each language.
        const said = issueMessage(
          issue as unknown as IssueLike,
          field === undefined ? undefined : raw[field],
        );
        problems.push({ field, messageId: said.id, ...(said.values && { values: said.values }) });
      }
    }
    // A field the import requires although the form may leave it empty (a user's e-mail).
    for (const field of requiredImportFields(def)) {
      const blank = raw[field] === undefined || raw[field] === '';
      if (blank && !problems.some((problem) => problem.field === field)) {
        problems.push({ field, messageId: SHEET_MESSAGES.required });
      }
    }
    if (problems.length > 0 || !parsed.success) return { line, problems };
    const values = parsed.data as Record<string, unknown>;
    if (key.length > 0) {
      const named = keyOf(values, key);
      const first = firstLineOfKey.get(named);
      if (first !== undefined) {
        return {
          line,
          problems: [{ field: key[0], messageId: SHEET_MESSAGES.repeatedKey, values: { line: first } }],
        };
      }
      firstLineOfKey.set(named, line);
    }
    return { line, values, problems };
  });
}
