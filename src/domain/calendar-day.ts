// Days as the product writes them (yyyy-mm-dd) and the bounds it accepts, without any schema
// library: the zod schemas of both builds (safe-input.ts, and zod/mini on the dashboard's first
// paint) check days with these same rules. Pure: no I/O.

/** Earliest and latest day the product accepts: every real date, none PostgreSQL refuses. */
export const DAY_MIN = '1900-01-01';
export const DAY_MAX = '2999-12-31';

// Catalog ids: the server answers them in the request's language, the SPA's forms in the user's.
export const INVALID_DAY_MESSAGE = 'error.validation.invalidDay';
/** Its texts name the years of DAY_MIN and DAY_MAX. */
export const DAY_RANGE_MESSAGE = 'error.validation.dayOutOfRange';

export const DAY_FORMAT = /^\d{4}-\d{2}-\d{2}$/;

/** A yyyy-mm-dd string naming a day that exists (not 2024-02-30). */
export const isCalendarDay = (value: string): boolean => {
  const date = new Date(`${value}T00:00:00Z`);
  return DAY_FORMAT.test(value) && !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
};

/** A calendar day between DAY_MIN and DAY_MAX (strings of that form sort as days). */
export const isAcceptedDay = (day: string): boolean => day >= DAY_MIN && day <= DAY_MAX;

/** The day after a yyyy-mm-dd day. */
export const nextDay = (day: string): string => {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
};
