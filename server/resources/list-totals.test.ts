import { describe, expect, it } from 'vitest';
import { ListTotals } from './list-totals';

/** A count whose answer the test releases, so it can look at what happens meanwhile. */
function pendingCount() {
  const calls: Array<(value: number) => void> = [];
  const count = () => new Promise<number>((resolve) => calls.push(resolve));
  return { count, calls };
}

describe('list totals', () => {
  it('shares one count among the requests that ask while it runs', async () => {
    const totals = new ListTotals(() => 0);
    const { count, calls } = pendingCount();
    const asked = [totals.total('entrega', 'a', count), totals.total('entrega', 'a', count)];
    expect(calls).toHaveLength(1);
    calls[0]!(7);
    expect(await Promise.all(asked)).toEqual([7, 7]);
  });

  it('answers a fresh total as it is, serves a stale one while recounting, and counts an old one first', async () => {
    let now = 0;
    const totals = new ListTotals(() => now);
    let counted = 0;
    const count = async () => ++counted;
    expect(await totals.total('entrega', 'a', count)).toBe(1);
    now = 900;
    expect(await totals.total('entrega', 'a', count)).toBe(1);
    expect(counted).toBe(1);
    now = 2_000; // stale: answered, and a recount runs behind it
    expect(await totals.total('entrega', 'a', count)).toBe(1);
    expect(counted).toBe(2);
    await Promise.resolve();
    expect(await totals.total('entrega', 'a', count)).toBe(2);
    now = 60_000; // old: counted before answering
    expect(await totals.total('entrega', 'a', count)).toBe(3);
  });

  it('keeps lists apart and forgets every total after a write, even one being counted', async () => {
    const totals = new ListTotals(() => 0);
    let counted = 0;
    expect(await totals.total('entrega', 'a', async () => 10 + ++counted)).toBe(11);
    expect(await totals.total('entrega', 'b', async () => 20 + ++counted)).toBe(22);
    const { count, calls } = pendingCount();
    totals.forgetAll();
    const before = totals.total('entrega', 'a', count);
    totals.forgetAll(); // a write while the count runs: its answer may predate the write
    calls[0]!(5);
    expect(await before).toBe(5);
    expect(await totals.total('entrega', 'a', async () => 6)).toBe(6);
  });

  it('answers a stale total after markStale, recounting once behind it', async () => {
    const now = 0;
    const totals = new ListTotals(() => now);
    let counted = 0;
    const count = async () => 10 * ++counted;
    expect(await totals.total('entrega', 'a', count)).toBe(10);
    totals.markStale();
    // Still answered as it was, while one recount runs.
    expect(await totals.total('entrega', 'a', count)).toBe(10);
    expect(counted).toBe(2);
    await Promise.resolve();
    expect(await totals.total('entrega', 'a', count)).toBe(20);
    expect(counted).toBe(2);
  });

  it('keeps a count that ran across a markStale stale, so the next request recounts', async () => {
    const totals = new ListTotals(() => 0);
    const { count, calls } = pendingCount();
    const first = totals.total('entrega', 'a', count);
    totals.markStale();
    calls[0]!(5);
    expect(await first).toBe(5);
    expect(await totals.total('entrega', 'a', count)).toBe(5);
    expect(calls).toHaveLength(2);
  });
});
