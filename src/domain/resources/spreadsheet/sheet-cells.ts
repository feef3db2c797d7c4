// One cell of an uploaded sheet as the value the register's form would send for its field, so the
// declaration's input schema checks it exactly as it checks a form. Only what a sheet writes
// differently is translated (a number cell, 'Sim', '1.234,56', 31/05/2025, a select's label);
// anything else goes to the schema as it is, and the schema's own message says what is wrong.
import { parseBrDay } from '../../format/day-mask';
import { textProblem } from '../../safe-input';
import {
  cellText,
  isBlankCell,
  isSheetNumber,
  plainNumber,
  type SheetCell,
} from '../../spreadsheet/sheet-table';
import type { FieldDef } from '../define-resource';
import { SHEET_MESSAGES, type RowProblem } from './sheet-report';
import { foldName, type SheetVocabulary } from './sheet-vocabulary';

export type CellReading = { value: unknown } | { problem: RowProblem };

const pad = (n: number) => String(n).padStart(2, '0');
const utcDay = (date: Date) =>
  `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;

const INTEGER = /^[+-]?\d+$/;

/** '1.234,56', 'R$ 1.234,56' or '1,234.56' as '1234.56'; the last mark is the decimal one. */
export function decimalText(text: string): string {
  const bare = text.replace(/R\$|\s/g, '');
  const comma = bare.lastIndexOf(',');
  const point = bare.lastIndexOf('.');
  if (comma < 0) return bare;
  if (point < 0) return bare.split(',').length === 2 ? bare.replace(',', '.') : bare;
  return comma > point ? bare.replace(/\./g, '').replace(',', '.') : bare.replace(/,/g, '');
}

/** 'yyyy-mm-dd' or 'dd/mm/yyyy' (a day), else the text for the schema to refuse. */
const dayText = (text: string): string => parseBrDay(text) ?? text;

/** 'yyyy-mm-dd hh:mm', 'dd/mm/yyyy hh:mm' or ISO as the form's 'yyyy-mm-ddThh:mm'. */
function dateTimeText(text: string): string {
  const match = /^(\S+)[ T](\d{2}:\d{2})(?::\d{2}(?:\.\d+)?)?$/.exec(text);
  if (!match) return text;
  const [, day = '', time = ''] = match;
  return `${dayText(day)}T${time}`;
}

function readText(text: string, field: FieldDef, vocabulary: SheetVocabulary): CellReading {
  switch (field.kind) {
    case 'integer':
      return { value: INTEGER.test(text) ? Number(text) : text };
    case 'money':
    case 'decimal':
      return { value: decimalText(text) };
    case 'date':
      return { value: dayText(text) };
    case 'datetime':
      return { value: dateTimeText(text) };
    case 'boolean': {
      const folded = foldName(text);
      if (vocabulary.yes.has(folded)) return { value: true };
      if (vocabulary.no.has(folded)) return { value: false };
      return {
        problem: { field: field.name, messageId: SHEET_MESSAGES.notBoolean, values: { value: text } },
      };
    }
    case 'select': {
      const option = vocabulary.options.get(field.name)?.get(foldName(text));
      return { value: option ?? text };
    }
    default:
      return { value: text };
  }
}

/** Kinds a form sends as text: a blank cell is an empty text, as an empty input is. */
const TEXT_KINDS: readonly FieldDef['kind'][] = ['text', 'email', 'url', 'textarea'];

/**
 * The cell as the field's form value. A blank cell is an empty text for a text field (so the
 * schema says what it says of an empty input) and undefined for any other (its default applies).
 */
export function readCell(cell: SheetCell, field: FieldDef, vocabulary: SheetVocabulary): CellReading {
  if (isBlankCell(cell)) return { value: TEXT_KINDS.includes(field.kind) ? '' : undefined };
  if (typeof cell === 'boolean' && field.kind === 'boolean') return { value: cell };
  if (cell instanceof Date && field.kind === 'date') return { value: utcDay(cell) };
  if (cell instanceof Date && field.kind === 'datetime') {
    return { value: `${utcDay(cell)}T${pad(cell.getUTCHours())}:${pad(cell.getUTCMinutes())}` };
  }
  if (isSheetNumber(cell) && (field.kind === 'money' || field.kind === 'decimal')) {
    return { value: plainNumber(cell.number) };
  }
  const text = cellText(cell).trim();
  if (textProblem(text) !== undefined) {
    return { problem: { field: field.name, messageId: SHEET_MESSAGES.invalidText } };
  }
  return readText(text, field, vocabulary);
}
