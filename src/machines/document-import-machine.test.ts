import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { NFE_STATUS_POLL_MS } from '../domain/constants';
import {
  importErrors,
  importPercentage,
  documentImportMachine,
  ImportRequestError,
  type ImportId,
  type DocumentImportStatus,
  type UploadZipInput,
} from './document-import-machine';

const zip = new Blob(['PK'], { type: 'application/zip' });

const status = (
  processed: number,
  dataFim: string | null = null,
  id: ImportId = 7,
): DocumentImportStatus => ({
  id,
  quantidadeArquivos: 10,
  quantidadeArquivosProcessados: processed,
  dataFim,
});

interface Fakes {
  begin?: () => Promise<{ id: ImportId }>;
  upload?: (input: UploadZipInput) => Promise<void>;
  /** Answers of the successive polls; the last one repeats. */
  statuses?: (() => Promise<DocumentImportStatus>)[];
}

/** A bare actor whose calls answer by the given fakes, recording the calls and the logged errors. */
function startImportActor(fakes: Fakes = {}) {
  const calls: string[] = [];
  const uploads: UploadZipInput[] = [];
  const logged: { error: unknown; id: ImportId | null }[] = [];
  let polls = 0;
  const statuses = fakes.statuses ?? [async () => status(10, '2026-11-21T20:00:00')];
  const actor = createActor(
    documentImportMachine.provide({
      actors: {
        beginImport: fromPromise(async () => {
          calls.push('beginImport');
          return fakes.begin ? fakes.begin() : { id: 7 };
        }),
        uploadZip: fromPromise<void, UploadZipInput>(async ({ input }) => {
          calls.push('uploadZip');
          uploads.push(input);
          if (fakes.upload) await fakes.upload(input);
        }),
        fetchStatus: fromPromise<DocumentImportStatus, { id: ImportId }>(async ({ input }) => {
          calls.push(`fetchStatus:${input.id}`);
          const answer = statuses[Math.min(polls, statuses.length - 1)];
          polls += 1;
          if (!answer) throw new Error('no status answer given');
          return answer();
        }),
      },
      actions: {
        logError: (_, params) => {
          logged.push(params);
        },
      },
    }),
  ).start();
  return { actor, calls, uploads, logged, pollCount: () => polls };
}

