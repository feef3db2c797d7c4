// The notifications hub reached through a dynamic import: its client (SignalR, about 14 KB of
// compressed JavaScript) loads when a screen first subscribes, after the
// first paint, rather than with the signed-in shell every page waits for.
import { afterFirstContentfulPaint } from './after-paint';

type Hub = typeof import('./notifications-hub');

/**
 * Once the page has shown its content and the browser has a free moment: the connection and its
 * client's download then never delay what the page shows first (on a slow network they shared
 * its bandwidth). A screen reads its data on its own; the hub only brings later changes.
 */
const afterFirstPaint = (): Promise<void> =>
  afterFirstContentfulPaint().then(
    () =>
      new Promise((resolve) => {
        if (typeof requestIdleCallback === 'function')
          requestIdleCallback(() => resolve(), { timeout: 1000 });
        else setTimeout(resolve, 0);
      }),
  );

let loading: Promise<Hub> | undefined;
const hub = (): Promise<Hub> => (loading ??= afterFirstPaint().then(() => import('./notifications-hub')));

/** Like onHubMessage, once the hub client has loaded; the returned function unsubscribes. */
export function subscribeToHub(...[target, handler]: Parameters<Hub['onHubMessage']>): () => void {
  let unsubscribe: (() => void) | undefined;
  let active = true;
  void hub().then(({ onHubMessage }) => {
    if (active) unsubscribe = onHubMessage(target, handler);
  });
  return () => {
    active = false;
    unsubscribe?.();
  };
}
