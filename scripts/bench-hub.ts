// `npm run bench:hub`: how fast the SignalR hub broadcasts, against raw `ws`, and whether it keeps
// its connections.
//
// The server side is the product: the app from buildApp, as `npm start` builds it but without the
// SPA (embedded PostgreSQL on a temporary DATA_DIR, the default hub timers), listening on loopback
// in this process (run by tsx, so broadcasts can be sent from here). The demo admin signs in once; BENCH_CONNECTIONS (1,000) official @microsoft/signalr
// clients connect with that token to the notifications hub, as the SPA does (negotiate, then
// WebSockets, automatic reconnect), from a child process of their own (bench-hub-clients.ts).
// Beside it, in this process, a plain `ws` WebSocketServer (the same `ws` options as the hub's)
// gets as many raw `ws` clients from the same child.
//
// Each round sends BENCH_BROADCASTS (200) broadcasts to every connection: the hub through
// the notifications hub's sendUser (every connection is the admin's), the raw server by sending the
// same record (the same SignalR invocation JSON and 0x1E separator, serialized once a broadcast)
// to each socket. Both yield to the event loop after each broadcast. messages/s = messages
// delivered / time from the first send to the last receipt. BENCH_ROUNDS (5) rounds of each,
// alternating, after a warm-up; the median is reported, with the CPU time each process spent a
// message (the machine's other work makes wall time noisy, CPU time much less so). Then the hub's connections are held for
// BENCH_HOLD_SECONDS (60) with the default keep-alive timers, counting closes and reconnects,
// and a last broadcast checks that every connection still receives.
import { type ChildProcess, fork } from 'node:child_process';
import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { cpus, loadavg } from 'node:os';
import { setImmediate as turn, setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { WebSocket, WebSocketServer } from 'ws';
import { invocationRecord } from '../server/realtime/messages';
import {
  BENCH_TARGET,
  type ClientCommand,
  type ClientKind,
  type ClientReply,
  type ClientRequest,
  type HubStatus,
  type OpenResult,
  type WaitResult,
} from './bench-hub-clients';
import { startInProcessApp } from './in-process-app';
import { signIn } from './server-process';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 1_000);
const BROADCASTS = Number(process.env.BENCH_BROADCASTS ?? 200);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const HOLD_SECONDS = Number(process.env.BENCH_HOLD_SECONDS ?? 60);
const WARMUP_BROADCASTS = 20;
/** Connections opened at a time by the client process. */
const OPEN_CONCURRENCY = 50;
/** How long a round may take to deliver everything before what arrived is counted as all. */
const DELIVERY_TIMEOUT_MS = 120_000;
const HOLD_REPORT_MS = 10_000;

const now = () => performance.timeOrigin + performance.now();

/** An import-progress push, the kind the notifications hub carries. */
const payloadOf = (sequence: number) => ({
  importId: 4711,
  sequence,
  percent: sequence % 101,
  stage: 'classifying',
  processed: sequence * 50,
  total: BROADCASTS * 50,
  message: 'NF-e 35240612345678000190550010000047111000047110 processed',
});

/** The soft limit on open files (Linux); each process holds two sockets a connection. */
function openFilesLimit(): number | undefined {
  try {
    const line = /^Max open files\s+(\d+|unlimited)/m.exec(readFileSync('/proc/self/limits', 'utf8'));
    return line?.[1] === 'unlimited' ? Infinity : Number(line?.[1]);
  } catch {
    return undefined;
  }
}

