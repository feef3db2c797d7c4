// Starts a worker thread running a TypeScript module of the server (see ts-worker-bootstrap.mjs).
import { Worker } from 'node:worker_threads';

const BOOTSTRAP = new URL('./ts-worker-bootstrap.mjs', import.meta.url);

export function startTsWorker(entry: URL, data: Record<string, unknown>): Worker {
  return new Worker(BOOTSTRAP, { workerData: { ...data, entry: entry.href } });
}
