import { describe, expect, it } from 'vitest';
import type { ChatMessage } from '@/domain/support/chat-schemas';
import { mergeMessages, mergeReads, readByOthers } from './message-list-state';

const message = (id: number, authorId = 1): ChatMessage => ({
  id,
  conversationId: 9,
  clientId: `c${id}`,
  author: { id: authorId, name: 'A' },
  fromAgent: false,
  body: `m${id}`,
  attachment: null,
  createdAt: '2026-01-01T00:00:00Z',
});

describe('the message list', () => {
  it('keeps each message once, in id order, whatever way it arrived', () => {
    const merged = mergeMessages([message(2), message(5)], [message(5), message(1), message(3)]);
    expect(merged.map((m) => m.id)).toEqual([1, 2, 3, 5]);
  });

  it('moves read marks only forward and tells when another participant read a message', () => {
    const reads = mergeReads({ 7: 10 }, [
      { conversationId: 9, userId: 7, lastReadMessageId: 4, readAt: '' },
      { conversationId: 9, userId: 8, lastReadMessageId: 3, readAt: '' },
    ]);
    expect(reads).toEqual({ 7: 10, 8: 3 });
    expect(readByOthers(reads, message(3, 8))).toBe(true);
    expect(readByOthers({ 8: 3 }, message(3, 8))).toBe(false);
  });
});
