// createHubClient(contract): the SPA's one connection to a hub, typed by the hub's contract
// (src/domain/realtime). Screens subscribe to events (`on`), join groups (`join`) and call methods
// (`invoke`); the connection starts with the first subscription or group and stops with the last,
// so a signed-out page never holds a socket. Pushed arguments and method results are parsed with
// the contract's schemas. Groups are joined again after every reconnect (a new connection is in no
// group). A failed start is logged and retried later, never thrown at a screen: every screen that
// listens also polls.
import { type HubConnection, HubConnectionBuilder, HubConnectionState, LogLevel } from '@microsoft/signalr';
import { z } from 'zod/mini';
import {
  type EventArgs,
  type EventName,
  GROUP_METHODS,
  type GroupKey,
  type GroupName,
  type HubContract,
  type MethodArgs,
  type MethodName,
  type MethodResult,
  PRESENCE_EVENT,
  type PresenceMember,
  presenceSchema,
} from '@/domain/realtime/hub-contract';
import { type HubStatus, hubStatusChanged, registerHubClient } from './hub-connections';
import { readToken } from './session-storage';

export interface HubClientOptions {
  /** Default: VITE_HUB_<NAME> if set, else /hubs/<name> on the SPA's origin. */
  url?: string;
  /** Called for every negotiate and reconnect, so a new sign-in's token is used. */
  token?: () => string | null;
  /** Automatic reconnect's delays (default: the client's 0, 2, 10 and 30 s). */
  reconnectDelays?: number[];
  /** Delay before another start after a failed one, or after automatic reconnect gave up. */
  retryMs?: number;
}

export interface HubClient<C extends HubContract> {
  /** Calls `handler` for every `event` push whose arguments match the contract; returns the unsubscribe. */
  on<E extends EventName<C>>(event: E, handler: (...args: EventArgs<C, E>) => void): () => void;
  /** Calls a method once connected; the arguments and the result are checked against the contract. */
  invoke<M extends MethodName<C>>(method: M, ...args: MethodArgs<C, M>): Promise<MethodResult<C, M>>;
  /**
   * Joins one entity's group while the returned function is not called, rejoining after every
   * reconnect; `onPresence` gets who is in it whenever that changes.
   */
  join<G extends GroupName<C>>(
    group: G,
    key: GroupKey<C, G>,
    onPresence?: (members: PresenceMember[]) => void,
  ): () => void;
  readonly status: HubStatus;
  /** Stops the connection now (logout); subscriptions stay, and the next one starts it again. */
  stop(): Promise<void>;
}

const DEFAULT_RETRY_MS = 30_000;

interface Membership {
  group: string;
  key: string | number;
  holders: number;
  listeners: Set<(members: PresenceMember[]) => void>;
}

const hubUrl = (name: string): string => {
  const env = import.meta.env as Record<string, string | undefined>;
  return env[`VITE_HUB_${name.toUpperCase().replace(/-/g, '_')}`] ?? `/hubs/${name}`;
};

