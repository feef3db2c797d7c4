// Sends what waits in the outbox: now, when the browser says it is online again, when the chat
// hub reconnects, and every few seconds while something waits. A network failure leaves the
// message waiting; a refusal (too long, conversation gone) takes it out and says why.
import { HTTPError } from 'ky';
import type { ChatMessage } from '@/domain/support/chat-schemas';
import { errorMessages } from '@/services/api';
import { postMessage } from './chat-api';
import { flushOutbox, type OutboxEntry, readOutbox, type SendOutcome } from './outbox';

const RETRY_MS = 5000;

export interface PumpHandlers {
  sent: (message: ChatMessage) => void;
  refused: (entry: OutboxEntry, reasons: string[]) => void;
}

/** Retried later: no answer, a server error, or too many messages at once. */
const isTransient = (error: unknown) =>
  !(error instanceof HTTPError) || error.response.status >= 500 || error.response.status === 429;

export function startOutboxPump(
  userId: number,
  handlers: PumpHandlers,
): { flush: () => Promise<void>; stop: () => void } {
  let running: Promise<void> | null = null;
  let again = false;
  const deliver = async (entry: OutboxEntry): Promise<SendOutcome> => {
    try {
      const message = await postMessage(entry.conversationId, {
        clientId: entry.clientId,
        body: entry.body,
        ...(entry.attachmentId !== undefined && { attachmentId: entry.attachmentId }),
      });
      handlers.sent(message);
      return 'sent';
    } catch (error) {
      if (isTransient(error)) return 'offline';
      handlers.refused(entry, await errorMessages(error));
      return 'refused';
    }
  };
  const flush = async (): Promise<void> => {
    // One flush at a time; a call during one runs once more after it.
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        await flushOutbox(userId, deliver);
      } while (again);
    })().finally(() => {
      running = null;
    });
    return running;
  };
  const online = () => void flush();
  window.addEventListener('online', online);
  const timer = setInterval(() => {
    if (readOutbox().some((e) => e.userId === userId)) void flush();
  }, RETRY_MS);
  void flush();
  return {
    flush,
    stop: () => {
      window.removeEventListener('online', online);
      clearInterval(timer);
    },
  };
}
