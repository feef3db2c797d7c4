import { describe, expect, it } from 'vitest';
import { formatBusinessDate, formatBusinessDateTime, formatCalendarDay } from './business-time';

describe('business time', () => {
  it('shows an instant on the UTC-3 clock', () => {
    // 02:30 UTC on May 1st is still April 30th in Brazil.
    expect(formatBusinessDate('2024-05-01T02:30:00.000Z')).toBe('30/04/2024');
    expect(formatBusinessDate('2024-05-01T13:00:00.000Z')).toBe('01/05/2024');
    expect(formatBusinessDateTime('2024-05-01T13:05:09.000Z')).toBe('01/05/2024 10:05:09');
    expect(formatBusinessDate('nope')).toBe('');
  });

  it('shows a calendar day as written, whatever the time zone', () => {
    expect(formatCalendarDay('2024-05-06')).toBe('06/05/2024');
    expect(formatCalendarDay('06/05/2024')).toBe('');
  });
});
