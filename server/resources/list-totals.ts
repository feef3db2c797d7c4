// The total under a list page ("de um total de N") is the costly half of it: an exact count of
// every row in the caller's scope (100,000 deliveries take about 40 ms), while the page itself
// takes a fraction of a millisecond. Many people paging the same list share one count:
//  - a total younger than FRESH_MS is answered as it is;
//  - one up to STALE_MS old is answered too, while a single recount runs behind it;
//  - an older one (or none) waits for a count, shared by every request that asks meanwhile.
// So a busy list's total is at most about a second old, a list opened after a quiet moment is
// counted then and there, and every write forgets every total at once: the engine's writes, each
// deadline recomputation (a write to one table can change another's list: deadline rules move
// deliveries between filters), the end of an import. While an import runs, each batch it commits
// only makes the totals stale (markStale): they are answered while one recount runs, instead of
// every request after every batch waiting for a count of the whole list.

declare module 'fastify' {
  interface FastifyInstance {
    /** The list totals of every resource; whatever writes rows a list counts forgets them. */
    listTotals: ListTotals;
  }
}

const FRESH_MS = 1_000;
const STALE_MS = 5_000;
/** Distinct lists kept (scope, search and filters); the oldest is dropped past it. */
const MAX_ENTRIES = 2_000;

interface Entry {
  value?: number;
  countedAt: number;
  /** The count under way, shared by whoever asks meanwhile. */
  counting?: Promise<number>;
}

export class ListTotals {
  private readonly entries = new Map<string, Entry>();
  /** How many writes made totals stale; a count that saw this change answers a stale total. */
  private writes = 0;

  constructor(private readonly now: () => number = Date.now) {}

  /** The total of the list `key` of `resource`, counted by `count` when it must be. */
  async total(resource: string, key: string, count: () => Promise<number>): Promise<number> {
    const id = `${resource}\u0000${key}`;
    const entry = this.entries.get(id);
    const age = entry?.value === undefined ? Infinity : this.now() - entry.countedAt;
    if (entry && age < FRESH_MS) return entry.value!;
    if (entry && age < STALE_MS) {
      this.recount(id, count).catch(() => undefined); // the next request counts again
      return entry.value!;
    }
    return this.recount(id, count);
  }

  /** Forgets every total (after a write). */
  forgetAll(): void {
    this.entries.clear();
  }

  /**
   * Makes every total stale (after a write whose rows may lag a little, like an import's batch):
   * each is still answered, while one recount runs; a count under way may predate the write, so
   * what it answers is stale as soon as it lands.
   */
  markStale(): void {
    this.writes += 1;
    const stale = this.now() - FRESH_MS;
    for (const entry of this.entries.values()) entry.countedAt = Math.min(entry.countedAt, stale);
  }

  private recount(id: string, count: () => Promise<number>): Promise<number> {
    const entry = this.entries.get(id) ?? { countedAt: 0 };
    if (entry.counting) return entry.counting;
    const writesBefore = this.writes;
    const counting = count().then(
      (value) => {
        // A forgetAll() during the count dropped this entry: its value may predate the write.
        // After a markStale() it is kept, stale already.
        const countedAt = this.writes === writesBefore ? this.now() : this.now() - FRESH_MS;
        if (this.entries.get(id) === entry) Object.assign(entry, { value, countedAt });
        entry.counting = undefined;
        return value;
      },
      (error: unknown) => {
        entry.counting = undefined;
        throw error;
      },
    );
    entry.counting = counting;
    this.entries.delete(id); // re-inserted last: the map's order is the order of use
    this.entries.set(id, entry);
    if (this.entries.size > MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
    return counting;
  }
}