const never = <T>() => new Promise<T>(() => {});
const flush = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('nfe import machine', () => {
  it('starts idle with nothing imported', () => {
    const { actor } = startImportActor();
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context).toMatchObject({ id: null, dataFim: null, errors: [] });
  });

  it('does nothing when Importar is pressed with no file', async () => {
    const { actor, calls } = startImportActor();
    actor.send({ type: 'import.start', file: null });
    actor.send({ type: 'import.start', file: undefined });
    await flush();
    expect(actor.getSnapshot().value).toBe('idle');
    expect(calls).toEqual([]);
  });

  it('begins, uploads the file with the new id, then polls until dataFim is set', async () => {
    const { actor, calls, uploads, pollCount } = startImportActor({
      begin: async () => ({ id: 42 }),
      statuses: [
        async () => status(0, null, 42),
        async () => status(4, null, 42),
        async () => status(10, '2026-11-21T20:00:00', 42),
      ],
    });
    actor.send({ type: 'import.start', file: zip });
    expect(actor.getSnapshot().value).toBe('beginning');
    await flush();
    expect(uploads).toEqual([{ id: 42, file: zip }]);
    expect(actor.getSnapshot().matches('polling')).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ id: 42, quantidadeArquivosProcessados: 0 });
    expect(actor.getSnapshot().matches({ polling: 'waiting' })).toBe(true);

    await vi.advanceTimersByTimeAsync(NFE_STATUS_POLL_MS - 1);
    expect(pollCount()).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(pollCount()).toBe(2);
    expect(actor.getSnapshot().context.quantidadeArquivosProcessados).toBe(4);

    await vi.advanceTimersByTimeAsync(NFE_STATUS_POLL_MS);
    expect(actor.getSnapshot().value).toBe('finished');
    expect(actor.getSnapshot().context).toMatchObject({
      id: 42,
      quantidadeArquivos: 10,
      quantidadeArquivosProcessados: 10,
      dataFim: '2026-11-21T20:00:00',
    });
    expect(calls).toEqual(['beginImport', 'uploadZip', 'fetchStatus:42', 'fetchStatus:42', 'fetchStatus:42']);

    // Polling has stopped.
    await vi.advanceTimersByTimeAsync(NFE_STATUS_POLL_MS * 5);
    expect(pollCount()).toBe(3);
  });

  it('waits in beginning and uploading while the calls are pending', async () => {
    const { actor } = startImportActor({ begin: never });
    actor.send({ type: 'import.start', file: zip });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(actor.getSnapshot().value).toBe('beginning');

    const second = startImportActor({ upload: never });
    second.actor.send({ type: 'import.start', file: zip });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(second.actor.getSnapshot().value).toBe('uploading');
    expect(second.pollCount()).toBe(0);
  });

  it('fails with the body errors when beginImport is refused', async () => {
    const { actor, calls } = startImportActor({
      begin: async () => {
        throw new ImportRequestError(['Usuário sem permissão']);
      },
    });
    actor.send({ type: 'import.start', file: zip });
    await flush();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.errors).toEqual(['Usuário sem permissão']);
    expect(calls).toEqual(['beginImport']);
  });

  it('fails with the network message when the upload has no answer', async () => {
    const { actor, pollCount } = startImportActor({
      upload: async () => {
        throw new TypeError('Failed to fetch');
      },
    });
    actor.send({ type: 'import.start', file: zip });
    await flush();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.errors).toEqual(['Failed to fetch']);
    await vi.advanceTimersByTimeAsync(NFE_STATUS_POLL_MS * 3);
    expect(pollCount()).toBe(0);
  });

  it('logs a failed poll and stops polling', async () => {
    const failure = new Error('Gateway Timeout');
    const { actor, logged, pollCount } = startImportActor({
      statuses: [
        async () => status(2),
        async () => {
          throw failure;
        },
      ],
    });
    actor.send({ type: 'import.start', file: zip });
    await flush();
    await vi.advanceTimersByTimeAsync(NFE_STATUS_POLL_MS);
    expect(actor.getSnapshot().value).toBe('pollStopped');
    expect(logged).toEqual([{ error: failure, id: 7 }]);
    expect(actor.getSnapshot().context.quantidadeArquivosProcessados).toBe(2);
    expect(actor.getSnapshot().context.errors).toEqual([]);
    await vi.advanceTimersByTimeAsync(NFE_STATUS_POLL_MS * 5);
    expect(pollCount()).toBe(2);
  });

  it('shows pushed progress at once while polling and finishes on a pushed dataFim', async () => {
    const { actor, pollCount } = startImportActor({ statuses: [async () => status(1)] });
    actor.send({ type: 'import.start', file: zip });
    await flush();
    expect(actor.getSnapshot().context.quantidadeArquivosProcessados).toBe(1);

    actor.send({ type: 'import.progress', status: status(6) });
    expect(actor.getSnapshot().context.quantidadeArquivosProcessados).toBe(6);
    expect(actor.getSnapshot().matches('polling')).toBe(true);

    actor.send({ type: 'import.progress', status: status(10, '2026-11-21T20:01:00') });
    expect(actor.getSnapshot().value).toBe('finished');
    expect(actor.getSnapshot().context.dataFim).toBe('2026-11-21T20:01:00');
    const polls = pollCount();
    await vi.advanceTimersByTimeAsync(NFE_STATUS_POLL_MS * 3);
    expect(pollCount()).toBe(polls);
  });

  it('never steps back when a poll answered before a push arrives after it', async () => {
    let answerPoll: (value: DocumentImportStatus) => void = () => {};
    const { actor } = startImportActor({
      statuses: [async () => status(2), () => new Promise((resolve) => (answerPoll = resolve))],
    });
    actor.send({ type: 'import.start', file: zip });
    await flush();
    await vi.advanceTimersByTimeAsync(NFE_STATUS_POLL_MS);
    // The second poll is on its way when a later batch's push arrives, then the poll answers.
    actor.send({ type: 'import.progress', status: status(6) });
    answerPoll(status(4));
    await flush();
    expect(actor.getSnapshot().context.quantidadeArquivosProcessados).toBe(6);
    // An older push is ignored too; the next newer count applies.
    actor.send({ type: 'import.progress', status: status(5) });
    expect(actor.getSnapshot().context.quantidadeArquivosProcessados).toBe(6);
    actor.send({ type: 'import.progress', status: status(8) });
    expect(actor.getSnapshot().context.quantidadeArquivosProcessados).toBe(8);
  });

  it('accepts pushed progress while uploading', async () => {
    const { actor } = startImportActor({ upload: never });
    actor.send({ type: 'import.start', file: zip });
    await flush();
    actor.send({ type: 'import.progress', status: status(3) });
    expect(actor.getSnapshot().value).toBe('uploading');
    expect(actor.getSnapshot().context.quantidadeArquivosProcessados).toBe(3);
    actor.send({ type: 'import.progress', status: status(10, '2026-11-21T20:02:00') });
    expect(actor.getSnapshot().value).toBe('finished');
  });

  it('ignores pushed progress of another import, or before the import has an id', async () => {
    const { actor } = startImportActor({ begin: never });
    actor.send({ type: 'import.start', file: zip });
    actor.send({ type: 'import.progress', status: status(5, '2026-11-21T20:00:00') });
    expect(actor.getSnapshot().value).toBe('beginning');
    expect(actor.getSnapshot().context.quantidadeArquivosProcessados).toBeNull();

    const second = startImportActor({ statuses: [async () => status(1)] });
    second.actor.send({ type: 'import.start', file: zip });
    await flush();
    second.actor.send({ type: 'import.progress', status: status(9, '2026-11-21T20:00:00', 8) });
    expect(second.actor.getSnapshot().matches('polling')).toBe(true);
    expect(second.actor.getSnapshot().context.quantidadeArquivosProcessados).toBe(1);
    // The id may arrive as a string from the hub.
    second.actor.send({ type: 'import.progress', status: status(9, null, '7') });
    expect(second.actor.getSnapshot().context.quantidadeArquivosProcessados).toBe(9);
  });

  it.each([
    ['finished', {}],
    [
      'failed',
      {
        begin: async (): Promise<{ id: ImportId }> => {
          throw new Error('x');
        },
      },
    ],
    [
      'pollStopped',
      {
        statuses: [
          async (): Promise<DocumentImportStatus> => {
            throw new Error('x');
          },
        ],
      },
    ],
  ] satisfies [string, Fakes][])('goes back to idle on import.reset from %s', async (state, fakes: Fakes) => {
    const { actor } = startImportActor(fakes);
    actor.send({ type: 'import.start', file: zip });
    await flush();
    expect(actor.getSnapshot().value).toBe(state);
    actor.send({ type: 'import.reset' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context).toEqual({
      file: null,
      id: null,
      quantidadeArquivos: null,
      quantidadeArquivosProcessados: null,
      dataFim: null,
      errors: [],
    });
  });

  it('ignores import.reset while an import runs', async () => {
    const { actor } = startImportActor({ statuses: [async () => status(1)] });
    actor.send({ type: 'import.start', file: zip });
    await flush();
    actor.send({ type: 'import.reset' });
    expect(actor.getSnapshot().matches('polling')).toBe(true);
  });

  it('starts a new import straight from a finished one, clearing the old figures', async () => {
    let nextId = 1;
    const { actor, uploads } = startImportActor({
      begin: async () => ({ id: nextId++ }),
      statuses: [async () => status(10, '2026-11-21T20:00:00', 1), async () => status(0, null, 2)],
    });
    actor.send({ type: 'import.start', file: zip });
    await flush();
    expect(actor.getSnapshot().value).toBe('finished');
    const other = new Blob(['PK2']);
    actor.send({ type: 'import.start', file: other });
    expect(actor.getSnapshot().context).toMatchObject({ id: null, dataFim: null, file: other });
    await flush();
    expect(uploads.map((upload) => upload.id)).toEqual([1, 2]);
    expect(actor.getSnapshot().matches('polling')).toBe(true);
  });
});

