// `npm run bench:chat`: the support chat under a steady load.
//
// The server is the product's app (buildApp, embedded PostgreSQL on a temporary DATA_DIR, no SPA)
// listening on loopback. BENCH_CONVERSATIONS (200) conversations of the demo company each get a
// customer (a staff user) and an agent (an administrator) of their own, each connected with the
// official @microsoft/signalr client to /hubs/support-chat (negotiate, then WebSockets) and joined
// to their conversation's group. The clients run in this same process, so they share the
// machine's two cores with the server: the figures are the server's and the clients' together.
//
// For BENCH_SECONDS (20) messages are sent at BENCH_RATE (500) a second in total, spread evenly
// over 10 ms ticks and alternating between the customers and the agents of the conversations in
// turn (about 1.25 messages a second each, under the per-user limit). Each message is sent with
// SendMessage, which stores it before pushing it. The latency of a message is the time from the
// send to its receipt by the other side of its conversation. Reported: messages sent, stored
// (counted in the database), received by the other side, lost (sent but never received), p50,
// p95 and p99 of the latency, and messages/s held (received over the sending time). Sends still
// unanswered after a 15 s drain are counted as waiting, never as delivered.
import { randomUUID } from 'node:crypto';
import { loadavg } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import { type HubConnection, HubConnectionBuilder, LogLevel } from '@microsoft/signalr';
import { issueToken } from '../server/auth/tokens';
import { startInProcessApp } from './in-process-app';

const CONVERSATIONS = Number(process.env.BENCH_CONVERSATIONS ?? 200);
const RATE = Number(process.env.BENCH_RATE ?? 500);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const TICK_MS = 10;
const DRAIN_MS = 15_000;

interface Side {
  userId: number;
  connection: HubConnection;
}
interface Pair {
  conversationId: number;
  customer: Side;
  agent: Side;
}

const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! : NaN;

async function connect(url: string, token: string): Promise<HubConnection> {
  const connection = new HubConnectionBuilder()
    .withUrl(`${url}/hubs/support-chat`, { accessTokenFactory: () => token })
    .configureLogging(LogLevel.None)
    .build();
  await connection.start();
  return connection;
}

