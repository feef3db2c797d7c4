// The SPA's one connection to the notifications hub (/hubs/notifications). Screens subscribe by
// target name; the connection starts with the first subscriber and stops with the last one, so a
// signed-out page never holds a socket. The hub is an optimisation: every screen that listens
// also polls, so a failed start is logged and retried later, never thrown at the screen.
import { HubConnectionBuilder, HubConnectionState, LogLevel, type HubConnection } from '@microsoft/signalr';
import { readToken } from './session-storage';

type Handler = (...args: unknown[]) => void;

const hubUrl = (): string => {
  const env = import.meta.env as Record<string, string | undefined>;
  return env.VITE_HUB_NOTIFICATIONS ?? '/hubs/notifications';
};

/** Delay before another start after a failed one (or after automatic reconnect gave up). */
const RETRY_MS = 30_000;

const handlers = new Map<string, Set<Handler>>();
let connection: HubConnection | null = null;
let retryTimer: ReturnType<typeof setTimeout> | null = null;
// Starts and stops run one after another, so a quick subscribe/unsubscribe cannot interleave them.
let transition: Promise<void> = Promise.resolve();

const subscriberCount = () => [...handlers.values()].reduce((n, set) => n + set.size, 0);

const connectionOf = (): HubConnection => {
  if (connection) return connection;
  connection = new HubConnectionBuilder()
    // Called afresh for every negotiate and reconnect, so a new sign-in's token is used.
    .withUrl(hubUrl(), { accessTokenFactory: () => readToken() ?? '' })
    .withAutomaticReconnect()
    .configureLogging(LogLevel.Warning)
    .build();
  // Automatic reconnect gives up after about 40 s; keep trying at a slower pace while wanted.
  connection.onclose((error) => {
    if (error) scheduleRetry();
  });
  return connection;
};

const clearRetry = () => {
  if (retryTimer) clearTimeout(retryTimer);
  retryTimer = null;
};

function scheduleRetry() {
  if (retryTimer || subscriberCount() === 0) return;
  retryTimer = setTimeout(() => {
    retryTimer = null;
    void reconcile();
  }, RETRY_MS);
}

/** Brings the connection to the wanted state: running while there are subscribers and a token. */
const reconcile = (): Promise<void> => {
  transition = transition.then(async () => {
    const wanted = subscriberCount() > 0 && readToken() !== null;
    const conn = connection;
    if (wanted) {
      const current = connectionOf();
      if (current.state !== HubConnectionState.Disconnected) return;
      try {
        await current.start();
      } catch (error) {
        console.warn('Notifications hub: start failed, retrying later', error);
        scheduleRetry();
      }
    } else {
      clearRetry();
      if (conn && conn.state !== HubConnectionState.Disconnected) await conn.stop().catch(() => undefined);
    }
  });
  return transition;
};

/** Calls `handler` for every `target` message from the hub; returns the unsubscribe function. */
export function onHubMessage(target: string, handler: Handler): () => void {
  const key = target.toLowerCase();
  let set = handlers.get(key);
  if (!set) handlers.set(key, (set = new Set()));
  // The same function may be subscribed twice by two screens; wrap it so each unsubscribes alone.
  const entry: Handler = (...args) => {
    try {
      handler(...args);
    } catch (error) {
      console.error(`Notifications hub: handler for '${target}' failed`, error);
    }
  };
  set.add(entry);
  connectionOf().on(key, entry);
  void reconcile();

  let active = true;
  return () => {
    if (!active) return;
    active = false;
    set.delete(entry);
    if (set.size === 0) handlers.delete(key);
    connection?.off(key, entry);
    void reconcile();
  };
}

/** Stops the hub now (logout). Existing subscriptions stay; a new subscription starts it again. */
export function stopNotificationsHub(): Promise<void> {
  clearRetry();
  transition = transition.then(async () => {
    if (connection && connection.state !== HubConnectionState.Disconnected) {
      await connection.stop().catch(() => undefined);
    }
  });
  return transition;
}