export function createHubClient<C extends HubContract>(
  contract: C,
  options: HubClientOptions = {},
): HubClient<C> {
  const token = options.token ?? readToken;
  const handlers = new Map<string, Set<(...args: never[]) => void>>();
  const memberships = new Map<string, Membership>();
  let connection: HubConnection | null = null;
  let status: HubStatus = 'idle';
  let retryTimer: ReturnType<typeof setTimeout> | null = null;
  /** Method calls under way keep the connection wanted, like a subscription. */
  let pendingCalls = 0;
  // Starts and stops run one after another, so a quick subscribe/unsubscribe cannot interleave them.
  let transition: Promise<void> = Promise.resolve();

  const setStatus = (next: HubStatus) => {
    if (status === next) return;
    status = next;
    hubStatusChanged();
  };
  const subscribers = () =>
    [...handlers.values()].reduce((n, set) => n + set.size, 0) + memberships.size + pendingCalls;
  const membershipKey = (group: string, key: string | number) => JSON.stringify([group, key]);

  const dispatch = (event: string, args: unknown[]) => {
    const schema = contract.events[event];
    const parsed = schema && z.safeParse(schema, args);
    if (!parsed?.success) {
      console.warn(`${contract.name} hub: ignored a '${event}' push that does not match the contract`);
      return;
    }
    for (const handler of handlers.get(event) ?? []) {
      try {
        (handler as (...values: unknown[]) => void)(...(parsed.data as unknown[]));
      } catch (error) {
        console.error(`${contract.name} hub: handler for '${event}' failed`, error);
      }
    }
  };

  const showPresence = (value: unknown) => {
    const parsed = z.safeParse(presenceSchema, value);
    if (!parsed.success) return;
    const { group, key, members } = parsed.data;
    for (const listener of memberships.get(membershipKey(group, key))?.listeners ?? []) listener(members);
  };

  const joinNow = async (membership: Membership) => {
    const conn = connection;
    if (!conn || conn.state !== HubConnectionState.Connected) return;
    try {
      const members = (await conn.invoke(GROUP_METHODS.join, membership.group, membership.key)) as unknown;
      if (memberships.get(membershipKey(membership.group, membership.key)) !== membership) return;
      showPresence({ group: membership.group, key: membership.key, members });
    } catch (error) {
      console.warn(`${contract.name} hub: joining ${membership.group} ${membership.key} failed`, error);
    }
  };
  const joinAll = () => Promise.all([...memberships.values()].map(joinNow));

  const connectionOf = (): HubConnection => {
    if (connection) return connection;
    const builder = new HubConnectionBuilder()
      .withUrl(options.url ?? hubUrl(contract.name), { accessTokenFactory: () => token() ?? '' })
      .configureLogging(LogLevel.Warning);
    if (options.reconnectDelays) builder.withAutomaticReconnect(options.reconnectDelays);
    else builder.withAutomaticReconnect();
    const conn = builder.build();
    for (const event of Object.keys(contract.events)) conn.on(event, (...args) => dispatch(event, args));
    conn.on(PRESENCE_EVENT, showPresence);
    conn.onreconnecting(() => setStatus('reconnecting'));
    conn.onreconnected(() => {
      setStatus('connected');
      void joinAll();
    });
    // Automatic reconnect gives up after a while; keep trying at a slower pace while wanted.
    conn.onclose((error) => {
      if (!error || subscribers() === 0) return setStatus('idle');
      setStatus('offline');
      scheduleRetry();
    });
    connection = conn;
    return conn;
  };

  const clearRetry = () => {
    if (retryTimer) clearTimeout(retryTimer);
    retryTimer = null;
  };
  function scheduleRetry() {
    if (retryTimer || subscribers() === 0) return;
    retryTimer = setTimeout(() => {
      retryTimer = null;
      void reconcile();
    }, options.retryMs ?? DEFAULT_RETRY_MS);
  }

  /** Brings the connection to the wanted state: running while there are subscribers and a token. */
  const reconcile = (): Promise<void> => {
    transition = transition.then(async () => {
      const wanted = subscribers() > 0 && token() !== null;
      if (wanted) {
        const conn = connectionOf();
        if (conn.state !== HubConnectionState.Disconnected) return;
        if (status !== 'offline') setStatus('connecting');
        try {
          await conn.start();
          setStatus('connected');
          await joinAll();
        } catch (error) {
          console.warn(`${contract.name} hub: start failed, retrying later`, error);
          setStatus('offline');
          scheduleRetry();
        }
      } else {
        await stopNow();
      }
    });
    return transition;
  };

  const stopNow = async () => {
    clearRetry();
    // Idle first, so the close that stop() causes is not taken for a lost connection.
    setStatus('idle');
    if (connection && connection.state !== HubConnectionState.Disconnected) {
      await connection.stop().catch(() => undefined);
    }
  };

  const client: HubClient<C> = {
    on(event, handler) {
      let set = handlers.get(event);
      if (!set) handlers.set(event, (set = new Set()));
      // The same function may be subscribed twice by two screens; wrap it so each unsubscribes alone.
      const entry = (...args: EventArgs<C, typeof event>) => handler(...args);
      set.add(entry as (...args: never[]) => void);
      void reconcile();
      let active = true;
      return () => {
        if (!active) return;
        active = false;
        set.delete(entry as (...args: never[]) => void);
        if (set.size === 0) handlers.delete(event);
        void reconcile();
      };
    },

    async invoke(method, ...args) {
      const declared = contract.methods[method]!;
      const parsedArgs = z.parse(declared.args, args) as unknown[];
      pendingCalls += 1;
      try {
        await reconcile();
        const conn = connectionOf();
        if (conn.state !== HubConnectionState.Connected) {
          throw new Error(`${contract.name} hub is not connected.`);
        }
        const result: unknown = await conn.invoke(method, ...parsedArgs);
        return z.parse(declared.result, result) as MethodResult<C, typeof method>;
      } finally {
        pendingCalls -= 1;
        void reconcile();
      }
    },

    join(group, key, onPresence) {
      const id = membershipKey(group, key);
      let membership = memberships.get(id);
      const isNew = !membership;
      if (!membership) {
        membership = { group, key, holders: 0, listeners: new Set() };
        memberships.set(id, membership);
      }
      membership.holders += 1;
      const listener = onPresence && ((members: PresenceMember[]) => onPresence(members));
      if (listener) membership.listeners.add(listener);
      const current = membership;
      if (isNew) void joinNow(current);
      void reconcile();
      let active = true;
      return () => {
        if (!active) return;
        active = false;
        if (listener) current.listeners.delete(listener);
        current.holders -= 1;
        if (current.holders > 0) return;
        memberships.delete(id);
        const conn = connection;
        if (conn?.state === HubConnectionState.Connected) {
          void conn.invoke(GROUP_METHODS.leave, group, key).catch(() => undefined);
        }
        void reconcile();
      };
    },

    get status() {
      return status;
    },

    stop() {
      transition = transition.then(stopNow);
      return transition;
    },
  };
  registerHubClient(client);
  return client;
}
