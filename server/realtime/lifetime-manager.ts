// Where a hub's sends go. The hub and the code that pushes to it only see this interface, so one
// process delivers from memory and several processes deliver through a backplane (Redis), with
// the same calls. Messages arrive here already serialized: one record, written once, sent to
// every recipient as is.

/** A connection as the lifetime manager knows it: its address, its user and how to reach it. */
export interface HubClient {
  readonly id: string;
  /** The user id as a string (SignalR user ids are strings and case-sensitive). */
  readonly userId: string;
  send(record: string): void;
}

/** The sessions whose connections must close: one token's (logout), or all of a user's. */
export interface SessionSelector {
  readonly userId: string;
  readonly tokenId?: string;
}

export interface LifetimeManager {
  /** Registers a connection that finished its handshake; resolves once it can receive. */
  onConnected(client: HubClient): Promise<void>;
  /** Forgets a closed connection and its group memberships. */
  onDisconnected(client: HubClient): Promise<void>;
  sendAll(record: string, excludedConnectionIds?: readonly string[]): Promise<void>;
  sendConnection(connectionId: string, record: string): Promise<void>;
  sendGroup(group: string, record: string, excludedConnectionIds?: readonly string[]): Promise<void>;
  sendUser(userId: string, record: string): Promise<void>;
  addToGroup(connectionId: string, group: string): Promise<void>;
  removeFromGroup(connectionId: string, group: string): Promise<void>;
  /** Tells every server, this one first, that these sessions ended (see onSessionsEnded). */
  endSessions(selector: SessionSelector): Promise<void>;
  /** Where this server hears of ended sessions; the hub closes its connections of them. */
  onSessionsEnded(handler: (selector: SessionSelector) => void): void;
  /** Releases what the manager holds (backplane subscriptions). */
  close(): Promise<void>;
}
