// Work that runs after its request has been answered, so the answer's timing says nothing about
// it. Failures are logged (nobody waits for them), and closing the app waits for what is running,
// so it never finds the database gone.
import type { FastifyBaseLogger } from 'fastify';

export class DetachedTasks {
  private readonly running = new Set<Promise<void>>();

  constructor(
    private readonly log: FastifyBaseLogger,
    private readonly failure: string,
  ) {}

  /** Starts `task` on a later turn of the event loop, after the caller has answered. */
  run(task: () => Promise<unknown>): void {
    const done: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
      .then(task)
      .then(
        () => undefined,
        (err: unknown) => this.log.error({ err }, this.failure),
      )
      .finally(() => this.running.delete(done));
    this.running.add(done);
  }

  /** Resolves once every task started so far has finished. */
  async idle(): Promise<void> {
    while (this.running.size > 0) await Promise.all(this.running);
  }
}
