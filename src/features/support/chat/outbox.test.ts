import { describe, expect, it } from 'vitest';
import { addToOutbox, flushOutbox, readOutbox } from './outbox';

/** localStorage as the browser has it, in memory. */
class MemoryStorage implements Storage {
  private items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  clear = () => this.items.clear();
  getItem = (key: string) => this.items.get(key) ?? null;
  key = (index: number) => [...this.items.keys()][index] ?? null;
  removeItem = (key: string) => void this.items.delete(key);
  setItem = (key: string, value: string) => void this.items.set(key, value);
}

const entry = (clientId: string, userId = 5) => ({
  userId,
  conversationId: 1,
  clientId,
  body: clientId,
  createdAt: '2026-01-01T00:00:00Z',
});

describe('the outbox', () => {
  it('keeps messages until they are sent, in order, and stops while offline', async () => {
    const storage = new MemoryStorage();
    addToOutbox(entry('a'), storage);
    addToOutbox(entry('b'), storage);
    addToOutbox(entry('a'), storage);
    expect(readOutbox(storage).map((e) => e.clientId)).toEqual(['b', 'a']);
    const tried: string[] = [];
    await flushOutbox(
      5,
      async (e) => {
        tried.push(e.clientId);
        return 'offline';
      },
      storage,
    );
    expect(tried).toEqual(['b']);
    expect(readOutbox(storage)).toHaveLength(2);
    await flushOutbox(5, async (e) => (e.clientId === 'b' ? 'refused' : 'sent'), storage);
    expect(readOutbox(storage)).toEqual([]);
  });

  it('sends only the signed-in user’s messages on a shared browser', async () => {
    const storage = new MemoryStorage();
    addToOutbox(entry('mine', 5), storage);
    addToOutbox(entry('theirs', 6), storage);
    const sent: string[] = [];
    await flushOutbox(
      5,
      async (e) => {
        sent.push(e.clientId);
        return 'sent';
      },
      storage,
    );
    expect(sent).toEqual(['mine']);
    expect(readOutbox(storage).map((e) => e.clientId)).toEqual(['theirs']);
  });
});
