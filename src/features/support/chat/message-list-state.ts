// A conversation's messages as the pane holds them: sorted by id, each once, whether it came from
// a page, a push, a catch-up after a reconnect or the answer to the user's own send.
import type { ChatMessage, ReadMark } from '@/domain/support/chat-schemas';

export interface MessageListState {
  messages: ChatMessage[];
  /** The cursor of the next older page; null once the start is loaded. */
  olderCursor: number | null;
  /** Per participant: the last message they read. */
  reads: Record<number, number>;
}

export const emptyMessageList: MessageListState = { messages: [], olderCursor: null, reads: {} };

export function mergeMessages(current: ChatMessage[], incoming: ChatMessage[]): ChatMessage[] {
  if (incoming.length === 0) return current;
  const byId = new Map(current.map((m) => [m.id, m]));
  for (const m of incoming) byId.set(m.id, m);
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

export function mergeReads(current: Record<number, number>, marks: ReadMark[]): Record<number, number> {
  const next = { ...current };
  for (const mark of marks) next[mark.userId] = Math.max(next[mark.userId] ?? 0, mark.lastReadMessageId);
  return next;
}

/** Whether someone other than the author has read the message. */
export const readByOthers = (reads: Record<number, number>, message: ChatMessage): boolean =>
  Object.entries(reads).some(([userId, last]) => Number(userId) !== message.author.id && last >= message.id);

export const newestId = (state: MessageListState): number => state.messages.at(-1)?.id ?? 0;
