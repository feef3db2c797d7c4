import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { SheetImportReport } from '../domain/resources/spreadsheet/sheet-report';
import { reviewChoices, type SheetCallInput, sheetErrors, sheetImportMachine } from './sheet-import-machine';

const report = (changes: Partial<SheetImportReport> = {}): SheetImportReport => ({
  mode: 'check',
  rows: 2,
  columns: { fields: ['nome'], ignored: [], missing: [], repeated: [] },
  errors: [],
  errorRows: 0,
  created: 2,
  updated: 0,
  skipped: 0,
  written: false,
  ...changes,
});

const file = new Blob(['Nome\nAna\nBia']);

/** A bare actor whose server answers by mode, recording the calls. */
function startActor(answers: Partial<Record<SheetCallInput['mode'], () => Promise<SheetImportReport>>>) {
  const calls: string[] = [];
  const actor = createActor(
    sheetImportMachine.provide({
      actors: {
        sendFile: fromPromise<SheetImportReport, SheetCallInput>(async ({ input }) => {
          calls.push(input.mode);
          const answer = answers[input.mode];
          if (!answer) throw new Error(`no answer for ${input.mode}`);
          return answer();
        }),
      },
    }),
  ).start();
  return { actor, calls };
}

describe('sheetImportMachine', () => {
  it('checks the chosen file, then imports every row when none has an error', async () => {
    const { actor, calls } = startActor({
      check: async () => report(),
      all: async () => report({ mode: 'all', written: true }),
    });
    actor.send({ type: 'sheet.choose', file, name: 'usuarios.csv' });
    await waitFor(actor, (s) => s.matches('reviewed'));
    expect(actor.getSnapshot().context.fileName).toBe('usuarios.csv');
    expect(reviewChoices(actor.getSnapshot().context.report!)).toEqual({ all: true, validRows: false });
    actor.send({ type: 'sheet.import', validRows: false });
    await waitFor(actor, (s) => s.matches('done'));
    expect(calls).toEqual(['check', 'all']);
    expect(actor.getSnapshot().context.report?.written).toBe(true);
  });

  it('imports only the valid rows when the user asks for them', async () => {
    const withError = report({ errorRows: 1, created: 1, skipped: 1 });
    const { actor, calls } = startActor({
      check: async () => withError,
      validRows: async () => ({ ...withError, mode: 'validRows', written: true }),
    });
    actor.send({ type: 'sheet.choose', file, name: 'a.csv' });
    await waitFor(actor, (s) => s.matches('reviewed'));
    expect(reviewChoices(withError)).toEqual({ all: false, validRows: true });
    actor.send({ type: 'sheet.import', validRows: true });
    await waitFor(actor, (s) => s.matches('done'));
    expect(calls).toEqual(['check', 'validRows']);
  });

  it('goes back to the review when the import meets an error the check did not', async () => {
    const late = report({ mode: 'all', errorRows: 1, created: 1, written: false });
    const { actor } = startActor({ check: async () => report(), all: async () => late });
    actor.send({ type: 'sheet.choose', file, name: 'a.csv' });
    await waitFor(actor, (s) => s.matches('reviewed'));
    actor.send({ type: 'sheet.import', validRows: false });
    await waitFor(actor, (s) => s.matches('reviewed') && s.context.report === late);
  });

  it('shows why a call failed, and starts over with another file', async () => {
    const refusal = Object.assign(new Error('400'), { errors: ['O arquivo não é uma planilha.'] });
    let first = true;
    const { actor } = startActor({
      check: async () => {
        if (first) {
          first = false;
          throw refusal;
        }
        return report();
      },
    });
    actor.send({ type: 'sheet.choose', file, name: 'foto.csv' });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.errors).toEqual(['O arquivo não é uma planilha.']);
    actor.send({ type: 'sheet.choose', file, name: 'b.csv' });
    await waitFor(actor, (s) => s.matches('reviewed'));
    expect(actor.getSnapshot().context.errors).toEqual([]);
    actor.send({ type: 'sheet.reset' });
    expect(actor.getSnapshot().matches('idle')).toBe(true);
    expect(actor.getSnapshot().context.report).toBeNull();
  });

  it('words a failure without an envelope by its message', () => {
    expect(sheetErrors(new Error('Failed to fetch'))).toEqual(['Failed to fetch']);
  });
});
