// A yauzl reader over a file that serves the many small reads of a zip (central directory
// records, local headers, the deflated data of small entries) from two read-ahead windows, one
// for the central directory at the end of the file and one for the entries read front to back.
// yauzl's own file reader issues several system calls per entry, which dominated the time to
// read a zip of thousands of small XML files. Memory stays bounded: two windows.
import { close, fstatSync, openSync, read as readFd, createReadStream } from 'node:fs';
import { PassThrough, type Readable } from 'node:stream';
import yauzl from 'yauzl';

const WINDOW_BYTES = 1024 * 1024;

interface Window {
  start: number;
  bytes: Buffer;
}

export class WindowedFileReader extends yauzl.RandomAccessReader {
  readonly size: number;
  private readonly fd: number;
  private windows: Window[] = [];

  constructor(path: string) {
    super();
    this.fd = openSync(path, 'r');
    this.size = fstatSync(this.fd).size;
  }

  /** Calls back with a window holding [start, end), reading one when none does. */
  private withWindow(start: number, end: number, done: (error: Error | null, window?: Window) => void) {
    const hit = this.windows.find((w) => start >= w.start && end <= w.start + w.bytes.length);
    if (hit) {
      queueMicrotask(() => done(null, hit));
      return;
    }
    const length = Math.min(Math.max(WINDOW_BYTES, end - start), this.size - start);
    const bytes = Buffer.allocUnsafe(length);
    readFd(this.fd, bytes, 0, length, start, (error, bytesRead) => {
      if (error) return done(error);
      const window = { start, bytes: bytes.subarray(0, bytesRead) };
      // Keep the newest two: the central directory's and the entries'.
      this.windows = [window, ...this.windows].slice(0, 2);
      done(null, window);
    });
  }

  override read(
    buffer: Buffer,
    offset: number,
    length: number,
    position: number,
    callback: (error: Error | null) => void,
  ): void {
    this.withWindow(position, position + length, (error, window) => {
      if (error || !window) return callback(error ?? new Error('read failed'));
      window.bytes.copy(buffer, offset, position - window.start, position - window.start + length);
      callback(null);
    });
  }

  override _readStreamForRange(start: number, end: number): Readable {
    if (end - start > WINDOW_BYTES) {
      return createReadStream('', { fd: this.fd, start, end: end - 1, autoClose: false });
    }
    const out = new PassThrough();
    this.withWindow(start, end, (error, window) => {
      if (error || !window) out.destroy(error ?? new Error('read failed'));
      else out.end(window.bytes.subarray(start - window.start, end - window.start));
    });
    return out;
  }

  override close(callback: (error: Error | null) => void): void {
    close(this.fd, (error) => callback(error ?? null));
  }
}
