// The size limit every store applies while it writes: the bytes pass through, counted, and the
// write stops at the first chunk past the limit, before that chunk is stored.
import type { FileSource } from './file-store';
import { StoredFileTooLarge } from './stored-file-errors';

export async function* limitedChunks(
  source: FileSource,
  limitBytes = Number.POSITIVE_INFINITY,
): AsyncGenerator<Buffer> {
  let total = 0;
  for await (const chunk of source) {
    total += chunk.length;
    if (total > limitBytes) throw new StoredFileTooLarge(limitBytes);
    yield chunk;
  }
}
