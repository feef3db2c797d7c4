// Optional fields of the shipping company's registers: a form sends an empty text for a field
// left blank and a sheet an empty cell, both stored as null; a date column comes back from the
// database as a Date and is answered as its yyyy-mm-dd day.
import { z } from 'zod';
import { safeDay } from '../../safe-input';

/** `schema`, or blank (empty, null, absent) stored as null. */
export const optional = <T extends z.ZodType>(schema: T) =>
  z
    .union([z.literal(''), schema])
    .nullish()
    .transform((value) => (value === '' || value === undefined ? null : value) as z.output<T> | null);

/** An optional calendar day, yyyy-mm-dd. */
export const optionalDay = optional(safeDay);

/** A date column as the row answers it: the day, whether pg gave a Date or the text. */
export const dayColumn = z
  .union([z.date(), z.string()])
  .nullish()
  .transform((value) => (value instanceof Date ? value.toISOString().slice(0, 10) : (value ?? null)));
