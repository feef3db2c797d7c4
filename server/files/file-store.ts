// One interface for every file the product keeps (import uploads, proofs of delivery, and later
// form and chat attachments), with two implementations: a folder of this server (DATA_DIR, the
// default) and the database, which every server instance shares (FILE_STORE=database).
import type { Readable } from 'node:stream';
import type { ByteRange, FileArea, StoredFileRef } from './stored-file';

export type FileStoreKind = 'local' | 'database';

/** What a file is written from: a stream (an upload) or buffers already in memory. */
export type FileSource = AsyncIterable<Buffer> | Iterable<Buffer>;

/** A file of the store as a path of this machine, for readers that need one (the zip reader). */
export interface LocalCopy {
  path: string;
  /** Removes what was copied for the reader (nothing for the local store). */
  release: () => Promise<void>;
}

export interface FileStore {
  readonly kind: FileStoreKind;
  /**
   * Streams `source` into a new file and answers its size. Past `limitBytes` it stops with
   * StoredFileTooLarge; on any failure nothing of the file is left. A name already taken fails.
   */
  write(ref: StoredFileRef, source: FileSource, limitBytes?: number): Promise<number>;
  /** Gives a file another name (an upload becomes `<uuid>.zip` once its type is known). */
  rename(ref: StoredFileRef, name: string): Promise<void>;
  /** The file's size, or undefined when the company has no such file. */
  size(ref: StoredFileRef): Promise<number | undefined>;
  /** The file's bytes (or those of `range`) as a stream; StoredFileMissing when absent. */
  read(ref: StoredFileRef, range?: ByteRange): Promise<Readable>;
  /** Removes the file; nothing happens when it is already gone. */
  remove(ref: StoredFileRef): Promise<void>;
  /** The file as a path of this machine, until `release`. */
  localCopy(ref: StoredFileRef): Promise<LocalCopy>;
  /**
   * The area's files written more than `olderThanHours` ago, every company's: what the orphan
   * sweep (orphan-sweep.ts) checks against the rows that name them.
   */
  oldFiles(area: FileArea, olderThanHours: number): AsyncIterable<StoredFileRef>;
  /** Lets go of what the store keeps on this machine (the app is closing). */
  close(): Promise<void>;
}
