// The main thread's side of the classify worker: an async stream of classified batches. Each
// batch taken lets the worker read one more ahead; leaving the loop early stops the worker.
import { startTsWorker } from '../../../../workers/start-ts-worker';
import { ZipRejected } from '../zip/zip-entries';
import type { ClassifiedEntry } from './import-kind';
import type { ClassifyWorkerData, ClassifyWorkerMessage } from './classify-worker';

export interface ClassifiedBatch {
  outcomes: ClassifiedEntry[];
  /** File number after the batch's last entry. */
  next: number;
}

const WORKER = new URL('./classify-worker.ts', import.meta.url);

export async function* classifiedBatches(input: ClassifyWorkerData): AsyncGenerator<ClassifiedBatch> {
  const worker = startTsWorker(
    WORKER,
    { ...input },
    { maxOldGenerationSizeMb: 96, maxYoungGenerationSizeMb: 16 },
  );
  const inbox: (ClassifyWorkerMessage | { type: 'crashed'; error: Error })[] = [];
  let wake: (() => void) | null = null;
  const deliver = (message: (typeof inbox)[number]) => {
    inbox.push(message);
    wake?.();
    wake = null;
  };
  worker.on('message', (message: ClassifyWorkerMessage) => deliver(message));
  worker.on('error', (error) => deliver({ type: 'crashed', error }));
  worker.on('exit', (code) => {
    if (code !== 0) deliver({ type: 'crashed', error: new Error(`classify worker exited with ${code}`) });
  });
  try {
    for (;;) {
      const message = inbox.shift();
      if (!message) {
        await new Promise<void>((resolve) => (wake = resolve));
        continue;
      }
      if (message.type === 'end') return;
      if (message.type === 'rejected') throw new ZipRejected(message.mensagem);
      if (message.type === 'error') throw new Error(message.message);
      if (message.type === 'crashed') throw message.error;
      yield { outcomes: message.outcomes, next: message.next };
      worker.postMessage('credit');
    }
  } finally {
    await worker.terminate();
  }
}
