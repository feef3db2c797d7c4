// The SPA's connection to the cargo kanban hub, typed by its contract, and how the board learns
// that the connection came back (pushes sent while it was away are lost, so it reloads).
import { cargoBoardContract } from '@/domain/shipping-company/cargo-board-contract';
import { createHubClient } from '@/services/hub-client';
import type { HubStatus } from '@/services/hub-connections';

export const cargoBoardHub = createHubClient(cargoBoardContract);

/**
 * Calls `changed` on every status change of `hub`, and `reconnected` when it is connected again
 * after losing its connection (not on the first connection). Answers the unsubscribe.
 */
export function watchHubStatus(
  hub: { readonly status: HubStatus },
  subscribe: (listener: () => void) => () => void,
  handlers: { changed: (status: HubStatus) => void; reconnected: () => void },
): () => void {
  let last = hub.status;
  let lost = false;
  return subscribe(() => {
    const now = hub.status;
    if (now === last) return;
    last = now;
    handlers.changed(now);
    if (now === 'reconnecting' || now === 'offline') lost = true;
    if (now === 'connected' && lost) {
      lost = false;
      handlers.reconnected();
    }
  });
}