/** The client process and a request/answer channel to it. */
function startClients() {
  const child: ChildProcess = fork(fileURLToPath(new URL('./bench-hub-clients.ts', import.meta.url)), {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  let nextId = 0;
  const waiting = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  child.on('message', (reply: ClientReply) => {
    const waiter = waiting.get(reply.id);
    waiting.delete(reply.id);
    if (reply.ok) waiter?.resolve(reply.result);
    else waiter?.reject(new Error(`client process: ${reply.error}`));
  });
  child.on('exit', (code) => {
    for (const waiter of waiting.values()) waiter.reject(new Error(`client process exited (${code})`));
    waiting.clear();
  });
  return {
    ask: <T>(command: ClientCommand) =>
      new Promise<T>((resolve, reject) => {
        const id = (nextId += 1);
        waiting.set(id, { resolve: resolve as (value: unknown) => void, reject });
        child.send({ id, command } satisfies ClientRequest);
      }),
    stop: () => {
      if (child.exitCode === null && child.connected) child.disconnect();
    },
    kill: () => {
      if (child.exitCode === null) child.kill();
    },
  };
}

type Clients = ReturnType<typeof startClients>;

interface Round {
  expected: number;
  received: number;
  seconds: number;
  perSecond: number;
  /** Time the server took to hand every broadcast to its sockets. */
  sendSeconds: number;
  /** CPU time per message delivered, in µs: this (server) process and the client process. */
  serverCpuUs: number;
  clientCpuUs: number;
}

/** Sends `broadcasts` broadcasts and waits for every connection to receive them. */
async function round(
  clients: Clients,
  kind: ClientKind,
  connections: number,
  broadcasts: number,
  broadcast: (sequence: number) => Promise<void> | void,
): Promise<Round> {
  const expected = connections * broadcasts;
  await clients.ask({ op: 'arm', kind, expected });
  const cpu = process.cpuUsage();
  const started = now();
  for (let sequence = 0; sequence < broadcasts; sequence += 1) {
    await broadcast(sequence);
    await turn();
  }
  const sent = now();
  const { received, lastAt, cpuMs } = await clients.ask<WaitResult>({
    op: 'wait',
    kind,
    timeoutMs: DELIVERY_TIMEOUT_MS,
  });
  const serverCpu = process.cpuUsage(cpu);
  const seconds = ((lastAt ?? now()) - started) / 1000;
  const perMessage = Math.max(received, 1);
  return {
    expected,
    received,
    seconds,
    perSecond: received / seconds,
    sendSeconds: (sent - started) / 1000,
    serverCpuUs: (serverCpu.user + serverCpu.system) / perMessage,
    clientCpuUs: (cpuMs * 1000) / perMessage,
  };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const rate = (value: number) => Math.round(value).toLocaleString('en-US');
const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(', ');

async function main() {
  const neededFiles = 2 * CONNECTIONS + 200;
  const limit = openFilesLimit();
  if (limit !== undefined && limit < neededFiles) {
    throw new Error(
      `Open files are limited to ${limit}; ${CONNECTIONS} connections need about ${neededFiles} ` +
        `in each process. Raise the limit first (ulimit -n ${neededFiles}) or set BENCH_CONNECTIONS lower.`,
    );
  }
  console.log(
    `bench:hub: ${CONNECTIONS} connections, ${BROADCASTS} broadcasts × ${ROUNDS} rounds, ` +
      `hold ${HOLD_SECONDS} s; Node ${process.version}, ${cpus().length} CPUs, load ${load()}, ` +
      `open files limit ${limit ?? 'unknown'}`,
  );

  const bench = await startInProcessApp('hub');
  let clients: Clients | undefined;
  const raw = new WebSocketServer({ host: '127.0.0.1', port: 0, perMessageDeflate: false });
  try {
    const { app: server, url } = bench;
    const hub = server.realtime.get('notifications');
    if (!hub) throw new Error('the notifications hub is not registered');
    const token = (await signIn(url)).authorization.replace(/^Bearer /, '');
    const claims = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as {
      sub: string;
    };
    const adminId = Number(claims.sub);
    await new Promise<void>((resolve) => (raw.address() ? resolve() : raw.once('listening', resolve)));
    const rawUrl = `ws://127.0.0.1:${(raw.address() as AddressInfo).port}/`;

    clients = startClients();
    const opened: Record<ClientKind, OpenResult> = {
      ws: await clients.ask<OpenResult>({
        op: 'open',
        kind: 'ws',
        url: rawUrl,
        token,
        count: CONNECTIONS,
        concurrency: OPEN_CONCURRENCY,
      }),
      hub: await clients.ask<OpenResult>({
        op: 'open',
        kind: 'hub',
        url: `${url}/hubs/notifications`,
        token,
        count: CONNECTIONS,
        concurrency: OPEN_CONCURRENCY,
      }),
    };
    for (const kind of ['ws', 'hub'] as const) {
      const o = opened[kind];
      console.log(
        `${kind}: ${o.open} open, ${o.failed} failed in ${o.seconds.toFixed(1)} s` +
          (o.firstError ? ` (first error: ${o.firstError})` : ''),
      );
    }
    const hubConnections = hub.connectionCount;
    const rawConnections = raw.clients.size;
    console.log(`server side: hub ${hubConnections} connections, raw ws ${rawConnections} sockets`);

    const payloadBytes = Buffer.byteLength(invocationRecord(BENCH_TARGET, [payloadOf(0)]));
    const send: Record<ClientKind, (sequence: number) => Promise<void> | void> = {
      // The hub's own sending side: the bench target is not one of the contract's events.
      hub: (sequence) => hub.context.sendUser(adminId, BENCH_TARGET, payloadOf(sequence)),
      ws: (sequence) => {
        const record = invocationRecord(BENCH_TARGET, [payloadOf(sequence)]);
        for (const socket of raw.clients) if (socket.readyState === WebSocket.OPEN) socket.send(record);
      },
    };
    const connections: Record<ClientKind, number> = { hub: hubConnections, ws: rawConnections };
    for (const kind of ['ws', 'hub'] as const) {
      const warm = await round(clients, kind, connections[kind], WARMUP_BROADCASTS, send[kind]);
      console.log(`warm-up ${kind}: ${warm.received}/${warm.expected} in ${warm.seconds.toFixed(2)} s`);
    }
    const rounds: Record<ClientKind, Round[]> = { ws: [], hub: [] };
    for (let index = 1; index <= ROUNDS; index += 1) {
      for (const kind of ['ws', 'hub'] as const) {
        const result = await round(clients, kind, connections[kind], BROADCASTS, send[kind]);
        rounds[kind].push(result);
        console.log(
          `round ${index} ${kind}: ${result.received}/${result.expected} messages in ` +
            `${result.seconds.toFixed(2)} s = ${rate(result.perSecond)}/s; sent in ` +
            `${result.sendSeconds.toFixed(2)} s; CPU a message: server ${result.serverCpuUs.toFixed(1)} µs, ` +
            `clients ${result.clientCpuUs.toFixed(1)} µs (load ${load()})`,
        );
      }
    }
    await clients.ask({ op: 'close', kind: 'ws' });

    // The hold: the hub's connections stay open with nothing but keep-alive Pings.
    const atStart = await clients.ask<HubStatus>({ op: 'status' });
    const serverAtStart = hub.connectionCount;
    const holdStarted = Date.now();
    let last = atStart;
    while (Date.now() - holdStarted < HOLD_SECONDS * 1000) {
      await sleep(Math.min(HOLD_REPORT_MS, HOLD_SECONDS * 1000 - (Date.now() - holdStarted)));
      last = await clients.ask<HubStatus>({ op: 'status' });
      console.log(
        `hold ${Math.round((Date.now() - holdStarted) / 1000)} s: ${last.connected} connected ` +
          `(server ${hub.connectionCount}), ${last.closes - atStart.closes} closed, ` +
          `${last.reconnecting - atStart.reconnecting} reconnecting`,
      );
    }
    const serverAtEnd = hub.connectionCount;
    const final = await round(clients, 'hub', serverAtEnd, 1, send.hub);
    await clients.ask({ op: 'close', kind: 'hub' });

    const medians = {
      ws: median(rounds.ws.map((r) => r.perSecond)),
      hub: median(rounds.hub.map((r) => r.perSecond)),
    };
    const row = (label: string, kind: ClientKind) => {
      const all = rounds[kind];
      const delivered = all.reduce((n, r) => n + r.received, 0);
      const expected = all.reduce((n, r) => n + r.expected, 0);
      const values = all.map((r) => r.perSecond);
      const us = (pick: (r: Round) => number) => median(all.map(pick)).toFixed(1);
      return (
        `| ${label} | ${connections[kind]} | ${BROADCASTS} × ${ROUNDS} | ${delivered}/${expected} | ` +
        `${rate(medians[kind])} | ${rate(Math.min(...values))}–${rate(Math.max(...values))} | ` +
        `${us((r) => r.serverCpuUs)} µs | ${us((r) => r.clientCpuUs)} µs |`
      );
    };
    console.log(
      `\n${CONNECTIONS} connections, ${BROADCASTS} broadcasts a round, ${payloadBytes}-byte record, ` +
        `load average at the end ${load()}`,
    );
    console.log(
      '| path | connections | broadcasts × rounds | delivered | messages/s (median) | min–max | ' +
        'server CPU a message | client CPU a message |',
    );
    console.log('|---|---:|---:|---:|---:|---:|---:|---:|');
    console.log(row('raw `ws`', 'ws'));
    console.log(row('SignalR hub (official client)', 'hub'));
    console.log(`| hub ÷ raw | | | | ${((medians.hub / medians.ws) * 100).toFixed(0)} % | | | |`);
    console.log(
      `\n| hold | connected at start (client/server) | at end (client/server) | closed | reconnecting | last broadcast delivered |`,
    );
    console.log('|---|---:|---:|---:|---:|---:|');
    console.log(
      `| ${HOLD_SECONDS} s | ${atStart.connected}/${serverAtStart} | ${last.connected}/${serverAtEnd} | ` +
        `${last.closes - atStart.closes} | ${last.reconnecting - atStart.reconnecting} | ` +
        `${final.received}/${CONNECTIONS} |`,
    );
    console.log(
      `Whole run: ${last.closes} closed, ${last.reconnecting} reconnecting, ${last.reconnected} reconnected, ` +
        `${last.warnings} client warnings${last.firstWarnings.length ? ` (${last.firstWarnings.join(' | ')})` : ''}`,
    );
  } finally {
    clients?.stop();
    raw.close();
    await bench.close();
    clients?.kill();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
