// Reading an upgrade request without ever throwing: its target (which may be any bytes a client
// sent: bad percent-encoding, an absolute form with a broken host) and its WebSocket headers,
// checked as `ws` checks them, so a request it would refuse is refused before anything is
// authenticated or reserved for it.
import type { IncomingMessage } from 'node:http';

const HUB_PATH = /^\/hubs\/([^/]+)\/?$/;
const WEBSOCKET_KEY = /^[+/0-9A-Za-z]{22}==$/;

export type UpgradeTarget =
  | { kind: 'hub'; name: string; query: URLSearchParams }
  /** Not a hub path: other upgrade listeners may want it. */
  | { kind: 'other' }
  /** A target that does not parse; `hubLike` when it still names the hub path. */
  | { kind: 'invalid'; hubLike: boolean };

const decoded = (text: string): string | undefined => {
  try {
    return decodeURIComponent(text);
  } catch {
    return undefined;
  }
};

export function parseUpgradeTarget(target: string | undefined): UpgradeTarget {
  const raw = target ?? '/';
  let url: URL;
  try {
    url = new URL(raw, 'http://localhost');
  } catch {
    return { kind: 'invalid', hubLike: raw.includes('/hubs/') };
  }
  const match = HUB_PATH.exec(url.pathname);
  if (!match) return { kind: 'other' };
  const name = decoded(match[1] ?? '');
  if (name === undefined) return { kind: 'invalid', hubLike: true };
  return { kind: 'hub', name, query: url.searchParams };
}

/** Why the request is not a valid WebSocket opening handshake (status and headers), if it is not. */
export function webSocketHandshakeProblem(
  request: IncomingMessage,
): { status: number; headers?: Record<string, string> } | undefined {
  if (request.method !== 'GET') return { status: 405 };
  if ((request.headers.upgrade ?? '').toLowerCase() !== 'websocket') return { status: 400 };
  if (!WEBSOCKET_KEY.test(request.headers['sec-websocket-key'] ?? '')) return { status: 400 };
  const version = request.headers['sec-websocket-version'];
  if (version !== '13' && version !== '8') {
    return { status: 426, headers: { 'Sec-WebSocket-Version': '13, 8' } };
  }
  return undefined;
}
