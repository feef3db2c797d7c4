// The NF-e zip import screen (issue 3): idle → beginning (open an import, get its id) → uploading
// (send the zip) → polling (read the import status every NFE_STATUS_POLL_MS) → finished once the
// status carries dataFim. Progress pushed by the realtime hub ('import.progress') is shown at once;
// the poll stays as the fallback the spec requires. The HTTP calls and the error log are injected
// with provide(), so the machine runs unchanged in the browser and in a bare test actor.
import { assign, fromPromise, setup } from 'xstate';
import { NFE_STATUS_POLL_MS } from '../domain/constants';

export type ImportId = number | string;

/** The import status as GET /nfe/get/{id} answers it (and as the realtime hub pushes it). */
export interface DocumentImportStatus {
  id: ImportId;
  quantidadeArquivos: number | null;
  quantidadeArquivosProcessados: number | null;
  dataFim: string | null;
}

export interface DocumentImportContext {
  file: Blob | null;
  id: ImportId | null;
  quantidadeArquivos: number | null;
  quantidadeArquivosProcessados: number | null;
  dataFim: string | null;
  errors: string[];
}

export type DocumentImportEvent =
  | { type: 'import.start'; file: Blob | null | undefined }
  | { type: 'import.progress'; status: DocumentImportStatus }
  /** An import of this user still running on the server (after leaving or reloading the page). */
  | { type: 'import.resume'; status: DocumentImportStatus }
  | { type: 'import.reset' };

export interface UploadZipInput {
  id: ImportId;
  file: Blob;
}

/**
 * An error whose answer carried an envelope: the provided actors throw it so the screen can show
 * the body's `errors`. Any other error shows its message (e.g. a network failure).
 */
export class ImportRequestError extends Error {
  readonly errors: string[];

  constructor(errors: string[]) {
    super(errors.join('\n'));
    this.name = 'ImportRequestError';
    this.errors = errors;
  }
}

const UNKNOWN_ERROR = 'Erro desconhecido';

/** The messages to show for a failed call: the envelope's errors, else the error's own message. */
export function importErrors(error: unknown): string[] {
  if (typeof error === 'object' && error !== null && 'errors' in error) {
    const { errors } = error as { errors: unknown };
    if (Array.isArray(errors) && errors.length > 0 && errors.every((item) => typeof item === 'string')) {
      return errors as string[];
    }
  }
  if (error instanceof Error && error.message) return [error.message];
  if (typeof error === 'string' && error) return [error];
  return [UNKNOWN_ERROR];
}

/** Processed share of the files, 0-100 (whole numbers); 100 once the import has finished. */
export function importPercentage(
  progress: Pick<DocumentImportContext, 'quantidadeArquivos' | 'quantidadeArquivosProcessados' | 'dataFim'>,
): number {
  const total = progress.quantidadeArquivos ?? 0;
  const processed = progress.quantidadeArquivosProcessados ?? 0;
  if (total <= 0) return progress.dataFim ? 100 : 0;
  const percentage = Math.round((processed / total) * 100);
  return Math.min(100, Math.max(0, percentage));
}

const emptyContext = (): DocumentImportContext => ({
  file: null,
  id: null,
  quantidadeArquivos: null,
  quantidadeArquivosProcessados: null,
  dataFim: null,
  errors: [],
});

const statusFields = (status: DocumentImportStatus) => ({
  quantidadeArquivos: status.quantidadeArquivos,
  quantidadeArquivosProcessados: status.quantidadeArquivosProcessados,
  dataFim: status.dataFim,
});

const isFinished = (status: DocumentImportStatus): boolean => status.dataFim != null && status.dataFim !== '';

/**
 * The counts of a status unless it is older than what the screen shows. Polled answers and hub
 * pushes travel apart: a poll answered just before a batch ends can arrive after that batch's
 * push, and the bar must not step back. An ended status always applies (its counts are final).
 */
const laterFields = (context: DocumentImportContext, status: DocumentImportStatus) =>
  !isFinished(status) &&
  (status.quantidadeArquivosProcessados ?? 0) < (context.quantidadeArquivosProcessados ?? 0)
    ? {}
    : statusFields(status);