async function main() {
  const bench = await startInProcessApp('chat');
  const connections: HubConnection[] = [];
  try {
    const { app: server, url } = bench;
    const admin = await server.db
      .selectFrom('usuario')
      .select(['empresaId', 'passwordHash'])
      .where('nomeAcesso', '=', 'admin')
      .executeTakeFirstOrThrow();
    const empresaId = admin.empresaId;
    const newUser = async (login: string, administrator: boolean) =>
      (
        await server.db
          .insertInto('usuario')
          .values({
            empresaId,
            nomeAcesso: login,
            nomeApresentacao: login,
            email: `${login}@bench.example`,
            passwordHash: admin.passwordHash,
            administrator,
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;

    console.log(`Setting up ${CONVERSATIONS} conversations (${CONVERSATIONS * 2} users and connections)…`);
    const pairs: Pair[] = [];
    for (let i = 0; i < CONVERSATIONS; i++) {
      const customerId = await newUser(`bench.cliente.${i}`, false);
      const agentId = await newUser(`bench.agente.${i}`, true);
      const { id: conversationId } = await server.db
        .insertInto('supportConversation')
        .values({ empresaId, openedBy: customerId, assigneeId: agentId, subject: `Bench ${i}` })
        .returning('id')
        .executeTakeFirstOrThrow();
      const side = async (userId: number): Promise<Side> => {
        const { token } = await issueToken(server.config, userId, empresaId);
        const connection = await connect(url, token);
        connections.push(connection);
        await connection.invoke('JoinGroup', 'conversation', conversationId);
        return { userId, connection };
      };
      pairs.push({ conversationId, customer: await side(customerId), agent: await side(agentId) });
    }

    const sentAt = new Map<string, number>();
    const latencies: number[] = [];
    const received = new Set<string>();
    let failedSends = 0;
    let acknowledged = 0;
    /** Sends the server answered: the message is in the database. */
    const stored = new Set<string>();
    const pending = new Set<Promise<unknown>>();
    for (const pair of pairs) {
      for (const [me, other] of [
        [pair.customer, pair.agent],
        [pair.agent, pair.customer],
      ] as const) {
        me.connection.on('messageCreated', (message: { clientId: string; author: { id: number } }) => {
          // Only the other side's messages count, each once (the opener may hear one twice:
          // through the conversation and through its own user).
          if (message.author.id !== other.userId || received.has(message.clientId)) return;
          const at = sentAt.get(message.clientId);
          if (at === undefined) return;
          received.add(message.clientId);
          latencies.push(performance.now() - at);
        });
      }
    }

    const perTick = (RATE * TICK_MS) / 1000;
    const ticks = Math.round((SECONDS * 1000) / TICK_MS);
    console.log(
      `Sending ${RATE} messages/s for ${SECONDS} s (load average before: ${loadavg()[0]!.toFixed(1)})…`,
    );
    let next = 0;
    let owed = 0;
    const start = performance.now();
    for (let tick = 0; tick < ticks; tick++) {
      owed += perTick;
      while (owed >= 1) {
        owed -= 1;
        const pair = pairs[next % pairs.length]!;
        const sender = Math.floor(next / pairs.length) % 2 === 0 ? pair.customer : pair.agent;
        next++;
        const clientId = randomUUID();
        sentAt.set(clientId, performance.now());
        const call: Promise<unknown> = sender.connection
          .invoke('SendMessage', pair.conversationId, {
            clientId,
            body: `Mensagem ${next} da carga de teste`,
          })
          .then(
            () => {
              acknowledged++;
              stored.add(clientId);
            },
            () => {
              failedSends++;
            },
          )
          .finally(() => pending.delete(call));
        pending.add(call);
      }
      const wait = start + (tick + 1) * TICK_MS - performance.now();
      if (wait > 0) await sleep(wait);
    }
    const sendingSeconds = (performance.now() - start) / 1000;
    const drainUntil = performance.now() + DRAIN_MS;
    while ((pending.size > 0 || received.size < sentAt.size - failedSends) && performance.now() < drainUntil)
      await sleep(50);
    const drainedSeconds = (performance.now() - start) / 1000;

    const inDatabase = Number(
      (
        await server.db
          .selectFrom('supportMessage')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('empresaId', '=', empresaId)
          .executeTakeFirstOrThrow()
      ).n,
    );
    const sorted = [...latencies].sort((a, b) => a - b);
    const ms = (v: number) => `${v.toFixed(1)} ms`;
    console.log('');
    console.log(`conversations          ${CONVERSATIONS} (${CONVERSATIONS * 2} connections)`);
    console.log(`target rate            ${RATE} messages/s for ${SECONDS} s`);
    console.log(`sent                   ${sentAt.size} in ${sendingSeconds.toFixed(1)} s`);
    console.log(`acknowledged           ${acknowledged} (still waiting: ${pending.size})`);
    console.log(`refused or failed      ${failedSends}`);
    console.log(`stored                 ${inDatabase}`);
    console.log(`received by other side ${received.size}`);
    // Lost: stored (answered) yet never pushed to the other side. Sends the server had not answered
    // by the end (a backlog) are counted apart: they never entered the chat.
    console.log(`lost                   ${[...stored].filter((id) => !received.has(id)).length}`);
    console.log(`never answered         ${pending.size}`);
    console.log(
      `messages/s held        ${(received.size / sendingSeconds).toFixed(0)} (all received ${drainedSeconds.toFixed(1)} s after the first send)`,
    );
    console.log(`latency p50            ${ms(percentile(sorted, 50))}`);
    console.log(`latency p95            ${ms(percentile(sorted, 95))}`);
    console.log(`latency p99            ${ms(percentile(sorted, 99))}`);
    console.log(`load average after     ${loadavg()[0]!.toFixed(1)}`);
  } finally {
    await Promise.all(connections.map((c) => c.stop().catch(() => undefined)));
    await bench.close();
  }
}

await main();
