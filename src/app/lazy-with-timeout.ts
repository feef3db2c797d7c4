// A lazy route chunk that fails instead of hanging when it does not arrive in time
// (CHUNK_LOAD_TIMEOUT_MS, spec section 9); the route's errorElement then offers a reload.
import { CHUNK_LOAD_TIMEOUT_MS } from '@/domain/constants';

export class ChunkLoadTimeoutError extends Error {
  constructor() {
    super(`Chunk load timed out after ${CHUNK_LOAD_TIMEOUT_MS} ms`);
    this.name = 'ChunkLoadTimeoutError';
  }
}

export const withChunkTimeout = <T>(
  load: () => Promise<T>,
  timeoutMs = CHUNK_LOAD_TIMEOUT_MS,
): Promise<T> => {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ChunkLoadTimeoutError()), timeoutMs);
  });
  return Promise.race([load(), timeout]).finally(() => clearTimeout(timer));
};
