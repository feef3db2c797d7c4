// Starts a worker thread running a TypeScript module of the server (see ts-worker-bootstrap.mjs).
import { Worker } from 'node:worker_threads';

const BOOTSTRAP = new URL('./ts-worker-bootstrap.mjs', import.meta.url);

/** Heap limits of a worker: its work is streamed, so a small heap keeps the server's memory flat. */
export interface WorkerHeapLimits {
  maxOldGenerationSizeMb: number;
  maxYoungGenerationSizeMb: number;
}

export function startTsWorker(entry: URL, data: Record<string, unknown>, limits?: WorkerHeapLimits): Worker {
  return new Worker(BOOTSTRAP, { workerData: { ...data, entry: entry.href }, resourceLimits: limits });
}
