// What a hub is made of at run time: a name (its path is /hubs/<name>), the methods clients may
// invoke, connection callbacks, and its timers and limits. registerHub builds one from a hub's
// contract (parsing and permission checks around each method), so no hub writes one by hand.
import type { AuthContext } from '../auth/auth-context';
import type { HubContext } from './hub-context';

export interface HubSettings {
  /** Send a Ping when nothing else was sent for this long (at most half the client's server timeout). */
  keepAliveMs: number;
  /** Close a connection that sent nothing (not even a Ping) for this long. */
  clientTimeoutMs: number;
  /** Close a socket that has not completed the handshake in this time. */
  handshakeTimeoutMs: number;
  /** A negotiated connection token not used by a socket in this time is forgotten. */
  negotiateTtlMs: number;
  /** Largest single message (record) a client may send, in bytes. */
  maxMessageBytes: number;
  /** A connection's session, once checked, is trusted this long for invocations and pushes. */
  sessionCheckMs: number;
  /** An idle connection's session is checked again this often (a deactivated user's socket closes). */
  sessionSweepMs: number;
}

/** ASP.NET Core's defaults, which the official client's own timers are tuned to. */
export const DEFAULT_HUB_SETTINGS: HubSettings = {
  keepAliveMs: 15_000,
  clientTimeoutMs: 30_000,
  handshakeTimeoutMs: 15_000,
  negotiateTtlMs: 30_000,
  maxMessageBytes: 32 * 1024,
  sessionCheckMs: 5_000,
  sessionSweepMs: 60_000,
};

/** Who invoked a method or connected, and the hub to answer through. */
export interface HubCaller {
  connectionId: string;
  auth: AuthContext;
  hub: HubContext;
}

export type HubMethod = (caller: HubCaller, ...args: unknown[]) => unknown;

export interface HubDefinition {
  /** Lower-case letters, digits and dashes; the hub answers at /hubs/<name>. */
  name: string;
  /** Client-callable methods; names are matched without regard to case, as ASP.NET Core does. */
  methods?: Record<string, HubMethod>;
  /** Runs before the handshake is answered, e.g. to add the connection to its groups. */
  onConnected?: (caller: HubCaller) => unknown;
  onDisconnected?: (caller: HubCaller) => unknown;
  settings?: Partial<HubSettings>;
}

/** An error whose message the client may see; any other error is reported without details. */
export class HubError extends Error {
  override readonly name = 'HubError';
}
