// One client socket of a hub, from handshake to close: reads records, answers the handshake,
// passes messages to its hub one at a time (ASP.NET Core's default of one invocation per client
// at a time), keeps the connection alive with Pings and drops clients that went silent. Its
// session is confirmed again before an invocation runs and before a push goes out (pushes wait,
// in order, while that check runs), and now and then while idle; an ended session closes it.
import type { FastifyBaseLogger } from 'fastify';
import { type RawData, WebSocket } from 'ws';
import type { AuthContext } from '../auth/auth-context';
import { ProtocolError, RecordReader } from './framing';
import { HANDSHAKE_OK, handshakeError, parseHandshake } from './handshake';
import type { HubSettings } from './hub-definition';
import type { HubClient } from './lifetime-manager';
import type { SessionVerdict } from './session-guard';
import {
  type InvocationMessage,
  MessageType,
  PING_RECORD,
  closeRecord,
  parseClientMessage,
} from './messages';

/** What a connection needs from its hub. */
export interface ConnectionHost {
  readonly settings: HubSettings;
  readonly log: FastifyBaseLogger;
  /** Registers the connection (lifetime manager, hub callback); runs before the handshake answer. */
  connected(connection: ClientConnection): Promise<void>;
  /** Runs an invocation; answers the Completion record to send, if any. */
  invoke(connection: ClientConnection, message: InvocationMessage): Promise<string | undefined>;
  /** The socket closed; `registered` tells whether `connected` was started for it. */
  closed(connection: ClientConnection, registered: Promise<void> | undefined, handshaken: boolean): void;
  /** Whether the connection's session was confirmed within `maxAgeMs` (default: the trust interval). */
  sessionIsFresh(connection: ClientConnection, now?: number, maxAgeMs?: number): boolean;
  /** Checks the connection's session now. Never rejects. */
  verifySession(connection: ClientConnection): Promise<SessionVerdict>;
}

/** What the client is told when its session ends under it. */
const SESSION_CLOSE = {
  ended: { error: 'Session ended.', allowReconnect: false },
  // The session could not be checked (database unreachable): the client may try again later.
  unverified: { error: 'Session could not be verified.', allowReconnect: true },
} as const;

type State = 'handshake' | 'connecting' | 'connected' | 'closed';

export class ClientConnection implements HubClient {
  readonly id: string;
  readonly userId: string;
  /** The negotiated token this socket presented (none on the skipNegotiation path). */
  readonly connectionToken: string | undefined;
  /** The caller, refreshed by each session check (permissions may change while connected). */
  auth: AuthContext;
  private state: State = 'handshake';
  private readonly reader: RecordReader;
  private queue: Promise<void> = Promise.resolve();
  private registration: Promise<void> | undefined;
  /** Records pushed before the handshake was answered, or while the session is being checked. */
  private held: string[] = [];
  private confirming = false;
  private readonly openedAt = Date.now();
  private lastReceived = this.openedAt;
  private lastSent = this.openedAt;

  constructor(
    private readonly socket: WebSocket,
    ids: { connectionId: string; connectionToken?: string },
    auth: AuthContext,
    private readonly host: ConnectionHost,
  ) {
    this.auth = auth;
    this.id = ids.connectionId;
    this.connectionToken = ids.connectionToken;
    this.userId = String(auth.userId);
    this.reader = new RecordReader(host.settings.maxMessageBytes);
    socket.on('message', (data) => this.receive(data));
    socket.on('close', () => this.onSocketClosed());
    socket.on('error', (err) => host.log.debug({ err, connectionId: this.id }, 'hub socket error'));
  }

  get isConnected(): boolean {
    return this.state === 'connected';
  }

  /**
   * Sends one record: at once while the session is confirmed, else after a check of it (dropped if
   * the session ended). Before the handshake answer it is held; after close it is dropped.
   */
  send(record: string): void {
    if (this.state === 'closed') return;
    this.held.push(record);
    if (this.state !== 'connected') return;
    if (!this.confirming && this.host.sessionIsFresh(this)) this.flush();
    else this.confirmSession();
  }

  /** The session ended (logout, password change, deactivation): close, telling the client why. */
  endSession(reason: keyof typeof SESSION_CLOSE): void {
    this.held = [];
    this.close(SESSION_CLOSE[reason]);
  }

  /** Ends the connection, telling the client why and whether it may reconnect. */
  close(options: { error?: string; allowReconnect?: boolean } = {}): void {
    if (this.state === 'closed') return;
    if (this.state === 'connected') this.write(closeRecord(options));
    this.socket.close(1000);
  }

  /** Calls `listener` once the socket has closed (at once if it already has). */
  onClosed(listener: () => void): void {
    if (this.socket.readyState === WebSocket.CLOSED) listener();
    else this.socket.once('close', listener);
  }

  /** Drops the socket without a closing handshake (a client that does not answer the close). */
  terminate(): void {
    this.socket.terminate();
  }

