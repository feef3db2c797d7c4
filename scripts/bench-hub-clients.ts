// The client side of `npm run bench:hub`, in a process of its own so the clients never share the
// server's event loop. It opens official @microsoft/signalr HubConnections (built as the SPA builds
// them: negotiate, WebSockets, automatic reconnect, the default keep-alive timers) or raw `ws`
// sockets, counts what they receive, and answers the bench process's requests over IPC.
import { HubConnectionBuilder, HubConnectionState, type HubConnection, LogLevel } from '@microsoft/signalr';
import WebSocket from 'ws';

export type ClientKind = 'hub' | 'ws';

/** What the bench process asks; every request is answered once, with the request's `id`. */
export type ClientCommand =
  | { op: 'open'; kind: ClientKind; url: string; token: string; count: number; concurrency: number }
  /** Resets the kind's counter; `wait` then resolves once `expected` messages arrived in all. */
  | { op: 'arm'; kind: ClientKind; expected: number }
  | { op: 'wait'; kind: ClientKind; timeoutMs: number }
  | { op: 'status' }
  | { op: 'close'; kind: ClientKind };

export interface ClientRequest {
  id: number;
  command: ClientCommand;
}

export interface OpenResult {
  open: number;
  failed: number;
  seconds: number;
  firstError?: string;
}

export interface WaitResult {
  received: number;
  /** Wall-clock time (ms, sub-millisecond) of the receipt that completed the count, if it did. */
  lastAt?: number;
  /** CPU time (user + system, ms) this process used since `arm`. */
  cpuMs: number;
}

export interface HubStatus {
  /** HubConnections in the Connected state. */
  connected: number;
  /** onclose calls (the connection ended for good, automatic reconnect gave up or was not tried). */
  closes: number;
  /** onreconnecting calls (the connection was lost and automatic reconnect began). */
  reconnecting: number;
  reconnected: number;
  /** Client log lines at Warning or above, and the first few of them. */
  warnings: number;
  firstWarnings: string[];
}

export type ClientReply = { id: number } & (
  { ok: true; result: OpenResult | WaitResult | HubStatus | null } | { ok: false; error: string }
);

/** The hub target the bench broadcasts to. */
export const BENCH_TARGET = 'bench';

const now = () => performance.timeOrigin + performance.now();

const hubs: HubConnection[] = [];
const sockets: WebSocket[] = [];
interface Counter {
  received: number;
  expected: number;
  armedCpu: NodeJS.CpuUsage;
  lastAt?: number;
  done?: () => void;
}

const counters: Record<ClientKind, Counter> = {
  hub: { received: 0, expected: Infinity, armedCpu: process.cpuUsage() },
  ws: { received: 0, expected: Infinity, armedCpu: process.cpuUsage() },
};
const status: HubStatus = {
  connected: 0,
  closes: 0,
  reconnecting: 0,
  reconnected: 0,
  warnings: 0,
  firstWarnings: [],
};

function count(kind: ClientKind) {
  const counter = counters[kind];
  counter.received += 1;
  if (counter.received === counter.expected) {
    counter.lastAt = now();
    counter.done?.();
  }
}

const logger = {
  log(level: LogLevel, message: string) {
    if (level < LogLevel.Warning) return;
    status.warnings += 1;
    if (status.firstWarnings.length < 5) status.firstWarnings.push(message);
  },
};

async function openHub(url: string, token: string) {
  const connection = new HubConnectionBuilder()
    .withUrl(url, { accessTokenFactory: () => token })
    .withAutomaticReconnect()
    .configureLogging(logger)
    .build();
  connection.on(BENCH_TARGET, (payload: unknown) => {
    if (typeof payload === 'object' && payload !== null) count('hub');
  });
  connection.onclose(() => (status.closes += 1));
  connection.onreconnecting(() => (status.reconnecting += 1));
  connection.onreconnected(() => (status.reconnected += 1));
  await connection.start();
  hubs.push(connection);
}

function openSocket(url: string) {
  return new Promise<void>((resolve, reject) => {
    const socket = new WebSocket(url);
    socket.on('message', () => count('ws'));
    socket.once('open', () => {
      sockets.push(socket);
      resolve();
    });
    socket.once('error', reject);
  });
}

async function open(kind: ClientKind, url: string, token: string, total: number, concurrency: number) {
  const started = performance.now();
  let next = 0;
  let failed = 0;
  let firstError: string | undefined;
  // A few at a time, as real users arrive; the listen backlog is never the limit measured.
  const worker = async () => {
    while (next < total) {
      next += 1;
      try {
        await (kind === 'hub' ? openHub(url, token) : openSocket(url));
      } catch (error) {
        failed += 1;
        firstError ??= String(error);
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, total) }, worker));
  const result: OpenResult = {
    open: kind === 'hub' ? hubs.length : sockets.length,
    failed,
    seconds: (performance.now() - started) / 1000,
  };
  if (firstError) result.firstError = firstError;
  return result;
}

function wait(kind: ClientKind, timeoutMs: number): Promise<WaitResult> {
  const counter = counters[kind];
  const answer = (): WaitResult => {
    const cpu = process.cpuUsage(counter.armedCpu);
    const cpuMs = (cpu.user + cpu.system) / 1000;
    return counter.lastAt === undefined
      ? { received: counter.received, cpuMs }
      : { received: counter.received, lastAt: counter.lastAt, cpuMs };
  };
  if (counter.received >= counter.expected) return Promise.resolve(answer());
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(answer()), timeoutMs);
    counter.done = () => {
      clearTimeout(timer);
      resolve(answer());
    };
  });
}

async function close(kind: ClientKind) {
  if (kind === 'hub') {
    await Promise.all(hubs.splice(0).map((c) => c.stop()));
  } else {
    await Promise.all(
      sockets.splice(0).map(
        (socket) =>
          new Promise<void>((resolve) => {
            socket.once('close', () => resolve());
            socket.close(1000);
          }),
      ),
    );
  }
  return null;
}

async function handle(command: ClientCommand): Promise<unknown> {
  switch (command.op) {
    case 'open':
      return open(command.kind, command.url, command.token, command.count, command.concurrency);
    case 'arm': {
      const counter = counters[command.kind];
      counter.received = 0;
      counter.expected = command.expected;
      counter.armedCpu = process.cpuUsage();
      delete counter.lastAt;
      delete counter.done;
      return null;
    }
    case 'wait':
      return wait(command.kind, command.timeoutMs);
    case 'status':
      return { ...status, connected: hubs.filter((c) => c.state === HubConnectionState.Connected).length };
    case 'close':
      return close(command.kind);
  }
}

process.on('message', (request: ClientRequest) => {
  handle(request.command).then(
    (result) => process.send?.({ id: request.id, ok: true, result }),
    (error: unknown) => process.send?.({ id: request.id, ok: false, error: String(error) }),
  );
});
process.on('disconnect', () => process.exit(0));
