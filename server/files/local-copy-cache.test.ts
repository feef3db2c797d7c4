import { existsSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { LocalCopyCache } from './local-copy-cache';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('LocalCopyCache', () => {
  it('makes one copy for readers at once and for a reader soon after, then drops it', async () => {
    const cache = new LocalCopyCache(50);
    let fills = 0;
    const fill = async (path: string) => {
      fills += 1;
      await writeFile(path, 'zip');
    };
    const [first, second] = await Promise.all([
      cache.acquire('k', 'a.zip', fill),
      cache.acquire('k', 'a.zip', fill),
    ]);
    expect(first.path).toBe(second.path);
    await first.release();
    await second.release();
    const again = await cache.acquire('k', 'a.zip', fill);
    expect(again.path).toBe(first.path);
    expect(fills).toBe(1);
    await again.release();
    await sleep(120);
    expect(existsSync(first.path)).toBe(false);
    expect(cache.size).toBe(0);
  });

  it('drops a copy at once when its file is forgotten, and after a failed copy keeps nothing', async () => {
    const cache = new LocalCopyCache(60_000);
    const copy = await cache.acquire('k', 'a.zip', (path) => writeFile(path, 'zip'));
    await cache.forget('k');
    expect(existsSync(copy.path)).toBe(false);
    await expect(
      cache.acquire('x', 'b.zip', async () => {
        throw new Error('gone');
      }),
    ).rejects.toThrow('gone');
    await sleep(10);
    expect(cache.size).toBe(0);
    await cache.clear();
  });
});
