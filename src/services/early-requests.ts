// A page's first read, asked for while the application is still downloading, rather than once
// it has arrived and the page has rendered: by a small script of its own that the page's HTML
// names (src/early-reads.ts), or by the entry on the development server. The page takes the
// answer once, through its usual read, which checks it like any other (and asks again if there
// is none).
import type { ServiceName } from '@/domain/constants';
import { serviceUrl } from './service-url';
import { storedToken } from './stored-token';

/** An answer older than this is not taken: the page asks again. */
export const EARLY_ANSWER_MAX_AGE_MS = 15_000;

interface Early {
  startedAt: number;
  body: Promise<unknown>;
}

/** Shared by the early script and the application, which are bundled apart. */
const STARTED = Symbol.for('rota.early-reads');
const started = ((globalThis as { [STARTED]?: Map<string, Early> })[STARTED] ??= new Map<string, Early>());
const keyOf = (service: ServiceName, path: string) => `${service} ${path}`;

/**
 * Starts a GET of `path` (with `search`) on `service` with the stored token, unless one is
 * already under way. Without a token nothing is asked: the page will send the user to sign in.
 */
export function requestEarly(service: ServiceName, path: string, search: URLSearchParams): void {
  const token = storedToken();
  if (!token) return;
  const earlier = started.get(keyOf(service, path));
  if (earlier && Date.now() - earlier.startedAt <= EARLY_ANSWER_MAX_AGE_MS) return;
  const query = search.size ? `?${search}` : '';
  const body = fetch(`${serviceUrl(service)}${path}${query}`, {
    headers: { Authorization: `Bearer ${token}` },
  })
    // A refusal or a network error is the page's own request's to report, as it always is.
    .then((response) => (response.ok ? (response.json() as Promise<unknown>) : undefined))
    .catch(() => undefined);
  started.set(keyOf(service, path), { startedAt: Date.now(), body });
}

/**
 * The body of the early GET of `path` on `service`, once: later reads ask the server. Undefined
 * when none was started, it failed or it is too old.
 */
export async function takeEarly(service: ServiceName, path: string, now = Date.now()): Promise<unknown> {
  const key = keyOf(service, path);
  const early = started.get(key);
  if (!early) return undefined;
  started.delete(key);
  if (now - early.startedAt > EARLY_ANSWER_MAX_AGE_MS) return undefined;
  return early.body;
}
