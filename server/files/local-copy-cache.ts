// Copies of stored files on this machine's disk, kept for a while after their last reader lets
// go. A long import runs as a chain of short jobs, each reading the whole upload again: without
// this, every job of a 1 GB import would first copy 1 GB out of the database. Stored files never
// change once written (a new name is a new file), so a kept copy is always right; removing the
// file through the store drops its copy at once.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LocalCopy } from './file-store';

interface Entry {
  /** The copy's folder, once made (set before the copy is filled). */
  folder?: string;
  /** Resolves with the copy's path once it is whole. */
  ready: Promise<string>;
  readers: number;
  timer?: NodeJS.Timeout;
}

export class LocalCopyCache {
  private readonly entries = new Map<string, Entry>();

  /** `keepMs`: how long a copy nobody reads is kept for the next reader. */
  constructor(private readonly keepMs: number) {}

  /** The copy of `key`, made by `fill(path)` when there is none; the same one for every reader. */
  async acquire(key: string, fileName: string, fill: (path: string) => Promise<void>): Promise<LocalCopy> {
    let entry = this.entries.get(key);
    if (!entry) {
      // In the map before anything is awaited, so readers arriving together share one copy.
      const made: Entry = { readers: 0, ready: Promise.resolve('') };
      made.ready = (async () => {
        made.folder = await mkdtemp(join(tmpdir(), 'rota-file-'));
        const path = join(made.folder, fileName);
        await fill(path);
        return path;
      })();
      entry = made;
      this.entries.set(key, made);
      made.ready.catch(() => this.drop(key, made));
    }
    clearTimeout(entry.timer);
    entry.readers += 1;
    const held = entry;
    let path: string;
    try {
      path = await held.ready;
    } catch (error) {
      held.readers -= 1;
      throw error;
    }
    let released = false;
    return {
      path,
      release: async () => {
        if (released) return;
        released = true;
        held.readers -= 1;
        if (held.readers > 0 || this.entries.get(key) !== held) return;
        held.timer = setTimeout(() => void this.drop(key, held), this.keepMs);
        held.timer.unref();
      },
    };
  }

  /** Drops the copy of a file that is gone (readers holding it keep their open file). */
  async forget(key: string): Promise<void> {
    const entry = this.entries.get(key);
    if (entry) await this.drop(key, entry);
  }

  /** Drops every copy (the app is closing). */
  async clear(): Promise<void> {
    await Promise.all([...this.entries].map(([key, entry]) => this.drop(key, entry)));
  }

  /** Copies on disk now (for tests and logs). */
  get size(): number {
    return this.entries.size;
  }

  private async drop(key: string, entry: Entry): Promise<void> {
    clearTimeout(entry.timer);
    if (this.entries.get(key) === entry) this.entries.delete(key);
    // A copy still being made is removed once its folder exists.
    await entry.ready.catch(() => undefined);
    if (entry.folder) await rm(entry.folder, { recursive: true, force: true });
  }
}
