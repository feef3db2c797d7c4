// The header of an uploaded sheet mapped to the register's fields: which column fills which field,
// which columns are ignored, and what keeps the file from being read at all (a required field
// without a column, a field named by two columns).
import { foldName, type SheetVocabulary } from './sheet-vocabulary';

export interface ColumnMap {
  /** The field each column fills, by the column's position; undefined where it fills none. */
  columns: (string | undefined)[];
  /** The fields the file fills, in its order. */
  fields: string[];
  /** Headers that name no field, as written (their values are left out). */
  ignored: string[];
  /** Fields named by more than one column. */
  repeated: string[];
  /** Required fields no column names. */
  missing: string[];
}

export function mapColumns(
  header: readonly string[],
  vocabulary: Pick<SheetVocabulary, 'columns'>,
  required: readonly string[],
): ColumnMap {
  const map: ColumnMap = { columns: [], fields: [], ignored: [], repeated: [], missing: [] };
  for (const text of header) {
    const field = vocabulary.columns.get(foldName(text));
    if (field === undefined) {
      if (text.trim() !== '') map.ignored.push(text);
      map.columns.push(undefined);
    } else if (map.fields.includes(field)) {
      if (!map.repeated.includes(field)) map.repeated.push(field);
      map.columns.push(undefined);
    } else {
      map.fields.push(field);
      map.columns.push(field);
    }
  }
  map.missing = required.filter((field) => !map.fields.includes(field));
  return map;
}

/** Whether rows can be read under this header. */
export const readableColumns = (map: ColumnMap): boolean =>
  map.missing.length === 0 && map.repeated.length === 0 && map.fields.length > 0;
