// A spreadsheet import screen: idle → checking (the server reads every row and undoes what it
// wrote) → reviewed (the report: what would be created and updated, each refused line) →
// importing (all rows, or only the valid ones when the user chose so) → done. An import that finds
// errors the check did not (someone took a login meanwhile) writes nothing and goes back to the
// review with the new report. The HTTP calls are injected with provide(), so the machine runs
// unchanged in the browser and in a bare test actor.
import { assign, fromPromise, setup } from 'xstate';
import type { SheetImportReport } from '../domain/resources/spreadsheet/sheet-report';

export interface SheetImportContext {
  file: Blob | null;
  /** The chosen file's name, for the report's heading. */
  fileName: string;
  report: SheetImportReport | null;
  /** Why the last call failed (the server's messages, or the network's). */
  errors: string[];
}

export type SheetImportEvent =
  | { type: 'sheet.choose'; file: Blob; name: string }
  | { type: 'sheet.import'; validRows: boolean }
  | { type: 'sheet.reset' };

export interface SheetCallInput {
  file: Blob;
  mode: 'check' | 'all' | 'validRows';
}

const emptyContext = (): SheetImportContext => ({ file: null, fileName: '', report: null, errors: [] });

/** The messages of a failed call: the envelope's errors when it carried them. */
export function sheetErrors(error: unknown): string[] {
  if (typeof error === 'object' && error !== null && 'errors' in error) {
    const { errors } = error as { errors: unknown };
    if (Array.isArray(errors) && errors.every((item) => typeof item === 'string') && errors.length > 0) {
      return errors as string[];
    }
  }
  return [error instanceof Error && error.message ? error.message : String(error)];
}

/** Rows the report would write: created and updated. */
export const writableRows = (report: SheetImportReport) => report.created + report.updated;

/** What the review offers: every row (none has an error) or only the valid ones. */
export const reviewChoices = (report: SheetImportReport) => ({
  all: report.errorRows === 0 && writableRows(report) > 0,
  validRows: report.errorRows > 0 && writableRows(report) > 0,
});

export const sheetImportMachine = setup({
  types: {
    context: {} as SheetImportContext,
    events: {} as SheetImportEvent,
  },
  actors: {
    /** POST <resource>/import?mode=… with the file; answers the report. */
    sendFile: fromPromise<SheetImportReport, SheetCallInput>(async () => {
      throw new Error('The sendFile actor must be provided');
    }),
  },
  actions: {
    chooseFile: assign(({ event }) =>
      event.type === 'sheet.choose' ? { ...emptyContext(), file: event.file, fileName: event.name } : {},
    ),
    clear: assign(() => emptyContext()),
  },
  guards: {
    /** Something was written: an import that met an error in `all` mode writes nothing. */
    written: ({ event }) => (event as unknown as { output: SheetImportReport }).output.written,
  },
}).createMachine({
  id: 'sheetImport',
  context: emptyContext,
  initial: 'idle',
  on: {
    'sheet.choose': { target: '.checking', actions: 'chooseFile' },
    'sheet.reset': { target: '.idle', actions: 'clear' },
  },
  states: {
    idle: {},
    checking: {
      invoke: {
        src: 'sendFile',
        input: ({ context }) => ({ file: context.file as Blob, mode: 'check' as const }),
        onDone: { target: 'reviewed', actions: assign({ report: ({ event }) => event.output }) },
        onError: { target: 'failed', actions: assign({ errors: ({ event }) => sheetErrors(event.error) }) },
      },
    },
    reviewed: {
      on: {
        'sheet.import': [
          { guard: ({ event }) => event.validRows, target: 'importingValidRows' },
          { target: 'importingAll' },
        ],
      },
    },
    importingAll: {
      invoke: {
        src: 'sendFile',
        input: ({ context }) => ({ file: context.file as Blob, mode: 'all' as const }),
        onDone: [
          { guard: 'written', target: 'done', actions: assign({ report: ({ event }) => event.output }) },
          { target: 'reviewed', actions: assign({ report: ({ event }) => event.output }) },
        ],
        onError: { target: 'failed', actions: assign({ errors: ({ event }) => sheetErrors(event.error) }) },
      },
    },
    importingValidRows: {
      invoke: {
        src: 'sendFile',
        input: ({ context }) => ({ file: context.file as Blob, mode: 'validRows' as const }),
        onDone: [
          { guard: 'written', target: 'done', actions: assign({ report: ({ event }) => event.output }) },
          { target: 'reviewed', actions: assign({ report: ({ event }) => event.output }) },
        ],
        onError: { target: 'failed', actions: assign({ errors: ({ event }) => sheetErrors(event.error) }) },
      },
    },
    done: {},
    failed: {},
  },
});
