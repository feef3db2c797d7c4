// Credentials that arrive in the query string of a plain HTTP request are replaced before Fastify
// routes or logs the request, since request logs keep URLs in full. The server never reads them
// there: REST routes take the token from the Authorization header only (WebSocket upgrades, which
// may carry access_token, are not plain requests), and the reset link's token is read by the SPA
// in the browser, not by the server that serves the page.
import type { IncomingMessage } from 'node:http';

export const REDACTED = 'redacted';

const RESET_PAGE = /^(?:[a-z][a-z0-9+.-]*:\/\/[^/]*)?\/user\/passwordReset\//i;

const decodedKey = (raw: string): string => {
  try {
    return decodeURIComponent(raw.replace(/\+/g, ' ')).toLowerCase();
  } catch {
    return raw.toLowerCase();
  }
};

/** The request target with credential values replaced; the same string when it has none. */
export function redactedTarget(target: string): string {
  const question = target.indexOf('?');
  if (question < 0) return target;
  const path = target.slice(0, question);
  const secret = new Set(['access_token']);
  if (RESET_PAGE.test(path)) secret.add('token');
  let changed = false;
  const pairs = target
    .slice(question + 1)
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      const key = equals < 0 ? pair : pair.slice(0, equals);
      if (!secret.has(decodedKey(key)) || pair === `${key}=${REDACTED}`) return pair;
      changed = true;
      return `${key}=${REDACTED}`;
    });
  return changed ? `${path}?${pairs.join('&')}` : target;
}

/** A 'request' listener of the HTTP server, ahead of Fastify's. */
export function redactQueryCredentials(request: IncomingMessage): void {
  if (request.url) request.url = redactedTarget(request.url);
}
