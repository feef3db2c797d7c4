// The notifications hub reached through a dynamic import: its client (SignalR, about 14 KB of
// compressed JavaScript) loads when a screen first subscribes, after the
// first paint, rather than with the signed-in shell every page waits for.
type Hub = typeof import('./notifications-hub');

const hub = (): Promise<Hub> => import('./notifications-hub');

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
