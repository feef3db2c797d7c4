// Shared pieces of the hub tests: a listening app (app.inject cannot upgrade to WebSockets), the
// official @microsoft/signalr client tuned to the short test timers, and a raw `ws` client for
// protocol details the official client never shows.
import type { AddressInfo } from 'node:net';
import {
  HttpTransportType,
  type HubConnection,
  HubConnectionBuilder,
  HubConnectionState,
  LogLevel,
} from '@microsoft/signalr';
import type { FastifyInstance } from 'fastify';
import { SignJWT } from 'jose';
import WebSocket from 'ws';
import type { Config } from '../../../server/config';

export const HUB = '/hubs/notifications';
export const RS = '\u001e';

/** Short server timers so keep-alive and time-outs show within a test. */
export const FAST_HUB: NonNullable<Config['realtime']> = {
  keepAliveMs: 100,
  clientTimeoutMs: 1_000,
  handshakeTimeoutMs: 500,
};

export async function listen(app: FastifyInstance, port = 0): Promise<string> {
  await app.listen({ port, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

export interface ClientOptions {
  skipNegotiation?: boolean;
  /** The hub's path (default: the notifications hub). */
  path?: string;
  reconnectDelays?: number[];
}

/** The official client, as the SPA builds it, with timers matching FAST_HUB. */
export function hubClient(baseUrl: string, token: () => string, options: ClientOptions = {}): HubConnection {
  const builder = new HubConnectionBuilder()
    .withUrl(`${baseUrl}${options.path ?? HUB}`, {
      accessTokenFactory: token,
      ...(options.skipNegotiation && { skipNegotiation: true, transport: HttpTransportType.WebSockets }),
    })
    .configureLogging(LogLevel.None);
  if (options.reconnectDelays) builder.withAutomaticReconnect(options.reconnectDelays);
  const connection = builder.build();
  connection.keepAliveIntervalInMilliseconds = 100;
  connection.serverTimeoutInMilliseconds = 400;
  return connection;
}

/** Every call of `target` the connection receives, in order, and a way to wait for the next ones. */
export function recorder(connection: HubConnection, target: string) {
  const calls: unknown[][] = [];
  const waiters: Array<{ count: number; resolve: () => void }> = [];
  connection.on(target, (...args: unknown[]) => {
    calls.push(args);
    for (const w of waiters.filter((w) => calls.length >= w.count)) {
      waiters.splice(waiters.indexOf(w), 1);
      w.resolve();
    }
  });
  return {
    calls,
    /** Resolves once `count` calls arrived in total; rejects after `timeoutMs`. */
    until: (count: number, timeoutMs = 5_000) =>
      new Promise<unknown[][]>((resolve, reject) => {
        if (calls.length >= count) return resolve(calls);
        const timer = setTimeout(
          () => reject(new Error(`${target}: ${calls.length} of ${count} calls after ${timeoutMs} ms`)),
          timeoutMs,
        );
        waiters.push({
          count,
          resolve: () => {
            clearTimeout(timer);
            resolve(calls);
          },
        });
      }),
  };
}

/**
 * The notifications hub's untyped sending side, for protocol tests that push targets of their own
 * ('notice', 'probe'): the product pushes only the contract's events, through app.notifications.
 */
export const rawNotifications = (app: FastifyInstance) => app.realtime.get('notifications')!.context;

/** An import status as the notifications hub pushes it. */
export const importStatus = (id: number, percent = 0) => ({
  id,
  quantidadeArquivos: 100,
  quantidadeArquivosProcessados: percent,
  dataFim: null,
  dataInicio: '2025-01-01T12:00:00.000Z',
  situacao: 'processando' as const,
  nomeArquivo: 'notas.zip',
  erro: null,
  quantidadeImportadas: percent,
  quantidadeAtualizadas: 0,
  quantidadeDuplicadas: 0,
  quantidadeRejeitadas: 0,
  usuarioNome: 'Administrador Demo',
});

/** Browser storage for the SPA's session atoms when SPA services run in Node. */
export class MemoryStorage {
  private readonly items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  getItem = (key: string) => this.items.get(key) ?? null;
  setItem = (key: string, value: string) => void this.items.set(key, String(value));
  removeItem = (key: string) => void this.items.delete(key);
  clear = () => this.items.clear();
  key = (index: number) => [...this.items.keys()][index] ?? null;
}

export const stopAll = (...connections: HubConnection[]) =>
  Promise.all(connections.filter((c) => c.state !== HubConnectionState.Disconnected).map((c) => c.stop()));

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The user and company a session token is for (its verified claims are the server's business). */
export const claimsOf = (token: string): { id: number; empresaId: number } => {
  const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as {
    sub: string;
    emp: number;
  };
  return { id: Number(payload.sub), empresaId: payload.emp };
};

/** A token signed with the app's secret that expired a minute ago. */
export const expiredToken = (app: FastifyInstance, userId: number, empresaId: number) =>
  new SignJWT({ emp: empresaId })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(userId))
    .setJti('expired')
    .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
    .sign(new TextEncoder().encode(app.config.jwtSecret));

/** A raw WebSocket to the hub, collecting every record the server sends. */
export async function rawSocket(baseUrl: string, token: string, query = '') {
  const socket = new WebSocket(`${baseUrl.replace('http', 'ws')}${HUB}${query}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const records: unknown[] = [];
  let waiting: (() => void) | undefined;
  const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
  socket.on('message', (data: Buffer) => {
    const text = data.toString('utf8');
    // The server only ever sends whole records; anything else is recorded as a failure.
    if (!text.endsWith(RS)) records.push({ frameWithoutSeparator: text });
    else for (const record of text.split(RS).slice(0, -1)) records.push(JSON.parse(record));
    waiting?.();
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('unexpected-response', (_req, res) => reject(new Error(`HTTP ${res.statusCode}`)));
    socket.once('error', reject);
  });
  return {
    socket,
    records,
    closed,
    sendRaw: (text: string) => socket.send(text),
    send: (...messages: object[]) => socket.send(messages.map((m) => JSON.stringify(m) + RS).join('')),
    /** Resolves once `count` records arrived; rejects after `timeoutMs`. */
    until: async (count: number, timeoutMs = 3_000) => {
      const deadline = Date.now() + timeoutMs;
      while (records.length < count) {
        if (Date.now() > deadline)
          throw new Error(`${records.length} of ${count} records: ${JSON.stringify(records)}`);
        await new Promise<void>((resolve) => {
          waiting = resolve;
          setTimeout(resolve, 50);
        });
      }
      return records;
    },
  };
}

/** The status code the server refuses an upgrade with (or 101 if it accepts). */
export function upgradeStatus(
  baseUrl: string,
  query: string,
  headers: Record<string, string> = {},
  path = HUB,
) {
  return new Promise<number>((resolve, reject) => {
    const socket = new WebSocket(`${baseUrl.replace('http', 'ws')}${path}${query}`, { headers });
    socket.on('error', () => undefined);
    socket.once('unexpected-response', (_req, res) => {
      resolve(res.statusCode ?? 0);
      res.destroy();
    });
    socket.once('open', () => {
      resolve(101);
      socket.close();
    });
    socket.once('error', reject);
  });
}
