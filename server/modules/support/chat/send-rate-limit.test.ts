import { describe, expect, it } from 'vitest';
import { SendRateLimit } from './send-rate-limit';

describe('SendRateLimit', () => {
  it('lets a burst through, then refills at its rate, per user', () => {
    let now = 0;
    const limit = new SendRateLimit(3, 2, () => now);
    expect([limit.take(1), limit.take(1), limit.take(1), limit.take(1)]).toEqual([true, true, true, false]);
    expect(limit.take(2)).toBe(true);
    now = 500;
    expect(limit.take(1)).toBe(true);
    expect(limit.take(1)).toBe(false);
  });
});
