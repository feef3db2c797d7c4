// Worker thread of the NF-e import: reads the zip and classifies its entries (the CPU-heavy
// part: inflate, decode, XML parse, hash) while the main thread writes the previous batch to the
// database. Sends batches ahead of the writer by at most CREDIT batches, so memory stays bounded.
import { parentPort, workerData } from 'node:worker_threads';
import { type ZipLimits, ZipRejected, zipEntries } from '../zip/zip-entries';
import { classifyEntry, type EntryOutcome, type ImportingCompany } from './classify-entry';

export interface ClassifyWorkerData {
  path: string;
  from: number;
  limits: ZipLimits;
  company: ImportingCompany;
  batchSize: number;
}

export type ClassifyWorkerMessage =
  | { type: 'batch'; outcomes: EntryOutcome[]; next: number }
  | { type: 'end' }
  | { type: 'rejected'; message: string }
  | { type: 'error'; message: string };

/** Batches the worker may send before the writer acknowledges one. */
export const CREDIT = 2;

const port = parentPort!;
const input = workerData as ClassifyWorkerData;
let credit = CREDIT;
let wake: (() => void) | null = null;
port.on('message', () => {
  credit += 1;
  wake?.();
  wake = null;
});

const send = async (message: ClassifyWorkerMessage) => {
  while (credit === 0) await new Promise<void>((resolve) => (wake = resolve));
  credit -= 1;
  port.postMessage(message);
};

try {
  let batch: EntryOutcome[] = [];
  for await (const entry of zipEntries(input.path, input.from, input.limits)) {
    batch.push(classifyEntry(entry, input.company));
    if (batch.length >= input.batchSize) {
      await send({ type: 'batch', outcomes: batch, next: entry.index + 1 });
      batch = [];
    }
  }
  if (batch.length > 0)
    await send({ type: 'batch', outcomes: batch, next: batch[batch.length - 1]!.index + 1 });
  port.postMessage({ type: 'end' } satisfies ClassifyWorkerMessage);
} catch (error) {
  const message = error instanceof Error ? error.message : String(error);
  port.postMessage(
    (error instanceof ZipRejected
      ? { type: 'rejected', message }
      : { type: 'error', message }) satisfies ClassifyWorkerMessage,
  );
}