export const documentImportMachine = setup({
  types: {
    context: {} as DocumentImportContext,
    events: {} as DocumentImportEvent,
  },
  actors: {
    /** GET nfe/beginImport → the new import's id. */
    beginImport: fromPromise<{ id: ImportId }, void>(async () => {
      throw new Error('The beginImport actor must be provided');
    }),
    /** POST nfe/importzip?id={id}, multipart with the field `file`. */
    uploadZip: fromPromise<void, UploadZipInput>(async () => {
      throw new Error('The uploadZip actor must be provided');
    }),
    /** GET nfe/get/{id}. */
    fetchStatus: fromPromise<DocumentImportStatus, { id: ImportId }>(async () => {
      throw new Error('The fetchStatus actor must be provided');
    }),
  },
  actions: {
    /** A failed poll is only logged (spec); provided by the SPA. */
    logError: (_, _params: { error: unknown; id: ImportId | null }) => {},
    startImport: assign(({ event }) => ({
      ...emptyContext(),
      file: event.type === 'import.start' ? (event.file ?? null) : null,
    })),
    applyPushedProgress: assign(({ context, event }) =>
      event.type === 'import.progress' ? laterFields(context, event.status) : {},
    ),
    reset: assign(emptyContext),
    resumeImport: assign(({ event }) =>
      event.type === 'import.resume'
        ? { ...emptyContext(), id: event.status.id, ...statusFields(event.status) }
        : {},
    ),
  },
  guards: {
    hasFile: ({ event }) => event.type === 'import.start' && event.file != null,
    /** Pushed progress counts only for the import this screen follows. */
    isOwnProgress: ({ context, event }) =>
      event.type === 'import.progress' &&
      context.id !== null &&
      String(event.status.id) === String(context.id),
    isOwnFinalProgress: ({ context, event }) =>
      event.type === 'import.progress' &&
      context.id !== null &&
      String(event.status.id) === String(context.id) &&
      isFinished(event.status),
  },
  delays: {
    pollInterval: NFE_STATUS_POLL_MS,
  },
}).createMachine({
  id: 'nfeImport',
  initial: 'idle',
  context: emptyContext,
  states: {
    idle: {
      on: {
        // Importar with no file chosen does nothing.
        'import.start': { guard: 'hasFile', target: 'beginning', actions: 'startImport' },
        // Followed again by polling its status, as if this screen had started it.
        'import.resume': { target: 'polling', actions: 'resumeImport' },
      },
    },
    beginning: {
      invoke: {
        src: 'beginImport',
        onDone: { target: 'uploading', actions: assign({ id: ({ event }) => event.output.id }) },
        onError: { target: 'failed', actions: assign({ errors: ({ event }) => importErrors(event.error) }) },
      },
    },
    uploading: {
      invoke: {
        src: 'uploadZip',
        input: ({ context }) => {
          if (context.id === null || context.file === null) {
            throw new Error('uploading is entered only with an import id and a file');
          }
          return { id: context.id, file: context.file };
        },
        onDone: { target: 'polling' },
        onError: { target: 'failed', actions: assign({ errors: ({ event }) => importErrors(event.error) }) },
      },
      on: {
        'import.progress': [
          { guard: 'isOwnFinalProgress', target: 'finished', actions: 'applyPushedProgress' },
          { guard: 'isOwnProgress', actions: 'applyPushedProgress' },
        ],
      },
    },
    polling: {
      initial: 'fetching',
      on: {
        'import.progress': [
          { guard: 'isOwnFinalProgress', target: 'finished', actions: 'applyPushedProgress' },
          { guard: 'isOwnProgress', actions: 'applyPushedProgress' },
        ],
      },
      states: {
        fetching: {
          invoke: {
            src: 'fetchStatus',
            input: ({ context }) => {
              if (context.id === null) throw new Error('polling is entered only with an import id');
              return { id: context.id };
            },
            onDone: [
              {
                guard: ({ event }) => isFinished(event.output),
                target: '#nfeImport.finished',
                actions: assign(({ event }) => statusFields(event.output)),
              },
              {
                target: 'waiting',
                actions: assign(({ context, event }) => laterFields(context, event.output)),
              },
            ],
            onError: {
              target: '#nfeImport.pollStopped',
              actions: {
                type: 'logError',
                params: ({ context, event }) => ({ error: event.error, id: context.id }),
              },
            },
          },
        },
        waiting: {
          after: { pollInterval: 'fetching' },
        },
      },
    },
    finished: {
      on: {
        'import.reset': { target: 'idle', actions: 'reset' },
        'import.start': { guard: 'hasFile', target: 'beginning', actions: 'startImport' },
      },
    },
    failed: {
      on: {
        'import.reset': { target: 'idle', actions: 'reset' },
        'import.start': { guard: 'hasFile', target: 'beginning', actions: 'startImport' },
      },
    },
    pollStopped: {
      on: {
        'import.reset': { target: 'idle', actions: 'reset' },
        'import.start': { guard: 'hasFile', target: 'beginning', actions: 'startImport' },
      },
    },
  },
});
