// An import gives way to the people using the server. Its batches cost the thread that answers
// requests (each batch's statements, the worker's messages, their garbage), and the cores it
// shares with PostgreSQL and the classify worker. While that thread was busy through a batch,
// the next waits twice the batch's time, so under heavy use an import goes on at about a third of
// its pace instead of doubling everyone's waits; on a quiet server it never waits.
import { type EventLoopUtilization, performance } from 'node:perf_hooks';

/** The share of the time the request thread worked from which it counts as busy. */
const BUSY = 0.85;
/** A pause is twice the batch it follows, and never longer than this. */
const MAX_PAUSE_MS = 1_000;

type Utilization = (current?: EventLoopUtilization, previous?: EventLoopUtilization) => EventLoopUtilization;

export class ImportPace {
  private mark: EventLoopUtilization;

  constructor(
    private readonly utilization: Utilization = performance.eventLoopUtilization.bind(performance),
  ) {
    this.mark = utilization();
  }

  /** How long to wait after a batch of `batchMs`, by how busy the thread was since the last call. */
  pauseAfter(batchMs: number): number {
    const now = this.utilization();
    const busy = this.utilization(now, this.mark).utilization;
    this.mark = now;
    return busy >= BUSY ? Math.min(2 * batchMs, MAX_PAUSE_MS) : 0;
  }
}
