// Instants shown as the business clock reads them (UTC-3, spec section 9), whatever the time zone
// of the browser: an NF-e issued at 23:30 in Brazil shows that day, not the next.
import { TIMEZONE_OFFSET_HOURS } from '../constants';
import { formatBrDate, formatBrDateTime } from './date-time';

const shifted = (value: Date | string): Date | null => {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : new Date(date.getTime() + TIMEZONE_OFFSET_HOURS * 3_600_000);
};

/** 'dd/mm/yyyy' of the business day of an instant; '' for an invalid one. */
export const formatBusinessDate = (value: Date | string): string => {
  const date = shifted(value);
  return date ? formatBrDate(date) : '';
};

/** 'dd/mm/yyyy HH:mm:ss' on the business clock; '' for an invalid instant. */
export const formatBusinessDateTime = (value: Date | string): string => {
  const date = shifted(value);
  return date ? formatBrDateTime(date) : '';
};

/** 'dd/mm/yyyy' of a calendar day written 'yyyy-mm-dd' (no time zone involved). */
export const formatCalendarDay = (day: string): string => {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : '';
};
