// The HTTP upgrade of /hubs/<name>: authenticate the bearer token (Authorization header from
// Node clients, access_token query from browsers, which cannot set WebSocket headers), then
// either claim the negotiated connection (id=<connectionToken>) or, on the skipNegotiation path,
// create the connection here. Refusals are plain HTTP answers before the upgrade, which make the
// client's start() fail.
//
// Nothing here may throw out of the listener: the HTTP server emits 'upgrade' with nobody to catch
// what it throws, so one malformed request would end the process. Every step runs inside one
// promise whose failure answers 500 and closes the socket, and the socket's own errors (a client
// that resets) are only logged.
import type { IncomingMessage } from 'node:http';
import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { WebSocketServer } from 'ws';
import type { AuthContext } from '../auth/auth-context';
import { bearerOfHeader, resolveAuth } from '../auth/authenticate';
import { HttpError } from '../errors';
import type { Hub } from './hub';
import { newConnectionId } from './pending-connections';
import { parseUpgradeTarget, webSocketHandshakeProblem } from './upgrade-request';

const refuse = (socket: Duplex, status: number, headers: Record<string, string> = {}) => {
  if (socket.writable && !socket.destroyed) {
    const extra = Object.entries(headers)
      .map(([name, value]) => `${name}: ${value}\r\n`)
      .join('');
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}\r\nConnection: close\r\n${extra}Content-Length: 0\r\n\r\n`,
    );
  }
  socket.destroy();
};

export interface UpgradeTarget {
  readonly closing: boolean;
  readonly wss: WebSocketServer;
  get(name: string): Hub | undefined;
}

export const upgradeListener =
  (app: FastifyInstance, target: UpgradeTarget) =>
  (request: IncomingMessage, socket: Duplex, head: Buffer): void => {
    // Without a listener, a reset or a write after the client left would be thrown as 'error'.
    socket.on('error', (err) => app.log.debug({ err }, 'hub upgrade socket error'));
    void upgrade(app, target, request, socket, head).catch((err: unknown) => {
      app.log.error({ err }, 'hub upgrade failed');
      refuse(socket, 500);
    });
  };

async function upgrade(
  app: FastifyInstance,
  target: UpgradeTarget,
  request: IncomingMessage,
  socket: Duplex,
  head: Buffer,
): Promise<void> {
  const parsed = parseUpgradeTarget(request.url);
  // Other upgrade paths are left to other listeners, unless there are none to answer them.
  const alone = app.server.listenerCount('upgrade') === 1;
  if (parsed.kind === 'other') return alone ? refuse(socket, 404) : undefined;
  if (parsed.kind === 'invalid') return parsed.hubLike || alone ? refuse(socket, 400) : undefined;
  const hub = target.get(parsed.name);
  if (!hub) return refuse(socket, 404);
  if (target.closing) return refuse(socket, 503);
  const problem = webSocketHandshakeProblem(request);
  if (problem) return refuse(socket, problem.status, problem.headers);

  const checkedAt = Date.now();
  let auth: AuthContext;
  try {
    const bearer = bearerOfHeader(request.headers.authorization) ?? parsed.query.get('access_token');
    auth = await resolveAuth(app, bearer || undefined);
  } catch (error) {
    if (error instanceof HttpError) return refuse(socket, error.statusCode);
    throw error;
  }
  const connectionToken = parsed.query.get('id');
  let ids: { connectionId: string; connectionToken?: string };
  if (connectionToken) {
    const claim = hub.pending.claim(connectionToken, auth.userId);
    if (!claim.ok) return refuse(socket, claim.status);
    ids = { connectionId: claim.connectionId, connectionToken };
  } else {
    ids = { connectionId: newConnectionId() };
  }
  // A claimed token is given back unless a connection takes it over (ws may still drop the socket).
  let accepted = false;
  const release = () => {
    if (!accepted && ids.connectionToken) hub.pending.release(ids.connectionToken);
  };
  if (target.closing || socket.destroyed) {
    release();
    return refuse(socket, 503);
  }
  socket.once('close', release);
  target.wss.handleUpgrade(request, socket, head, (ws) => {
    accepted = true;
    socket.off('close', release);
    hub.accept(ws, ids, auth, checkedAt);
  });
}
