// Every hub client of the SPA, for what concerns them all: their connection states (the shell
// shows when one is lost) and stopping them on logout.

/** idle: not wanted (no subscriber, or stopped); offline: a start failed and is retried later. */
export type HubStatus = 'idle' | 'connecting' | 'connected' | 'reconnecting' | 'offline';

interface RegisteredHub {
  readonly status: HubStatus;
  stop(): Promise<void>;
}

const hubs = new Set<RegisteredHub>();
const listeners = new Set<() => void>();

export const registerHubClient = (hub: RegisteredHub): void => {
  hubs.add(hub);
};

/** A hub client tells this whenever its status changes. */
export const hubStatusChanged = (): void => {
  for (const listener of listeners) listener();
};

/** Whether a hub the SPA wants connected has lost its connection (reconnecting or retrying). */
export const isHubConnectionLost = (): boolean =>
  [...hubs].some((hub) => hub.status === 'reconnecting' || hub.status === 'offline');

export const subscribeHubStatus = (listener: () => void): (() => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Logout: every hub connection stops now; a later subscription starts its hub again. */
export const stopAllHubs = (): Promise<void> =>
  Promise.all([...hubs].map((hub) => hub.stop())).then(() => undefined);
