// Every hub of this server, the one WebSocket server they share, and the backplane connection.
// Hubs get an in-process lifetime manager, or a Redis one when REDIS_URL is set; all Redis hubs
// share one pair of Redis connections, separated by channel prefix.
import type { FastifyInstance } from 'fastify';
import { WebSocketServer } from 'ws';
import type { Hub } from './hub';
import { InProcessLifetimeManager } from './in-process-lifetime-manager';
import type { LifetimeManager, SessionSelector } from './lifetime-manager';
import { InProcessPresenceStore, type PresenceStore } from './presence-store';
import { RedisBus } from './redis-bus';
import { RedisLifetimeManager } from './redis-lifetime-manager';
import { RedisPresenceStore } from './redis-presence-store';

/** Frames are capped well above one message, since a client may batch several into one frame. */
const MAX_FRAME_BYTES = 1024 * 1024;

export class HubRegistry {
  readonly wss = new WebSocketServer({
    noServer: true,
    maxPayload: MAX_FRAME_BYTES,
    perMessageDeflate: false,
  });
  private readonly hubs = new Map<string, Hub>();
  private bus: RedisBus | undefined;
  private readonly presenceStores: PresenceStore[] = [];
  private shuttingDown = false;

  constructor(private readonly app: FastifyInstance) {}

  get closing(): boolean {
    return this.shuttingDown;
  }

  get(name: string): Hub | undefined {
    return this.hubs.get(name.toLowerCase());
  }

  add(hub: Hub): void {
    if (this.hubs.has(hub.name)) throw new Error(`Hub '${hub.name}' is already registered.`);
    this.hubs.set(hub.name, hub);
  }

  lifetimeManagerFor(hubName: string): LifetimeManager {
    const bus = this.redisBus();
    if (!bus) return new InProcessLifetimeManager();
    return new RedisLifetimeManager({ bus, prefix: this.prefixOf(hubName), log: this.app.log });
  }

  /** Who is in the hub's groups: in memory, or in Redis (shared by every server) with REDIS_URL. */
  presenceStoreFor(hubName: string): PresenceStore {
    const bus = this.redisBus();
    const store = bus
      ? new RedisPresenceStore(bus.commands, this.prefixOf(hubName))
      : new InProcessPresenceStore();
    this.presenceStores.push(store);
    return store;
  }

  private redisBus(): RedisBus | undefined {
    const { redisUrl } = this.app.config;
    if (!redisUrl) return undefined;
    this.bus ??= new RedisBus(redisUrl, this.app.log);
    return this.bus;
  }

  private prefixOf(hubName: string): string {
    return `${this.app.config.realtime?.channelPrefix ?? 'rota'}:${hubName}`;
  }

  /**
   * Closes the hub connections of ended sessions, on every hub and every server: one token's
   * (logout) or all of a user's. Call it once the change that ended them is committed. Never
   * rejects: a backplane failure is logged, and the other servers' connections then close at
   * their next session check.
   */
  async endSessions(selector: { userId: number | string; tokenId?: string }): Promise<void> {
    const ended: SessionSelector = { ...selector, userId: String(selector.userId) };
    await Promise.all(
      [...this.hubs.values()].map((hub) =>
        hub
          .endSessions(ended)
          .catch((err: unknown) =>
            this.app.log.warn({ err, hub: hub.name, userId: ended.userId }, 'ending hub sessions failed'),
          ),
      ),
    );
  }

  /** First step of closing the app: clients are told to reconnect and their sockets closed. */
  async shutdown(): Promise<void> {
    this.shuttingDown = true;
    await Promise.all([...this.hubs.values()].map((hub) => hub.shutdown()));
  }

  /** Last step: lifetime managers and Redis connections are released. */
  async dispose(): Promise<void> {
    await Promise.all([
      ...[...this.hubs.values()].map((hub) => hub.lifetime.close()),
      ...this.presenceStores.map((store) => store.close()),
    ]);
    await this.bus?.close();
    this.wss.close();
  }
}
