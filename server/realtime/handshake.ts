// The first record of every connection: {"protocol":"json","version":1}. The answer is {} or
// {"error":...}; it never has a `type` field, which is how the client tells it apart.
import { writeRecord } from './framing';

export const HANDSHAKE_OK = writeRecord({});

/** Versions of the JSON protocol this server speaks (2 is only for stateful reconnect). */
const JSON_VERSIONS = [1];

export type HandshakeResult = { ok: true } | { ok: false; error: string };

export function parseHandshake(record: string): HandshakeResult {
  let value: unknown;
  try {
    value = JSON.parse(record);
  } catch {
    return { ok: false, error: 'Handshake request is not valid JSON.' };
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return { ok: false, error: 'Handshake request must be a JSON object.' };
  }
  const { protocol, version } = value as Record<string, unknown>;
  if (typeof protocol !== 'string' || typeof version !== 'number') {
    return { ok: false, error: "Handshake request must have a 'protocol' string and a 'version' number." };
  }
  if (protocol !== 'json') return { ok: false, error: `The protocol '${protocol}' is not supported.` };
  if (!JSON_VERSIONS.includes(version)) {
    return { ok: false, error: `The server does not support version ${version} of the 'json' protocol.` };
  }
  return { ok: true };
}

export const handshakeError = (error: string): string => writeRecord({ error });
