// Presence shared by every server process through Redis: one hash per group (connection id →
// member and the server holding the connection). A connection that closes is removed by its own
// server. A server that dies without closing cannot remove its entries, so each server keeps a
// liveness key with a short expiry alive, and a list leaves out (and deletes) the entries of
// servers whose key has expired.
import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { PresenceMember } from '../../src/domain/realtime/hub-contract';
import { distinctMembers, type PresenceStore } from './presence-store';

interface Entry extends PresenceMember {
  server: string;
}

/** A server that stopped refreshing its key for this long counts as gone. */
const SERVER_TTL_MS = 30_000;
const REFRESH_MS = 10_000;
/** A group hash left behind by servers that all died is dropped after a day without changes. */
const GROUP_TTL_MS = 24 * 60 * 60 * 1000;

export class RedisPresenceStore implements PresenceStore {
  private readonly server = randomUUID();
  private readonly refresh: NodeJS.Timeout;
  private alive: Promise<unknown>;

  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
  ) {
    this.alive = this.keepAlive();
    this.refresh = setInterval(() => {
      this.alive = this.keepAlive();
    }, REFRESH_MS);
    this.refresh.unref();
  }

  async add(group: string, connectionId: string, member: PresenceMember): Promise<PresenceMember[]> {
    await this.alive;
    const entry: Entry = { userId: member.userId, name: member.name, server: this.server };
    const key = this.groupKey(group);
    await this.redis.multi().hset(key, connectionId, JSON.stringify(entry)).pexpire(key, GROUP_TTL_MS).exec();
    return this.list(group);
  }

  async remove(group: string, connectionId: string): Promise<PresenceMember[]> {
    await this.redis.hdel(this.groupKey(group), connectionId);
    return this.list(group);
  }

  async list(group: string): Promise<PresenceMember[]> {
    const key = this.groupKey(group);
    const stored = Object.entries(await this.redis.hgetall(key)).map(
      ([connectionId, value]) => [connectionId, JSON.parse(value) as Entry] as const,
    );
    const servers = [...new Set(stored.map(([, entry]) => entry.server))];
    const liveness = servers.length ? await this.redis.mget(servers.map((s) => this.serverKey(s))) : [];
    const live = new Set(servers.filter((_, index) => liveness[index] !== null));
    const gone = stored.filter(([, entry]) => !live.has(entry.server)).map(([connectionId]) => connectionId);
    if (gone.length) await this.redis.hdel(key, ...gone);
    return distinctMembers(
      stored.filter(([, entry]) => live.has(entry.server)).map(([, { userId, name }]) => ({ userId, name })),
    );
  }

  /** This server's entries stop counting at once; the hashes lose them at their next list. */
  async close(): Promise<void> {
    clearInterval(this.refresh);
    await this.redis.del(this.serverKey(this.server)).catch(() => undefined);
  }

  private keepAlive() {
    // A failure (Redis away) is retried at the next refresh; joins meanwhile fail and are refused.
    return this.redis.set(this.serverKey(this.server), '1', 'PX', SERVER_TTL_MS).catch(() => undefined);
  }

  private groupKey(group: string) {
    return `${this.prefix}:presence:${group}`;
  }

  private serverKey(server: string) {
    return `${this.prefix}:presence-server:${server}`;
  }
}
