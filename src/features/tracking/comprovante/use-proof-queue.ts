// Runs the proof queue: each added file is read one after the other (a phone photo takes the
// server a moment), and attaches run as the user confirms them. Files not attached yet are kept
// in IndexedDB under the signed-in user and company (pending-proofs.ts), so a session that
// expires mid-queue loses none: signed in again, the same user is offered them back.
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import type { ComprovanteEntrega } from '@/domain/tracking/entrega/comprovante';
import {
  attachProof,
  ComprovanteRequestError,
  proofsQueryKey,
  readProof,
} from '@/features/tracking/services/comprovante-api';
import { sessionStore, userAtom } from '@/services/session-storage';
import { forgetPending, keepPending, listPending, proofScope, type PendingProof } from './pending-proofs';
import { canAttach, keyToSend, proofQueue, receiptOf, type AddedProof, type ProofItem } from './proof-queue';

const messagesOf = (error: unknown) =>
  error instanceof ComprovanteRequestError
    ? error.messages
    : [error instanceof Error ? error.message : String(error)];

/** The scope of the session signed in right now, or null when none is. */
const currentScope = () => {
  const user = sessionStore.get(userAtom);
  return user ? proofScope(user) : null;
};

/** What is kept of an item, to write it again only when it changed. */
const signature = (item: ProofItem) => JSON.stringify([item.recebimento, item.typed]);

/** The files kept in the browser: those neither attached nor refused. */
const keeps = (item: ProofItem) => item.phase !== 'attached' && item.phase !== 'refused';

export function useProofQueue(expected: ComprovanteEntrega | null = null) {
  const [items, dispatch] = useReducer(proofQueue, []);
  const queryClient = useQueryClient();
  const user = useAtomValue(userAtom);
  const scope = user ? proofScope(user) : null;
  // Reads are chained so files are read in the order chosen, one at a time.
  const reads = useRef<Promise<void>>(Promise.resolve());
  const expectedRef = useRef(expected);
  useEffect(() => {
    expectedRef.current = expected;
  }, [expected]);
  const [pending, setPending] = useState<PendingProof[]>([]);

  // The files an earlier session of this user and company left in the queue, offered back.
  useEffect(() => {
    if (!scope || typeof indexedDB === 'undefined') return;
    let alive = true;
    listPending(scope)
      .then((found) => alive && setPending(found))
      .catch(() => undefined);
    return () => {
      alive = false;
    };
  }, [scope]);

  // Mirrors the queue into the browser's store: kept while waiting, forgotten once done.
  const saved = useRef(new Map<string, string>());
  useEffect(() => {
    if (!scope || typeof indexedDB === 'undefined') return;
    const shown = new Set<string>();
    for (const item of items) {
      if (!keeps(item)) continue;
      shown.add(item.key);
      const sign = signature(item);
      if (saved.current.get(item.key) === sign) continue;
      saved.current.set(item.key, sign);
      void keepPending({
        scope,
        key: item.key,
        file: item.file,
        recebimento: item.recebimento,
        typed: item.typed,
        addedAt: Date.now(),
      }).catch(() => undefined);
    }
    const gone = [...saved.current.keys()].filter((key) => !shown.has(key));
    for (const key of gone) saved.current.delete(key);
    void forgetPending(scope, gone).catch(() => undefined);
  }, [items, scope]);

  const enqueue = useCallback((added: AddedProof[]) => {
    dispatch({ type: 'add', items: added });
    for (const { key, file } of added) {
      reads.current = reads.current.then(async () => {
        dispatch({ type: 'reading', key });
        try {
          const reading = await readProof(file);
          dispatch({ type: 'read', key, reading, expected: expectedRef.current });
        } catch (error) {
          dispatch({ type: 'refused', key, errors: messagesOf(error) });
        }
      });
    }
  }, []);

  const add = useCallback(
    (files: File[]) => enqueue(files.map((file) => ({ key: `proof-${crypto.randomUUID()}`, file }))),
    [enqueue],
  );

  /** Takes back the files the earlier session left: they are read again. */
  const restore = useCallback(() => {
    enqueue(pending.map(({ key, file, recebimento }) => ({ key, file, recebimento })));
    setPending([]);
  }, [enqueue, pending]);

  const discard = useCallback(() => {
    if (scope)
      void forgetPending(
        scope,
        pending.map((entry) => entry.key),
      ).catch(() => undefined);
    setPending([]);
  }, [pending, scope]);

  const attach = useCallback(
    async (item: ProofItem) => {
      const receipt = receiptOf(item);
      if (!canAttach(item) || !receipt.success) return;
      // Chosen under one session, sent under that session only.
      if (currentScope() !== scope) return;
      dispatch({ type: 'attaching', key: item.key });
      try {
        const result = await attachProof(item.file, keyToSend(item), receipt.data);
        dispatch({ type: 'attached', key: item.key, result });
        void queryClient.invalidateQueries({ queryKey: proofsQueryKey(result.entrega.id) });
        void queryClient.invalidateQueries({ queryKey: ['entrega'] });
      } catch (error) {
        dispatch({ type: 'attachFailed', key: item.key, errors: messagesOf(error) });
      }
    },
    [queryClient, scope],
  );

  const attachAll = useCallback(() => {
    for (const item of items) if (canAttach(item)) void attach(item);
  }, [items, attach]);

  return {
    items,
    add,
    attach,
    attachAll,
    /** Files an earlier session of this user and company left unattached. */
    pending: pending.filter((entry) => !items.some((item) => item.key === entry.key)),
    restore,
    discard,
    type: (key: string, text: string) => dispatch({ type: 'type', key, text }),
    receipt: (key: string, change: Partial<ProofItem['recebimento']>) =>
      dispatch({ type: 'receipt', key, change }),
    choose: (key: string, entrega: ComprovanteEntrega) => dispatch({ type: 'choose', key, entrega }),
    remove: (key: string) => dispatch({ type: 'remove', key }),
  };
}
