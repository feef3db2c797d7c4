// A registered hub at run time: its live connections, its negotiated tokens, its lifetime
// manager, the sessions of its connections and the dispatch of client invocations to its methods.
// One heartbeat timer per hub drives every connection's Pings and time-outs, instead of timers
// per connection.
import type { FastifyBaseLogger } from 'fastify';
import type { WebSocket } from 'ws';
import type { AuthContext } from '../auth/auth-context';
import { ClientConnection, type ConnectionHost } from './client-connection';
import { type HubContext, createHubContext } from './hub-context';
import {
  type HubCaller,
  type HubDefinition,
  HubError,
  type HubMethod,
  type HubSettings,
} from './hub-definition';
import type { LifetimeManager, SessionSelector } from './lifetime-manager';
import { type InvocationMessage, MessageType, completionRecord } from './messages';
import { PendingConnections } from './pending-connections';
import { type SessionCheck, SessionGuard, type SessionVerdict } from './session-guard';

/** How long shutdown waits for clients to acknowledge the close before dropping their sockets. */
const SHUTDOWN_GRACE_MS = 2_000;

export class Hub implements ConnectionHost {
  readonly name: string;
  readonly context: HubContext;
  readonly pending: PendingConnections;
  private readonly sessions: SessionGuard;
  private readonly connections = new Set<ClientConnection>();
  private readonly methods = new Map<string, { name: string; run: HubMethod }>();
  private readonly heartbeat: NodeJS.Timeout;

  constructor(
    private readonly definition: HubDefinition,
    readonly settings: HubSettings,
    readonly lifetime: LifetimeManager,
    readonly log: FastifyBaseLogger,
    checkSession: SessionCheck,
  ) {
    this.name = definition.name;
    this.context = createHubContext(lifetime);
    this.pending = new PendingConnections(settings.negotiateTtlMs);
    this.sessions = new SessionGuard(
      checkSession,
      settings.sessionCheckMs,
      Math.max(settings.sessionCheckMs, settings.sessionSweepMs) * 2,
    );
    lifetime.onSessionsEnded((selector) => this.closeSessions(selector));
    for (const [name, run] of Object.entries(definition.methods ?? {})) {
      this.methods.set(name.toLowerCase(), { name, run });
    }
    const shortest = Math.min(settings.keepAliveMs, settings.clientTimeoutMs, settings.handshakeTimeoutMs);
    const tickMs = Math.max(10, Math.min(1_000, Math.floor(shortest / 4)));
    this.heartbeat = setInterval(() => {
      const now = Date.now();
      for (const connection of this.connections) connection.tick(now);
    }, tickMs);
    this.heartbeat.unref();
  }

  /**
   * Takes over an upgraded socket whose session was confirmed by a check started at `checkedAt`;
   * the connection then waits for the client's handshake.
   */
  accept(
    socket: WebSocket,
    ids: { connectionId: string; connectionToken?: string },
    auth: AuthContext,
    checkedAt: number,
  ) {
    this.sessions.confirm(auth, checkedAt);
    this.connections.add(new ClientConnection(socket, ids, auth, this));
  }

  sessionIsFresh(connection: ClientConnection, now?: number, maxAgeMs?: number): boolean {
    return this.sessions.isFresh(connection.auth, now, maxAgeMs);
  }

  verifySession(connection: ClientConnection): Promise<SessionVerdict> {
    return this.sessions.verify(connection.auth);
  }

  /** Ends sessions on every server: this hub's connections of them close, then the others'. */
  async endSessions(selector: SessionSelector): Promise<void> {
    await this.lifetime.endSessions(selector);
  }

  /** Connections that completed their handshake on this server. */
  get connectionCount(): number {
    return [...this.connections].filter((c) => c.isConnected).length;
  }

  async connected(connection: ClientConnection): Promise<void> {
    await this.lifetime.onConnected(connection);
    await this.definition.onConnected?.(this.callerOf(connection));
  }

  closed(connection: ClientConnection, registration: Promise<void> | undefined, handshaken: boolean) {
    this.connections.delete(connection);
    if (connection.connectionToken) this.pending.release(connection.connectionToken);
    if (!registration) return;
    // Unregister only after registration settled, so a quick close cannot leave subscriptions behind.
    void registration
      .catch(() => undefined)
      .then(async () => {
        if (handshaken) await this.definition.onDisconnected?.(this.callerOf(connection));
      })
      .catch((err: unknown) =>
        this.log.warn({ err, connectionId: connection.id }, 'hub onDisconnected failed'),
      )
      .then(() => this.lifetime.onDisconnected(connection))
      .catch((err: unknown) => this.log.warn({ err, connectionId: connection.id }, 'hub unregister failed'));
  }

  async invoke(connection: ClientConnection, message: InvocationMessage): Promise<string | undefined> {
    const id = message.invocationId;
    // Without an id the client does not wait for an answer (send()), so it never gets one.
    const answer = (outcome: { result?: unknown; error?: string }) =>
      id === undefined ? undefined : completionRecord(id, outcome);
    const method = this.methods.get(message.target.toLowerCase());
    if (!method) return answer({ error: `Unknown hub method '${message.target}'` });
    if (message.type === MessageType.StreamInvocation) {
      return answer({
        error: `The client attempted to invoke the non-streaming '${method.name}' method with a streaming invocation.`,
      });
    }
    if (message.streamIds?.length) {
      return answer({ error: `Client sent ${message.streamIds.length} stream(s), Hub method expects 0.` });
    }
    try {
      const result = await method.run(this.callerOf(connection), ...message.arguments);
      return answer({ result });
    } catch (error) {
      // Only HubError messages are meant for clients; anything else may carry internals.
      const base = `An unexpected error occurred invoking '${method.name}' on the server.`;
      if (!(error instanceof HubError)) {
        this.log.error({ err: error, method: method.name, connectionId: connection.id }, 'hub method failed');
      }
      return answer({ error: error instanceof HubError ? `${base} HubError: ${error.message}` : base });
    }
  }

  /**
   * Server shutdown: every client is told it may reconnect (it will, to this server once it is
   * back or to another instance), then the sockets are closed.
   */
  async shutdown(): Promise<void> {
    clearInterval(this.heartbeat);
    this.pending.clear();
    const open = [...this.connections];
    const allClosed = Promise.all(
      open.map(
        (connection) =>
          new Promise<void>((resolve) => {
            connection.onClosed(resolve);
            connection.close({ allowReconnect: true });
          }),
      ),
    );
    let timer: NodeJS.Timeout | undefined;
    const grace = new Promise<'late'>(
      (resolve) => (timer = setTimeout(() => resolve('late'), SHUTDOWN_GRACE_MS)),
    );
    if ((await Promise.race([allClosed, grace])) === 'late') {
      for (const connection of this.connections) connection.terminate();
    }
    clearTimeout(timer);
  }

  /** This server's part of ended sessions: close their connections, in whatever state. */
  private closeSessions(selector: SessionSelector) {
    this.sessions.ended(selector);
    for (const connection of this.connections) {
      const { auth } = connection;
      if (String(auth.userId) !== selector.userId) continue;
      if (selector.tokenId !== undefined && auth.tokenId !== selector.tokenId) continue;
      connection.endSession('ended');
    }
  }

  private callerOf(connection: ClientConnection): HubCaller {
    return { connectionId: connection.id, auth: connection.auth, hub: this.context };
  }
}
