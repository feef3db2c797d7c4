// The access key on a PDF proof's barcode, read in a worker thread (pdf-key-worker.ts) bounded in
// pages, pixels, time and memory. PDFs are read one at a time; the thread is kept for the next PDF
// (starting it and loading PDF.js take about a second) and stopped after a minute unused. A PDF
// that runs out of time or memory is still a proof: its key is reported as not read and the user
// types it; the thread is then stopped and the next PDF gets a new one. So is a PDF that arrives
// while too many wait: the wait stays bounded whatever is sent.
import type { Worker } from 'node:worker_threads';
import { startTsWorker } from '../../../workers/start-ts-worker';
import type { PdfKeyAnswer, PdfKeyRequest } from './pdf-key-worker';
import type { PageLimits } from './pdf-pages';

const WORKER = new URL('./pdf-key-worker.ts', import.meta.url);
/**
 * Heap of the thread: PDF.js's parsed objects. Decoded images and the canvas lie outside V8's heap
 * and this limit: maxImagePixels and maxSidePx bound them.
 */
const HEAP_MB = 384;
const IDLE_STOP_MS = 60_000;
/** PDFs waiting behind the one being read; more are not read. */
const MAX_WAITING = 8;

export interface PdfReadLimits extends PageLimits {
  /** From handing the PDF to the thread (started if needed) to its answer. */
  timeoutMs: number;
}

export const PDF_READ_LIMITS: PdfReadLimits = {
  maxPages: 3,
  maxSidePx: 4000,
  maxScale: 300 / 72, // 300 dpi: plenty for the DANFE's barcode
  maxImagePixels: 40_000_000, // an A4 page scanned at 600 dpi has 35 megapixels
  timeoutMs: 15_000,
};

export type PdfKeyReading =
  | { outcome: 'read'; chave: string | null }
  | { outcome: 'unreadable' }
  | { outcome: 'timeout' }
  | { outcome: 'outOfMemory' }
  | { outcome: 'busy' };

let idle: { worker: Worker; stop: NodeJS.Timeout } | undefined;
let queue: Promise<unknown> = Promise.resolve();
let waiting = 0;
let nextId = 0;

/** Reads one PDF after the ones already waiting. */
export function readPdfKey(bytes: Uint8Array, limits = PDF_READ_LIMITS): Promise<PdfKeyReading> {
  if (waiting >= MAX_WAITING) return Promise.resolve({ outcome: 'busy' });
  waiting += 1;
  const reading = queue.then(() => {
    waiting -= 1;
    return readOnWorker(bytes, limits);
  });
  queue = reading.catch(() => undefined);
  return reading;
}

function takeWorker(): Worker {
  if (idle) {
    clearTimeout(idle.stop);
    const { worker } = idle;
    idle = undefined;
    return worker;
  }
  const worker = startTsWorker(WORKER, {}, { maxOldGenerationSizeMb: HEAP_MB, maxYoungGenerationSizeMb: 32 });
  worker.unref(); // an idle reader never keeps the process alive
  // A thread that fails or ends while idle is only forgotten; a reading's own listeners report it.
  const forget = () => {
    if (idle?.worker !== worker) return;
    clearTimeout(idle.stop);
    idle = undefined;
  };
  worker.on('error', forget).on('exit', forget);
  return worker;
}

function keepWorker(worker: Worker) {
  const stop = setTimeout(() => void stopIdleReader(), IDLE_STOP_MS);
  stop.unref();
  idle = { worker, stop };
}

/** Stops the reader thread now if it waits for a PDF (`npm run bench:proof` measures what it frees). */
export async function stopIdleReader(): Promise<void> {
  if (!idle) return;
  const { worker, stop } = idle;
  clearTimeout(stop);
  idle = undefined;
  await worker.terminate();
}

async function readOnWorker(
  bytes: Uint8Array,
  { timeoutMs, ...pages }: PdfReadLimits,
): Promise<PdfKeyReading> {
  const worker = takeWorker();
  const id = ++nextId;
  const cleanups: (() => void)[] = [];
  const reading = new Promise<PdfKeyReading>((resolve, reject) => {
    const timer = setTimeout(() => resolve({ outcome: 'timeout' }), timeoutMs);
    const onMessage = (answer: PdfKeyAnswer) => {
      if (answer.id !== id) return;
      resolve(answer.type === 'read' ? { outcome: 'read', chave: answer.chave } : { outcome: 'unreadable' });
    };
    const onError = (error: Error) =>
      (error as { code?: string }).code === 'ERR_WORKER_OUT_OF_MEMORY'
        ? resolve({ outcome: 'outOfMemory' })
        : reject(error);
    const onExit = (code: number) => reject(new Error(`The PDF reader thread stopped (exit code ${code}).`));
    worker.on('message', onMessage).on('error', onError).on('exit', onExit);
    cleanups.push(() => {
      clearTimeout(timer);
      worker.off('message', onMessage).off('error', onError).off('exit', onExit);
    });
  });
  worker.postMessage({ id, bytes, limits: pages } satisfies PdfKeyRequest);
  let result: PdfKeyReading | undefined;
  try {
    result = await reading;
    return result;
  } finally {
    for (const cleanup of cleanups) cleanup();
    const healthy = result?.outcome === 'read' || result?.outcome === 'unreadable';
    if (healthy) keepWorker(worker);
    else await worker.terminate();
  }
}
