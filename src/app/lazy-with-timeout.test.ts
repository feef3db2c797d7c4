import { describe, expect, it, vi } from 'vitest';
import { ChunkLoadTimeoutError, withChunkTimeout } from './lazy-with-timeout';

describe('withChunkTimeout', () => {
  it('resolves with the chunk when it arrives in time', async () => {
    await expect(withChunkTimeout(async () => 'chunk', 50)).resolves.toBe('chunk');
  });

  it('rejects with a time-out error when the chunk never arrives', async () => {
    vi.useFakeTimers();
    const loading = withChunkTimeout(() => new Promise(() => {}), 120_000);
    const assertion = expect(loading).rejects.toBeInstanceOf(ChunkLoadTimeoutError);
    vi.advanceTimersByTime(120_000);
    await assertion;
    vi.useRealTimers();
  });
});
