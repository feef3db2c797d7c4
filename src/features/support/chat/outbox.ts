// Messages written but not yet stored by the server, kept in localStorage so that neither a lost
// connection nor a closed tab loses them. Each names its author: on a shared browser only the user
// who wrote a message ever sends it. Each keeps its client id: sending it again after a
// reconnect is recognised by the server and never makes a second message.
import { z } from 'zod';

const KEY = 'rota.support.outbox';

const outboxEntrySchema = z.object({
  userId: z.number(),
  conversationId: z.number(),
  clientId: z.string(),
  body: z.string(),
  attachmentId: z.number().optional(),
  createdAt: z.string(),
});
export type OutboxEntry = z.infer<typeof outboxEntrySchema>;

const listeners = new Set<() => void>();

export function readOutbox(storage: Storage = localStorage): OutboxEntry[] {
  try {
    const stored: unknown = JSON.parse(storage.getItem(KEY) ?? '[]');
    // An entry that does not read (written by an older version) is skipped, the others kept.
    return (Array.isArray(stored) ? stored : []).flatMap((item) => {
      const parsed = outboxEntrySchema.safeParse(item);
      return parsed.success ? [parsed.data] : [];
    });
  } catch {
    return [];
  }
}

const write = (entries: OutboxEntry[], storage: Storage) => {
  storage.setItem(KEY, JSON.stringify(entries));
  for (const listener of listeners) listener();
};

export const addToOutbox = (entry: OutboxEntry, storage: Storage = localStorage) =>
  write([...readOutbox(storage).filter((e) => e.clientId !== entry.clientId), entry], storage);

export const removeFromOutbox = (clientId: string, storage: Storage = localStorage) =>
  write(
    readOutbox(storage).filter((e) => e.clientId !== clientId),
    storage,
  );

export const subscribeOutbox = (listener: () => void): (() => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export type SendOutcome = 'sent' | 'refused' | 'offline';

/**
 * Sends every waiting message in the order written; stops at the first that cannot leave (the
 * network is still down), so the order is kept. A refused message (too long, conversation gone)
 * leaves the outbox and is reported.
 */
export async function flushOutbox(
  userId: number,
  send: (entry: OutboxEntry) => Promise<SendOutcome>,
  storage: Storage = localStorage,
): Promise<void> {
  for (const entry of readOutbox(storage).filter((e) => e.userId === userId)) {
    const outcome = await send(entry);
    if (outcome === 'offline') return;
    removeFromOutbox(entry.clientId, storage);
  }
}
