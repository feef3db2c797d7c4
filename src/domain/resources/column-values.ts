// Zod shapes of database values that the drivers answer as JavaScript objects, so a row of a
// view reads the same whatever the driver's time zone and travels as plain JSON strings.
import { z } from 'zod';

const pad = (n: number) => String(n).padStart(2, '0');

/** A timestamptz: a Date from the drivers, an ISO string on the wire. */
export const instantValue = z.preprocess(
  (value) => (value instanceof Date ? value.toISOString() : value),
  z.string(),
);

/**
 * A `date` column as 'yyyy-mm-dd'. The pg driver answers such a column as a Date at local
 * midnight of the server's time zone; a Date made at UTC midnight (a test's, or another driver's)
 * reads the same. Exactly one of the two readings is a midnight, so the UTC parts are taken when
 * the instant is a UTC midnight, else the local parts (in a UTC server both are the same).
 */
export const calendarDayOf = (value: Date): string => {
  const utc = value.getUTCHours() === 0 && value.getUTCMinutes() === 0 && value.getUTCSeconds() === 0;
  return utc
    ? `${value.getUTCFullYear()}-${pad(value.getUTCMonth() + 1)}-${pad(value.getUTCDate())}`
    : `${value.getFullYear()}-${pad(value.getMonth() + 1)}-${pad(value.getDate())}`;
};

export const calendarDayValue = z.preprocess(
  (value) => (value instanceof Date ? calendarDayOf(value) : value),
  z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
);

/** A numeric column: the drivers answer exact decimals as strings ('1234.50'); kept exact. */
export const decimalValue = z.preprocess(
  (value) => (typeof value === 'number' ? String(value) : value),
  z.string().regex(/^-?\d+(\.\d+)?$/),
);
