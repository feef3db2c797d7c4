// A list row's values as the cells of an export: what the list shows, in a form a spreadsheet and
// another program read without guessing.
// - Days are ISO 'yyyy-mm-dd' and instants 'yyyy-mm-dd hh:mm' on the business clock (UTC-3, as
//   the list shows them). ISO rather than dd/mm/yyyy: a spreadsheet set to English reads
//   03/04/2025 as March 4th, while every spreadsheet and language reads 2025-04-03 the same way,
//   the text sorts as the dates do, and the import reads it back. A workbook holds real date
//   cells shown in that form.
// - Money and weights are exact decimal strings ('1234.50'), never floats, in both files.
// - Integers are numbers; a CNPJ keeps its punctuation (so no spreadsheet turns it into a number
//   and drops its leading zeros); a select shows its option's label and a yes/no its word, in the
//   user's language, both of which the import reads back.
// - A JSON value (a 'json' field: a saved filter set's filters) is its JSON text.
import { TIMEZONE_OFFSET_HOURS } from '../../constants';
import { formatCnpjCpf } from '../../format/documents';
import { type ColumnFormat, isWritable, type ReadableResource } from '../define-resource';
import { filterTargets } from '../list-filters';
import type { Catalog } from './sheet-vocabulary';

export type SheetValue =
  | { kind: 'empty' }
  | { kind: 'text'; text: string }
  | { kind: 'integer'; value: number }
  | { kind: 'decimal'; text: string }
  | { kind: 'boolean'; value: boolean; text: string }
  /** A calendar day, 'yyyy-mm-dd'. */
  | { kind: 'day'; day: string }
  /** A wall-clock time of the business clock, 'yyyy-mm-dd hh:mm'. */
  | { kind: 'dateTime'; text: string };

const pad = (n: number) => String(n).padStart(2, '0');

/** The instant on the business clock, as UTC parts of a shifted date. */
const businessClock = (value: string): Date | null => {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : new Date(date.getTime() + TIMEZONE_OFFSET_HOURS * 3_600_000);
};
const isoDay = (date: Date) =>
  `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;

const text = (value: string): SheetValue =>
  value === '' ? { kind: 'empty' } : { kind: 'text', text: value };

function formatted(value: unknown, format: ColumnFormat): SheetValue {
  const raw = String(value);
  switch (format) {
    case 'day':
      return /^\d{4}-\d{2}-\d{2}$/.test(raw) ? { kind: 'day', day: raw } : text(raw);
    case 'date': {
      const clock = businessClock(raw);
      return clock ? { kind: 'day', day: isoDay(clock) } : text(raw);
    }
    case 'dateTime': {
      const clock = businessClock(raw);
      return clock
        ? {
            kind: 'dateTime',
            text: `${isoDay(clock)} ${pad(clock.getUTCHours())}:${pad(clock.getUTCMinutes())}`,
          }
        : text(raw);
    }
    case 'money':
    case 'weight':
      return { kind: 'decimal', text: raw };
    case 'integer':
      return Number.isSafeInteger(Number(raw))
        ? { kind: 'integer', value: Number(raw) }
        : { kind: 'decimal', text: raw };
    case 'cnpj':
      return text(formatCnpjCpf(raw));
  }
}

/** The column's title in the catalog, else its field name. */
export const columnTitle = (def: ReadableResource, column: string, catalog: Catalog): string =>
  catalog[`resource.${def.name}.field.${column}`] ?? column;

/**
 * The label id prefix of a column's options: a register's select field, else a select filter on
 * that column (a read-only list's status: its filter names the labels its cells show).
 */
function optionLabels(def: ReadableResource, column: string): string | undefined {
  const field = isWritable(def) ? def.fields.find((f) => f.name === column) : undefined;
  if (field?.options) return `resource.${def.name}.option.${column}`;
  const filter = def.filters?.find(
    (f) =>
      f.kind === 'select' && f.optionLabels && filterTargets(f).some((target) => target.column === column),
  );
  return filter?.optionLabels;
}

/** One cell of an export: the row's value of `column`, as described above. */
export function sheetValue(
  def: ReadableResource,
  column: string,
  value: unknown,
  catalog: Catalog,
): SheetValue {
  if (value === null || value === undefined || value === '') return { kind: 'empty' };
  const format = def.columnFormats?.[column];
  if (format) return formatted(value, format);
  const labels = optionLabels(def, column);
  if (labels) return text(catalog[`${labels}.${String(value)}`] ?? String(value));
  if (typeof value === 'boolean') {
    const id =
      column === 'ativo'
        ? value
          ? 'resources.active'
          : 'resources.inactive'
        : value
          ? 'resources.yes'
          : 'resources.no';
    return { kind: 'boolean', value, text: catalog[id] ?? String(value) };
  }
  if (typeof value === 'number') {
    return Number.isSafeInteger(value)
      ? { kind: 'integer', value }
      : { kind: 'decimal', text: String(value) };
  }
  // A 'json' field's value (a saved filter set's filters): its JSON text.
  if (typeof value === 'object' && !(value instanceof Date)) return text(JSON.stringify(value));
  return text(String(value));
}
