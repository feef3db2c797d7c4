// Runs the proof queue: each added file is read one after the other (a phone photo takes the
// server a moment), and attaches run as the user confirms them.
import { useCallback, useReducer, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  attachProof,
  ComprovanteRequestError,
  proofsQueryKey,
  readProof,
} from '@/features/tracking/services/comprovante-api';
import { canAttach, keyToSend, proofQueue, type ProofItem } from './proof-queue';

let serial = 0;

const messagesOf = (error: unknown) =>
  error instanceof ComprovanteRequestError
    ? error.messages
    : [error instanceof Error ? error.message : String(error)];

export function useProofQueue() {
  const [items, dispatch] = useReducer(proofQueue, []);
  const queryClient = useQueryClient();
  // Reads are chained so files are read in the order chosen, one at a time.
  const reads = useRef<Promise<void>>(Promise.resolve());

  const add = useCallback((files: File[]) => {
    const added = files.map((file) => ({ key: `proof-${++serial}`, file }));
    dispatch({ type: 'add', items: added });
    for (const { key, file } of added) {
      reads.current = reads.current.then(async () => {
        dispatch({ type: 'reading', key });
        try {
          dispatch({ type: 'read', key, reading: await readProof(file) });
        } catch (error) {
          dispatch({ type: 'refused', key, errors: messagesOf(error) });
        }
      });
    }
  }, []);

  const attach = useCallback(
    async (item: ProofItem) => {
      if (!canAttach(item)) return;
      dispatch({ type: 'attaching', key: item.key });
      try {
        const result = await attachProof(item.file, keyToSend(item));
        dispatch({ type: 'attached', key: item.key, result });
        void queryClient.invalidateQueries({ queryKey: proofsQueryKey(result.entrega.id) });
        void queryClient.invalidateQueries({ queryKey: ['entrega'] });
      } catch (error) {
        dispatch({ type: 'attachFailed', key: item.key, errors: messagesOf(error) });
      }
    },
    [queryClient],
  );

  const attachAll = useCallback(() => {
    for (const item of items) if (canAttach(item)) void attach(item);
  }, [items, attach]);

  return {
    items,
    add,
    attach,
    attachAll,
    type: (key: string, text: string) => dispatch({ type: 'type', key, text }),
    remove: (key: string) => dispatch({ type: 'remove', key }),
  };
}
