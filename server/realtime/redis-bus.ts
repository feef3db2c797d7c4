// Redis pub/sub for the backplane: one publishing and one subscribed connection per server
// process, shared by every hub (their channel prefixes differ). Subscriptions are counted, so a
// channel wanted by several local connections is subscribed once and left with the last of them.
// Pub/sub keeps nothing: a message published while Redis is unreachable is lost, which the SPA
// tolerates because every screen that listens also polls.
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';

type Handler = (message: string) => void;

interface Subscription {
  refs: number;
  handler: Handler;
  ready: Promise<unknown>;
}

export class RedisBus {
  private readonly publisher: Redis;
  private readonly subscriber: Redis;
  private readonly subscriptions = new Map<string, Subscription>();

  constructor(
    url: string,
    private readonly log: FastifyBaseLogger,
  ) {
    // A send fails soon when Redis is away instead of waiting for it; a subscription waits for
    // Redis to come back (the connection's handshake times out meanwhile, and the client retries).
    this.publisher = new Redis(url, { maxRetriesPerRequest: 2 });
    this.subscriber = new Redis(url, { maxRetriesPerRequest: null });
    for (const [role, client] of [
      ['publisher', this.publisher],
      ['subscriber', this.subscriber],
    ] as const) {
      client.on('error', (err: Error) => log.warn({ err, role }, 'realtime backplane: Redis error'));
    }
    this.subscriber.on('message', (channel: string, message: string) => {
      try {
        this.subscriptions.get(channel)?.handler(message);
      } catch (err) {
        log.error({ err, channel }, 'realtime backplane: message handling failed');
      }
    });
  }

  /** Subscribes (or counts one more user of) a channel; resolves once Redis confirmed it. */
  async subscribe(channel: string, handler: Handler): Promise<void> {
    const existing = this.subscriptions.get(channel);
    if (existing) {
      existing.refs += 1;
      await existing.ready;
      return;
    }
    const ready = this.subscriber.subscribe(channel);
    this.subscriptions.set(channel, { refs: 1, handler, ready });
    await ready;
  }

  /** Counts one user of a channel less; the last one unsubscribes. */
  async unsubscribe(channel: string): Promise<void> {
    const existing = this.subscriptions.get(channel);
    if (!existing || --existing.refs > 0) return;
    this.subscriptions.delete(channel);
    await this.subscriber.unsubscribe(channel);
  }

  /** The publishing connection, for plain commands (presence keeps its hashes through it). */
  get commands(): Redis {
    return this.publisher;
  }

  async publish(channel: string, message: string): Promise<void> {
    await this.publisher.publish(channel, message);
  }

  /** Number of Redis subscriptions held (for tests and diagnostics). */
  get channelCount(): number {
    return this.subscriptions.size;
  }

  async close(): Promise<void> {
    this.subscriptions.clear();
    await Promise.all(
      [this.publisher, this.subscriber].map(async (client) => {
        // QUIT waits for pending replies; a Redis that is down gets a hard disconnect instead.
        const timeout = new Promise((resolve) => setTimeout(resolve, 1_000).unref());
        await Promise.race([client.quit().catch(() => undefined), timeout]);
        client.disconnect();
      }),
    );
  }
}
