// A server on the embedded database that starts where a killed one left jobs running takes them
// back at once: they are retried on its first poll rather than after their expiry and the next
// maintenance run. A job merely waiting is left alone. (On a shared database another server may
// be running them, so there only their expiry decides: server/jobs/job-queue.ts.)
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { recoverOrphanedJobs } from '../../../server/jobs/job-queue';
import { createTestAppOnDataDir } from '../helpers';

const QUEUE = 'orphan-probe';
const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe('jobs a stopped server left running', () => {
  it('are queued again when the next server starts on the same embedded database', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'rota-orphans-'));
    dirs.push(dataDir);
    const first = await createTestAppOnDataDir(dataDir);
    await first.app.jobs.createQueue(QUEUE);
    const running = await first.app.jobs.send(QUEUE, { n: 1 }, { retryLimit: 3, retryDelay: 0 });
    const waiting = await first.app.jobs.send(QUEUE, { n: 2 }, { retryLimit: 3, startAfter: 3600 });
    // Taken by a worker that never finishes it: what a kill -9 leaves behind.
    expect(await first.app.jobs.fetch(QUEUE)).toHaveLength(1);
    expect((await first.app.jobs.getJobById(QUEUE, running!))?.state).toBe('active');
    await first.close();

    const second = await createTestAppOnDataDir(dataDir);
    try {
      const after = await second.app.jobs.getJobById(QUEUE, running!);
      expect(after?.state).toBe('retry');
      expect((await second.app.jobs.getJobById(QUEUE, waiting!))?.state).toBe('created');
      // Nothing is left to take back once they are.
      expect(await recoverOrphanedJobs(second.app.jobs, second.app.db)).toBe(0);
    } finally {
      await second.close();
    }
  }, 120_000);
});
