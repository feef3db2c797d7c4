// Reads the data of zip entries synchronously from large reads of the file, and inflates each
// with one zlib call. A stream per entry (yauzl's openReadStream: a read stream, an inflate
// stream and a byte-counting stream, each hop a callback) cost more than the inflating itself
// when a zip holds thousands of small XML files; the reader runs in the import's worker thread,
// where blocking on the file is what it is there for.
//
// The checks are the ones the stream made, plus the CRC: the local header's signature, the data
// within the file, stored or deflated only, no encryption, and exactly the declared size, so
// a real size over the declared size still stops the entry (zlib is told to stop one byte past it).
import { closeSync, fstatSync, openSync, readSync } from 'node:fs';
import { constants, crc32, inflateRawSync } from 'node:zlib';
import type { Entry } from 'yauzl';

/** Bytes read at once: many small entries come from one read. */
const WINDOW_BYTES = 4 * 1024 * 1024;
const LOCAL_HEADER_BYTES = 30;
const LOCAL_HEADER_SIGNATURE = 0x04034b50;
const STORED = 0;
const DEFLATED = 8;

/**
 * The most compressed bytes a deflated entry of `size` bytes can take: deflate stores an
 * incompressible block with 5 bytes of overhead per 64 KiB, so a real archiver stays far below.
 * A bigger claim is refused rather than read into memory.
 */
const maxCompressedSize = (size: number) => size + Math.ceil(size / 1024) + 1024;

export class EntryDataReader {
  private readonly fd: number;
  private readonly size: number;
  private window = Buffer.alloc(0);
  private windowStart = 0;

  constructor(path: string) {
    this.fd = openSync(path, 'r');
    this.size = fstatSync(this.fd).size;
  }

  /** The entry's uncompressed bytes, checked; throws an Error saying what is wrong. */
  read(entry: Entry): Buffer {
    if (entry.isEncrypted()) throw new Error('entry is encrypted');
    const method = entry.compressionMethod;
    if (method !== STORED && method !== DEFLATED) {
      throw new Error(`unsupported compression method: ${method}`);
    }
    if (method === DEFLATED && entry.compressedSize > maxCompressedSize(entry.uncompressedSize)) {
      throw new Error(
        `compressed size ${entry.compressedSize} is more than deflate makes of ${entry.uncompressedSize} bytes`,
      );
    }
    const headerAt = entry.relativeOffsetOfLocalHeader;
    const header = this.bytes(headerAt, LOCAL_HEADER_BYTES);
    const signature = header.readUInt32LE(0);
    if (signature !== LOCAL_HEADER_SIGNATURE) {
      throw new Error(`invalid local file header signature: 0x${signature.toString(16)}`);
    }
    const dataAt = headerAt + LOCAL_HEADER_BYTES + header.readUInt16LE(26) + header.readUInt16LE(28);
    if (dataAt + entry.compressedSize > this.size) {
      throw new Error(`file data overflows file bounds: ${dataAt} + ${entry.compressedSize} > ${this.size}`);
    }
    const data = this.bytes(dataAt, entry.compressedSize);
    // A stored entry's sizes were checked equal with the directory; it is copied out of the window.
    const bytes = method === STORED ? Buffer.from(data) : inflate(data, entry.uncompressedSize);
    const crc = crc32(bytes);
    if (crc !== entry.crc32) {
      throw new Error(`CRC-32 mismatch: expected ${hex(entry.crc32)}, got ${hex(crc)}`);
    }
    return bytes;
  }

  close(): void {
    closeSync(this.fd);
  }

  /** [start, start + length) of the file, from the window when it holds them, else by a new read. */
  private bytes(start: number, length: number): Buffer {
    const offset = start - this.windowStart;
    if (offset >= 0 && offset + length <= this.window.length) {
      return this.window.subarray(offset, offset + length);
    }
    const size = Math.min(Math.max(WINDOW_BYTES, length), this.size - start);
    const window = Buffer.allocUnsafe(Math.max(size, 0));
    let read = 0;
    while (read < window.length) {
      const got = readSync(this.fd, window, read, window.length - read, start + read);
      if (got === 0) break;
      read += got;
    }
    this.window = window.subarray(0, read);
    this.windowStart = start;
    if (read < length) throw new Error(`unexpected end of file at ${start + read}`);
    return this.window.subarray(0, length);
  }
}

const hex = (value: number) => `0x${value.toString(16).padStart(8, '0')}`;

/** Inflates raw deflate data that must come to exactly `size` bytes. */
function inflate(data: Buffer, size: number): Buffer {
  let bytes: Buffer;
  try {
    // One output buffer of the declared size (plus the byte that tells a longer stream).
    bytes = inflateRawSync(data, {
      maxOutputLength: size + 1,
      chunkSize: Math.max(constants.Z_MIN_CHUNK, size + 1),
    });
  } catch (error) {
    if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') {
      throw new Error(`too many bytes in the stream. expected ${size}. got more`);
    }
    throw error;
  }
  if (bytes.length > size) throw new Error(`too many bytes in the stream. expected ${size}. got more`);
  if (bytes.length < size) {
    throw new Error(`not enough bytes in the stream. expected ${size}. got only ${bytes.length}`);
  }
  return bytes;
}
