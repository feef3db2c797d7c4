// A count of long answers under way (the whole import log, streamed), per user and in all, so
// one user cannot hold the server with many at once and all users together stay bounded.

export interface StreamLimits {
  perUser: number;
  total: number;
}

export class StreamSlots {
  private readonly byUser = new Map<number, number>();
  private running = 0;

  constructor(private readonly limits: StreamLimits) {}

  /** A release function when a slot is free (call it once the answer ends), else null. */
  take(userId: number): (() => void) | null {
    const mine = this.byUser.get(userId) ?? 0;
    if (mine >= this.limits.perUser || this.running >= this.limits.total) return null;
    this.byUser.set(userId, mine + 1);
    this.running += 1;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.running -= 1;
      const left = (this.byUser.get(userId) ?? 1) - 1;
      if (left > 0) this.byUser.set(userId, left);
      else this.byUser.delete(userId);
    };
  }

  /** Answers under way (for tests and logs). */
  get size(): number {
    return this.running;
  }
}
