// Date and time functions of spec section 9. Pure functions over numbers and Date values;
// the calendar parts are read in UTC so results never depend on the machine's time zone.
import { TIMEZONE_OFFSET_HOURS } from '../constants';

const pad = (n: number, width = 2): string => String(n).padStart(width, '0');

/** The current time shifted to UTC-3, as the product's clock does. */
export const nowUtcMinus3 = (now: Date = new Date()): Date =>
  new Date(now.getTime() + TIMEZONE_OFFSET_HOURS * 3_600_000);

/** Elapsed seconds as 'Nd HHh MMm': 93784 → '1d 02h 03m'. Negative values count as 0. */
export const formatElapsed = (totalSeconds: number): string => {
  const s = Math.max(0, Math.floor(totalSeconds));
  const days = Math.floor(s / 86_400);
  const hours = Math.floor((s % 86_400) / 3600);
  const minutes = Math.floor((s % 3600) / 60);
  return `${days}d ${pad(hours)}h ${pad(minutes)}m`;
};

/**
 * Seconds as 'HH:mm', or 'HHH:mm' once hours reach 100. A minute is added when the leftover
 * seconds exceed 30 (exactly 30 does not round): 90 → '00:01', 91 → '00:02'.
 */
export const secondsToHoursMinutes = (totalSeconds: number): string => {
  const s = Math.max(0, Math.floor(totalSeconds));
  let minutesTotal = Math.floor(s / 60);
  if (s % 60 > 30) minutesTotal += 1;
  const hours = Math.floor(minutesTotal / 60);
  const minutes = minutesTotal % 60;
  return `${pad(hours, hours >= 100 ? 3 : 2)}:${pad(minutes)}`;
};

/** Seconds as 'HH:mm:ss' (hours grow past two digits when needed). */
export const secondsToHoursMinutesSeconds = (totalSeconds: number): string => {
  const s = Math.max(0, Math.floor(totalSeconds));
  return `${pad(Math.floor(s / 3600))}:${pad(Math.floor((s % 3600) / 60))}:${pad(s % 60)}`;
};

const toDate = (value: Date | string | number): Date | null => {
  const d = value instanceof Date ? value : new Date(value);
  return Number.isNaN(d.getTime()) ? null : d;
};

/** 'yyyy-mm-dd' of the UTC calendar day; '' for an invalid date. */
export const formatIsoDate = (value: Date | string | number): string => {
  const d = toDate(value);
  return d ? `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}` : '';
};

/** 'dd/mm/yyyy'; '' for an invalid date. */
export const formatBrDate = (value: Date | string | number): string => {
  const d = toDate(value);
  return d ? `${pad(d.getUTCDate())}/${pad(d.getUTCMonth() + 1)}/${d.getUTCFullYear()}` : '';
};

/** 'dd/mm/yyyy HH:mm:ss'; '' for an invalid date. */
export const formatBrDateTime = (value: Date | string | number): string => {
  const d = toDate(value);
  if (!d) return '';
  return `${formatBrDate(d)} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;
};
