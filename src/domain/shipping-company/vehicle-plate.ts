// Brazilian vehicle plates in their two formats: the old one (three letters, four digits:
// ABC1234, printed ABC-1234) and Mercosul's (three letters, a digit, a letter, two digits:
// ABC1D23). A plate is stored as seven upper-case characters without the hyphen, so a search
// finds 'abc-1234' and 'ABC1234' alike.
import { z } from 'zod';

const OLD_FORMAT = /^[A-Z]{3}\d{4}$/;
const MERCOSUL_FORMAT = /^[A-Z]{3}\d[A-Z]\d{2}$/;

/** 'abc-1234 ' → 'ABC1234': what was typed, without spaces and hyphens, in upper case. */
export const normalizePlate = (typed: string): string => typed.replace(/[\s-]/g, '').toUpperCase();

export type PlateFormat = 'old' | 'mercosul';

/** Which format a normalized plate has, or null for a plate of neither. */
export const plateFormat = (plate: string): PlateFormat | null =>
  OLD_FORMAT.test(plate) ? 'old' : MERCOSUL_FORMAT.test(plate) ? 'mercosul' : null;

/** As printed: 'ABC1234' → 'ABC-1234'; a Mercosul plate has no hyphen. */
export const formatPlate = (plate: string): string =>
  plateFormat(plate) === 'old' ? `${plate.slice(0, 3)}-${plate.slice(3)}` : plate;

// A catalog id: the forms, the sheet import and the server's answers word it in the user's language.
export const PLATE_MESSAGE = 'cargo.error.plate';

/** A plate typed in either format, stored normalized. */
export const plateSchema = z
  .string()
  .transform(normalizePlate)
  .refine((plate) => plateFormat(plate) !== null, PLATE_MESSAGE);
