// The total under a list page ("de um total de N") is the costly half of it: an exact count of
// every row in the caller's scope (100,000 deliveries take about 40 ms), while the page itself
// takes a fraction of a millisecond. Many people paging the same list share one count:
//  - a total younger than FRESH_MS is answered as it is;
//  - one up to STALE_MS old is answered too, while a single recount runs behind it;
//  - an older one (or none) waits for a count, shared by every request that asks meanwhile.
// So a busy list's total is at most about a second old, a list opened after a quiet moment is
// counted then and there, and every write forgets every total at once: the engine's writes, each
// batch an import commits, each deadline recomputation (a write to one table can change another's
// list: deadline rules move deliveries between filters).

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

  private recount(id: string, count: () => Promise<number>): Promise<number> {
    const entry = this.entries.get(id) ?? { countedAt: 0 };
    if (entry.counting) return entry.counting;
    const counting = count().then(
      (value) => {
        // A forgetAll() during the count dropped this entry: its value may predate the write.
        if (this.entries.get(id) === entry) Object.assign(entry, { value, countedAt: this.now() });
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
