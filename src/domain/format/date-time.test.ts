import { describe, expect, it } from 'vitest';
import {
  formatBrDate,
  formatBrDateTime,
  formatElapsed,
  formatIsoDate,
  nowUtcMinus3,
  secondsToHoursMinutes,
  secondsToHoursMinutesSeconds,
} from './date-time';

describe('nowUtcMinus3', () => {
  it('subtracts three hours', () => {
    const now = new Date('2024-01-01T02:00:00Z');
    expect(nowUtcMinus3(now).toISOString()).toBe('2023-12-31T23:00:00.000Z');
  });
  it('defaults to the current time', () => {
    const before = Date.now() - 3 * 3_600_000;
    const value = nowUtcMinus3().getTime();
    expect(value).toBeGreaterThanOrEqual(before);
    expect(value).toBeLessThanOrEqual(Date.now() - 3 * 3_600_000);
  });
});

describe('formatElapsed', () => {
  it.each([
    [93_784, '1d 02h 03m'],
    [0, '0d 00h 00m'],
    [59, '0d 00h 00m'],
    [3600, '0d 01h 00m'],
    [86_400 * 12 + 61, '12d 00h 01m'],
    [-10, '0d 00h 00m'],
  ])('%s s → %s', (s, expected) => expect(formatElapsed(s)).toBe(expected));
});

describe('secondsToHoursMinutes', () => {
  it.each([
    [0, '00:00'],
    [60, '00:01'],
    [90, '00:01'], // exactly 30 leftover seconds: no rounding
    [91, '00:02'], // 31 leftover seconds: rounds up
    [3599, '01:00'],
    [3630, '01:00'],
    [3631, '01:01'],
    [359_999, '100:00'], // 99:59:59 rounds into 100 hours
    [360_000, '100:00'],
    [3_600_000, '1000:00'],
    [99 * 3600 + 59 * 60, '99:59'],
  ])('%s s → %s', (s, expected) => expect(secondsToHoursMinutes(s)).toBe(expected));
});

describe('secondsToHoursMinutesSeconds', () => {
  it.each([
    [0, '00:00:00'],
    [3661, '01:01:01'],
    [86_399, '23:59:59'],
    [360_000, '100:00:00'],
  ])('%s s → %s', (s, expected) => expect(secondsToHoursMinutesSeconds(s)).toBe(expected));
});

describe('date formats', () => {
  const d = new Date('2024-03-05T07:08:09Z');
  it('yyyy-mm-dd', () => expect(formatIsoDate(d)).toBe('2024-03-05'));
  it('dd/mm/yyyy', () => expect(formatBrDate(d)).toBe('05/03/2024'));
  it('dd/mm/yyyy HH:mm:ss', () => expect(formatBrDateTime(d)).toBe('05/03/2024 07:08:09'));
  it('accepts ISO strings and timestamps', () => {
    expect(formatBrDate('2023-12-31T23:59:59Z')).toBe('31/12/2023');
    expect(formatIsoDate(0)).toBe('1970-01-01');
  });
  it('answers empty for invalid dates', () => {
    expect(formatIsoDate('nope')).toBe('');
    expect(formatBrDate('nope')).toBe('');
    expect(formatBrDateTime('nope')).toBe('');
  });
});
