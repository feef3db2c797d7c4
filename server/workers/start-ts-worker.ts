// Starts a worker thread running a module of the server: its TypeScript source through the
// loader (see ts-worker-bootstrap.mjs) when the server runs from source (tests, `npm run dev`),
// or the JavaScript module built beside the server (dist-server/, `npm start`).
import { Worker } from 'node:worker_threads';

const BOOTSTRAP = new URL('./ts-worker-bootstrap.mjs', import.meta.url);

/** Heap limits of a worker: its work is streamed, so a small heap keeps the server's memory flat. */
export interface WorkerHeapLimits {
  maxOldGenerationSizeMb: number;
  maxYoungGenerationSizeMb: number;
}

const BUILT = import.meta.url.endsWith('.js');

export function startTsWorker(entry: URL, data: Record<string, unknown>, limits?: WorkerHeapLimits): Worker {
  if (BUILT) {
    // The build writes every entry flat into dist-server/ as <name>.js.
    const name = entry.pathname.split('/').pop()!.replace(/\.ts$/, '.js');
    return new Worker(new URL(`./${name}`, import.meta.url), { workerData: data, resourceLimits: limits });
  }
  return new Worker(BOOTSTRAP, { workerData: { ...data, entry: entry.href }, resourceLimits: limits });
}
