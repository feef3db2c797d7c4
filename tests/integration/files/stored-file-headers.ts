// What every answer of a stored file carries (server/files/send-stored-file.ts): the type the
// server decided, never sniffed, and a sandbox that keeps the bytes from running as a page of
// the app's origin. Each route that serves uploaded bytes checks its answers with this.
import { expect } from 'vitest';

export function expectStoredFileHeaders(response: { headers: Record<string, unknown> }): void {
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  expect(response.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
}