describe('importPercentage', () => {
  const progress = (processed: number | null, total: number | null, dataFim: string | null = null) => ({
    quantidadeArquivos: total,
    quantidadeArquivosProcessados: processed,
    dataFim,
  });

  it('is the processed share in whole percent', () => {
    expect(importPercentage(progress(1, 3))).toBe(33);
    expect(importPercentage(progress(5, 10))).toBe(50);
    expect(importPercentage(progress(10, 10))).toBe(100);
  });

  it('is clamped to 0-100', () => {
    expect(importPercentage(progress(12, 10))).toBe(100);
    expect(importPercentage(progress(-1, 10))).toBe(0);
  });

  it('is 0 before the counts are known, and 100 for a finished empty import', () => {
    expect(importPercentage(progress(null, null))).toBe(0);
    expect(importPercentage(progress(0, 0))).toBe(0);
    expect(importPercentage(progress(0, 0, '2026-11-21T20:00:00'))).toBe(100);
  });
});

describe('importErrors', () => {
  it('prefers the envelope errors, then the message', () => {
    expect(importErrors(new ImportRequestError(['A', 'B']))).toEqual(['A', 'B']);
    expect(importErrors({ errors: ['Arquivo inválido'] })).toEqual(['Arquivo inválido']);
    expect(importErrors(new Error('Network down'))).toEqual(['Network down']);
    expect(importErrors(undefined)).toEqual(['Erro desconhecido']);
  });
});
