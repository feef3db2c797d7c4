// The lifetime manager for several server processes. Every send is one Redis publish; each process
// subscribes to `all`, to one channel per local connection and to the user and group channels
// that have local members, and delivers what arrives to its own sockets. A group change for a
// connection held by another process goes out as a command; the holder applies it and answers
// on the sender's ack channel, so addToGroup resolves once the change is in place. Ended sessions
// go to every process the same way, so a logout or a deactivation closes sockets everywhere.
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { ConnectionStore, deliver } from './connection-store';
import type { HubClient, LifetimeManager, SessionSelector } from './lifetime-manager';
import type { RedisBus } from './redis-bus';
import { type EndedSessions, type Envelope, type GroupCommand, redisChannels } from './redis-channels';

export class RedisLifetimeManager implements LifetimeManager {
  private readonly store = new ConnectionStore();
  private readonly channels: ReturnType<typeof redisChannels>;
  private readonly server = randomUUID();
  private readonly pendingAcks = new Map<number, () => void>();
  private nextCommandId = 0;
  private readonly ready: Promise<void>;
  private sessionsEnded: (selector: SessionSelector) => void = () => undefined;

  private readonly bus: RedisBus;
  private readonly log: FastifyBaseLogger;
  private readonly ackTimeoutMs: number;

  constructor(options: { bus: RedisBus; prefix: string; log: FastifyBaseLogger; ackTimeoutMs?: number }) {
    const { bus } = options;
    this.bus = bus;
    this.log = options.log;
    this.ackTimeoutMs = options.ackTimeoutMs ?? 5_000;
    this.channels = redisChannels(options.prefix);
    this.ready = Promise.all([
      bus.subscribe(this.channels.all, (payload) => this.fanOut(this.store.all(), payload)),
      bus.subscribe(this.channels.groupCommands, (payload) =>
        this.onGroupCommand(payload).catch((err: unknown) =>
          this.log.warn({ err }, 'realtime backplane: group command failed'),
        ),
      ),
      bus.subscribe(this.channels.ack(this.server), (payload) => this.pendingAcks.get(Number(payload))?.()),
      bus.subscribe(this.channels.endedSessions, (payload) => this.onEndedSessions(payload)),
    ]).then(() => undefined);
    // Awaited before a connection counts as connected and before group commands (their acks
    // must be heard); marked handled here so a failure is reported there, not as unhandled.
    this.ready.catch(() => undefined);
  }

  async onConnected(client: HubClient): Promise<void> {
    await this.ready;
    this.store.add(client);
    await Promise.all([
      this.bus.subscribe(this.channels.connection(client.id), (payload) =>
        this.fanOut(this.only(client.id), payload),
      ),
      this.bus.subscribe(this.channels.user(client.userId), (payload) =>
        this.fanOut(this.store.ofUser(client.userId), payload),
      ),
    ]);
  }

  async onDisconnected(client: HubClient): Promise<void> {
    const { groups } = this.store.remove(client);
    await Promise.all([
      this.bus.unsubscribe(this.channels.connection(client.id)),
      this.bus.unsubscribe(this.channels.user(client.userId)),
      ...groups.map((group) => this.bus.unsubscribe(this.channels.group(group))),
    ]);
  }

  sendAll(record: string, excluded?: readonly string[]): Promise<void> {
    return this.publish(this.channels.all, record, excluded);
  }

  async sendConnection(connectionId: string, record: string): Promise<void> {
    // A local connection is reached directly; only others cost a round-trip through Redis.
    const local = this.store.get(connectionId);
    if (local) local.send(record);
    else await this.publish(this.channels.connection(connectionId), record);
  }

  sendGroup(group: string, record: string, excluded?: readonly string[]): Promise<void> {
    return this.publish(this.channels.group(group), record, excluded);
  }

  sendUser(userId: string, record: string): Promise<void> {
    return this.publish(this.channels.user(userId), record);
  }

  async addToGroup(connectionId: string, group: string): Promise<void> {
    if (!(await this.applyLocally('add', connectionId, group))) {
      await this.sendGroupCommand('add', connectionId, group);
    }
  }

  async removeFromGroup(connectionId: string, group: string): Promise<void> {
    if (!(await this.applyLocally('remove', connectionId, group))) {
      await this.sendGroupCommand('remove', connectionId, group);
    }
  }

  async endSessions(selector: SessionSelector): Promise<void> {
    // This process at once, whatever Redis does; the others through the channel.
    this.sessionsEnded(selector);
    const message: EndedSessions = { server: this.server, ...selector };
    await this.bus.publish(this.channels.endedSessions, JSON.stringify(message));
  }

  onSessionsEnded(handler: (selector: SessionSelector) => void): void {
    this.sessionsEnded = handler;
  }

  async close(): Promise<void> {
    this.pendingAcks.clear();
  }

  private onEndedSessions(payload: string) {
    const { server, userId, tokenId } = JSON.parse(payload) as EndedSessions;
    if (server === this.server || typeof userId !== 'string') return;
    this.sessionsEnded(tokenId === undefined ? { userId } : { userId, tokenId });
  }

  private async publish(channel: string, record: string, excluded?: readonly string[]): Promise<void> {
    const envelope: Envelope = excluded?.length ? { m: record, x: excluded } : { m: record };
    await this.bus.publish(channel, JSON.stringify(envelope));
  }

  private fanOut(clients: Iterable<HubClient>, payload: string) {
    const envelope = JSON.parse(payload) as Envelope;
    deliver(clients, envelope.m, envelope.x);
  }

  private only(connectionId: string): HubClient[] {
    const client = this.store.get(connectionId);
    return client ? [client] : [];
  }

  /** Applies a group change to a connection of this process; false when it is not here. */
  private async applyLocally(action: GroupCommand['action'], connectionId: string, group: string) {
    const channel = this.channels.group(group);
    if (action === 'add') {
      const { found, added } = this.store.join(connectionId, group);
      if (added) {
        await this.bus.subscribe(channel, (payload) => this.fanOut(this.store.ofGroup(group), payload));
      }
      return found;
    }
    const { found, removed } = this.store.leave(connectionId, group);
    if (removed) await this.bus.unsubscribe(channel);
    return found;
  }

  private async sendGroupCommand(action: GroupCommand['action'], connectionId: string, group: string) {
    await this.ready;
    const id = ++this.nextCommandId;
    const command: GroupCommand = { id, server: this.server, action, group, connectionId };
    const acknowledged = new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.pendingAcks.delete(id);
        reject(new Error(`Group ${action} for connection ${connectionId} was not acknowledged in time.`));
      }, this.ackTimeoutMs);
      this.pendingAcks.set(id, () => {
        clearTimeout(timer);
        this.pendingAcks.delete(id);
        resolve();
      });
    });
    // Published only once the ack can be caught, so a quick answer is never missed.
    try {
      await this.bus.publish(this.channels.groupCommands, JSON.stringify(command));
    } catch (error) {
      this.pendingAcks.get(id)?.();
      throw error;
    }
    await acknowledged;
  }

  private async onGroupCommand(payload: string) {
    const command = JSON.parse(payload) as GroupCommand;
    if (command.server === this.server || !this.store.get(command.connectionId)) return;
    await this.applyLocally(command.action, command.connectionId, command.group);
    await this.bus.publish(this.channels.ack(command.server), String(command.id));
  }
}