  /** Called by the hub's heartbeat: handshake time-out, client time-out and keep-alive Pings. */
  tick(now: number): void {
    const { handshakeTimeoutMs, clientTimeoutMs, keepAliveMs } = this.host.settings;
    if (this.state === 'handshake' || this.state === 'connecting') {
      if (now - this.openedAt >= handshakeTimeoutMs) {
        this.host.log.debug({ connectionId: this.id }, 'hub handshake timed out');
        this.socket.close(1000);
      }
      return;
    }
    if (this.state !== 'connected') return;
    if (this.auth.tokenExpiresAt.getTime() <= now) {
      this.endSession('ended');
      return;
    }
    // An idle connection is checked now and then, so a deactivated user's socket does not stay open.
    if (!this.host.sessionIsFresh(this, now, this.host.settings.sessionSweepMs)) this.confirmSession();
    if (now - this.lastReceived >= clientTimeoutMs) {
      this.host.log.debug({ connectionId: this.id }, 'hub client timed out');
      // A live but throttled client (a background browser tab) may come straight back.
      this.close({
        error: 'Client timeout elapsed without receiving a message from the client.',
        allowReconnect: true,
      });
    } else if (now - this.lastSent >= keepAliveMs) {
      this.write(PING_RECORD);
    }
  }

  private write(record: string) {
    if (this.socket.readyState !== WebSocket.OPEN) return;
    this.socket.send(record);
    this.lastSent = Date.now();
  }

  private receive(data: RawData) {
    if (this.state === 'closed') return;
    this.lastReceived = Date.now();
    const text = Array.isArray(data) ? Buffer.concat(data).toString('utf8') : data.toString('utf8');
    let records: string[];
    try {
      records = this.reader.push(text);
    } catch (error) {
      this.fail(error);
      return;
    }
    for (const record of records) {
      this.queue = this.queue.then(() => this.process(record)).catch((error: unknown) => this.fail(error));
    }
  }

  private async process(record: string) {
    if (this.state === 'closed') return;
    if (this.state === 'handshake') return this.handshake(record);
    const message = parseClientMessage(record);
    switch (message?.type) {
      case MessageType.Invocation:
      case MessageType.StreamInvocation: {
        if (!(await this.sessionConfirmed())) return;
        const completion = await this.host.invoke(this, message);
        if (completion) this.write(completion);
        return;
      }
      case MessageType.Close:
        this.socket.close(1000);
        return;
      // Pings only reset the timer (done on receipt); client results, stream items and
      // cancellations have nothing to act on, since this server neither asks nor streams.
      default:
        return;
    }
  }

  private async handshake(record: string) {
    const result = parseHandshake(record);
    if (!result.ok) {
      this.socket.send(handshakeError(result.error));
      this.socket.close(1000);
      return;
    }
    this.state = 'connecting';
    this.registration = this.host.connected(this);
    try {
      await this.registration;
    } catch (err) {
      this.host.log.warn({ err, connectionId: this.id }, 'hub connection could not be registered');
      if (this.state === 'connecting') {
        this.socket.send(handshakeError('The server could not accept the connection.'));
        this.socket.close(1000);
      }
      return;
    }
    // The socket may have closed while the connection was being registered.
    if (this.state !== 'connecting') return;
    this.write(HANDSHAKE_OK);
    this.state = 'connected';
    if (this.host.sessionIsFresh(this)) this.flush();
    else this.confirmSession();
  }

  /** Whether the session is alive, checking it if the last confirmation is too old. */
  private async sessionConfirmed(): Promise<boolean> {
    if (this.host.sessionIsFresh(this)) return true;
    return this.apply(await this.host.verifySession(this));
  }

  /** Checks the session in the background; held pushes go out once it is confirmed. */
  private confirmSession() {
    if (this.confirming) return;
    this.confirming = true;
    void this.host.verifySession(this).then((verdict) => {
      this.confirming = false;
      if (this.apply(verdict) && this.state === 'connected') this.flush();
    });
  }

  private apply(verdict: SessionVerdict): boolean {
    if (this.state === 'closed') return false;
    if (verdict.ok) {
      this.auth = verdict.auth;
      return true;
    }
    this.endSession(verdict.reason);
    return false;
  }

  private flush() {
    const records = this.held;
    this.held = [];
    for (const record of records) this.write(record);
  }

  private fail(error: unknown) {
    if (this.state === 'closed') return;
    const reason = error instanceof ProtocolError ? error.message : 'Unexpected error.';
    if (!(error instanceof ProtocolError)) {
      this.host.log.error({ err: error, connectionId: this.id }, 'hub connection failed');
    }
    this.close({ error: `Connection closed with an error. ${reason}` });
  }

  private onSocketClosed() {
    if (this.state === 'closed') return;
    const handshaken = this.state === 'connected';
    this.state = 'closed';
    this.held = [];
    this.host.closed(this, this.registration, handshaken);
  }
}
