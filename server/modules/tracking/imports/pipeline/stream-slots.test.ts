import { describe, expect, it } from 'vitest';
import { StreamSlots } from './stream-slots';

describe('StreamSlots', () => {
  it('bounds the answers per user and in all, and frees a slot once', () => {
    const slots = new StreamSlots({ perUser: 2, total: 3 });
    const a1 = slots.take(1);
    const a2 = slots.take(1);
    expect(a1).not.toBeNull();
    expect(a2).not.toBeNull();
    expect(slots.take(1)).toBeNull();
    const b1 = slots.take(2);
    expect(b1).not.toBeNull();
    expect(slots.take(3)).toBeNull();
    a1!();
    a1!();
    expect(slots.size).toBe(2);
    expect(slots.take(3)).not.toBeNull();
    expect(slots.take(1)).toBeNull();
  });
});
