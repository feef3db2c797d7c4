// Worker thread of the document import: reads the upload and classifies its files with the
// kind's classifier (the CPU-heavy part: inflate, decode, parse, hash) while the main thread
// writes the previous batch to the database. Sends batches ahead of the writer by at most CREDIT batches, so memory stays bounded.
import { parentPort, workerData } from 'node:worker_threads';
import type { ImportTipo } from '../../../../../src/domain/tracking/imports/document-import';
import type { ImportLogPart } from '../../../../../src/domain/tracking/imports/import-log-message';
import { type ZipLimits, ZipRejected } from '../zip/zip-entries';
import { importEntries } from './import-entries';
import type { ClassifiedEntry, ImportingCompany } from './import-kind';
import { importClassifier } from './import-classifiers';

export interface ClassifyWorkerData {
  tipo: ImportTipo;
  path: string;
  /** The uploaded name, for an upload that is a single file. */
  name: string;
  from: number;
  limits: ZipLimits;
  company: ImportingCompany;
  batchSize: number;
}

export type ClassifyWorkerMessage =
  | { type: 'batch'; outcomes: ClassifiedEntry[]; next: number }
  | { type: 'end' }
  | { type: 'rejected'; mensagem: ImportLogPart }
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
  const classify = importClassifier(input.tipo);
  let batch: ClassifiedEntry[] = [];
  for await (const entry of importEntries(input.path, input.from, input.limits, input.name)) {
    batch.push(classify(entry, input.company));
    if (batch.length >= input.batchSize) {
      await send({ type: 'batch', outcomes: batch, next: entry.index + 1 });
      batch = [];
    }
  }
  if (batch.length > 0)
    await send({ type: 'batch', outcomes: batch, next: batch[batch.length - 1]!.index + 1 });
  port.postMessage({ type: 'end' } satisfies ClassifyWorkerMessage);
} catch (error) {
  port.postMessage(
    (error instanceof ZipRejected
      ? { type: 'rejected', mensagem: error.mensagem }
      : {
          type: 'error',
          message: error instanceof Error ? error.message : String(error),
        }) satisfies ClassifyWorkerMessage,
  );
}
