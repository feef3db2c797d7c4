// The HTTP upgrade of /hubs/<name>: authenticate the bearer token (Authorization header from
// Node clients, access_token query from browsers, which cannot set WebSocket headers), then
// either claim the negotiated connection (id=<connectionToken>) or, on the skipNegotiation path,
// create the connection here. Refusals are plain HTTP answers before the upgrade, which make the
// client's start() fail.
import type { IncomingMessage } from 'node:http';
import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { WebSocketServer } from 'ws';
import type { AuthContext } from '../auth/auth-context';
import { resolveAuth } from '../auth/authenticate';
import { HttpError } from '../errors';
import type { Hub } from './hub';
import { newConnectionId } from './pending-connections';

const HUB_PATH = /^\/hubs\/([^/]+)\/?$/;

const refuse = (socket: Duplex, status: number) => {
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`,
    );
  }
  socket.destroy();
};

const bearerOf = (request: IncomingMessage, url: URL): string | undefined => {
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
  return match?.[1] ?? (url.searchParams.get('access_token') || undefined);
};

export interface UpgradeTarget {
  readonly closing: boolean;
  readonly wss: WebSocketServer;
  get(name: string): Hub | undefined;
}

export const upgradeListener =
  (app: FastifyInstance, target: UpgradeTarget) =>
  (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const match = HUB_PATH.exec(url.pathname);
    // Other upgrade paths are left to other listeners, unless there are none to answer them.
    if (!match) {
      if (app.server.listenerCount('upgrade') === 1) refuse(socket, 404);
      return;
    }
    socket.on('error', () => socket.destroy());
    const hub = target.get(decodeURIComponent(match[1] ?? ''));
    if (!hub) return refuse(socket, 404);
    if (target.closing) return refuse(socket, 503);
    void accept(app, target, hub, request, socket, head, url).catch((err: unknown) => {
      app.log.error({ err }, 'hub upgrade failed');
      refuse(socket, 500);
    });
  };

async function accept(
  app: FastifyInstance,
  target: UpgradeTarget,
  hub: Hub,
  request: IncomingMessage,
  socket: Duplex,
  head: Buffer,
  url: URL,
) {
  let auth: AuthContext;
  try {
    auth = await resolveAuth(app, bearerOf(request, url));
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 401) return refuse(socket, 401);
    throw error;
  }
  const connectionToken = url.searchParams.get('id');
  let ids: { connectionId: string; connectionToken?: string };
  if (connectionToken) {
    const claim = hub.pending.claim(connectionToken, auth.userId);
    if (!claim.ok) return refuse(socket, claim.status);
    ids = { connectionId: claim.connectionId, connectionToken };
  } else {
    ids = { connectionId: newConnectionId() };
  }
  if (target.closing || socket.destroyed) {
    if (ids.connectionToken) hub.pending.release(ids.connectionToken);
    return refuse(socket, 503);
  }
  target.wss.handleUpgrade(request, socket, head, (ws) => hub.accept(ws, ids, auth));
}
