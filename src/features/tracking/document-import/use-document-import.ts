// The import screen's workflow: the shared documentImportMachine with the tracking calls, the pushed
// progress of the notifications hub, the alerts of spec section 8, and a fresh list of imports
// whenever an import starts or ends.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import { useIntl } from 'react-intl';
import { fromPromise } from 'xstate';
import { ZodError } from 'zod';
import type { ImportStatusDto } from '@/domain/tracking/imports/document-import';
import { importOutcome } from '@/domain/tracking/imports/import-outcome';
import {
  documentImportMachine,
  ImportRequestError,
  type ImportId,
  type DocumentImportStatus,
  type UploadZipInput,
} from '@/machines/document-import-machine';
import { useTimedAlert } from '@/ui/timed-alert';
import { beginImport, fetchImportStatus, fetchRunningImport, uploadZip } from './import-api';
import { useImportScreenKind } from './import-screen-kind';
import { importKeys } from './import-queries';
import { laterStatus } from './later-status';
import { useImportProgressPush } from './use-import-progress-push';

/** Where the import is, from the machine's state: polling's inner states count as one. */
export type ImportPhase =
  'idle' | 'beginning' | 'uploading' | 'polling' | 'finished' | 'failed' | 'pollStopped';

/** Server sentences are Portuguese: isolated, they keep their own direction in the Arabic layout. */
const isolated = (text: string) => `\u2068${text}\u2069`;

export function useDocumentImport() {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const kind = useImportScreenKind();
  const alerts = useTimedAlert();
  // The whole status of the followed import (counts, situation, error) as last read or pushed.
  const [latest, setLatest] = useState<ImportStatusDto | null>(null);

  /** A call that got no answer (network, time-out, unreadable answer) shows a clear message. */
  const explained = async <T>(call: () => Promise<T>): Promise<T> => {
    try {
      return await call();
    } catch (error) {
      if (error instanceof ImportRequestError) throw error;
      if (error instanceof ZodError) {
        throw new ImportRequestError([intl.formatMessage({ id: 'nfeImport.invalidAnswer' })]);
      }
      const message = error instanceof Error ? error.message : String(error);
      throw new ImportRequestError([intl.formatMessage({ id: 'nfeImport.networkError' }, { message })]);
    }
  };

  const [snapshot, send, actorRef] = useMachine(
    documentImportMachine.provide({
      actors: {
        beginImport: fromPromise<{ id: ImportId }, void>(() => explained(() => beginImport(kind.api))),
        uploadZip: fromPromise<void, UploadZipInput>(({ input }) =>
          explained(() => uploadZip(input, kind.api)),
        ),
        fetchStatus: fromPromise<DocumentImportStatus, { id: ImportId }>(async ({ input }) => {
          const status = await fetchImportStatus(input.id, kind.api);
          setLatest((previous) => laterStatus(previous, status));
          return status;
        }),
      },
      actions: {
        logError: (_, { error, id }) => console.error(`NF-e import ${String(id)}: status poll failed`, error),
      },
    }),
  );

  useImportProgressPush(
    useCallback(
      (status: ImportStatusDto) => {
        const { id } = actorRef.getSnapshot().context;
        if (id === null || String(id) !== String(status.id)) return;
        setLatest((previous) => laterStatus(previous, status));
        actorRef.send({ type: 'import.progress', status });
      },
      [actorRef],
    ),
  );

  // An import this user left running (the page was left or reloaded during the upload or the
  // processing) is followed again: the server knows it, the browser's memory does not.
  useEffect(() => {
    let live = true;
    fetchRunningImport(kind.api).then(
      (running) => {
        if (!live || !running || !actorRef.getSnapshot().matches('idle')) return;
        setLatest(running);
        actorRef.send({ type: 'import.resume', status: running });
      },
      (error: unknown) => console.error(`${kind.api} import: running import not read`, error),
    );
    return () => {
      live = false;
    };
  }, [actorRef, kind.api]);

  const phase: ImportPhase = typeof snapshot.value === 'string' ? snapshot.value : 'polling';
  const { errors } = snapshot.context;
  const { success, warning, danger } = alerts;
  const previousPhase = useRef(phase);
  useEffect(() => {
    if (previousPhase.current === phase) return;
    previousPhase.current = phase;
    if (phase === 'beginning') setLatest(null);
    if (phase === 'finished' && latest) {
      const outcome = importOutcome(latest);
      const counts = { importadas: latest.quantidadeImportadas, rejeitadas: latest.quantidadeRejeitadas };
      if (outcome === 'failed')
        danger(isolated(latest.erro ?? intl.formatMessage({ id: 'nfeImport.failedGeneric' })));
      else if (outcome === 'nothingImported')
        danger(intl.formatMessage({ id: 'importOutcome.nothingImported' }, counts));
      else if (outcome === 'partly') warning(intl.formatMessage({ id: 'importOutcome.partly' }, counts));
      else success(intl.formatMessage({ id: kind.successId }));
    }
    if (phase === 'failed') danger(isolated(errors.join(' ')));
    if (phase !== 'beginning' && phase !== 'uploading') {
      void queryClient.invalidateQueries({ queryKey: importKeys.lists(kind.api) });
    }
  }, [phase, latest, errors, success, warning, danger, intl, queryClient, kind]);

  const start = useCallback((file: File | null) => send({ type: 'import.start', file }), [send]);

  return { phase, context: snapshot.context, latest, start, alerts };
}
