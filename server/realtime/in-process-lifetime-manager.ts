// The lifetime manager of a single server process: every connection is local, so every send is
// a loop over the connection store. Sends to unknown connections, users or groups do nothing.
import { ConnectionStore, deliver } from './connection-store';
import type { HubClient, LifetimeManager, SessionSelector } from './lifetime-manager';

export class InProcessLifetimeManager implements LifetimeManager {
  private readonly store = new ConnectionStore();
  private sessionsEnded: (selector: SessionSelector) => void = () => undefined;

  async onConnected(client: HubClient): Promise<void> {
    this.store.add(client);
  }

  async onDisconnected(client: HubClient): Promise<void> {
    this.store.remove(client);
  }

  async sendAll(record: string, excluded?: readonly string[]): Promise<void> {
    deliver(this.store.all(), record, excluded);
  }

  async sendConnection(connectionId: string, record: string): Promise<void> {
    this.store.get(connectionId)?.send(record);
  }

  async sendGroup(group: string, record: string, excluded?: readonly string[]): Promise<void> {
    deliver(this.store.ofGroup(group), record, excluded);
  }

  async sendUser(userId: string, record: string): Promise<void> {
    deliver(this.store.ofUser(userId), record);
  }

  async addToGroup(connectionId: string, group: string): Promise<void> {
    this.store.join(connectionId, group);
  }

  async removeFromGroup(connectionId: string, group: string): Promise<void> {
    this.store.leave(connectionId, group);
  }

  async endSessions(selector: SessionSelector): Promise<void> {
    this.sessionsEnded(selector);
  }

  onSessionsEnded(handler: (selector: SessionSelector) => void): void {
    this.sessionsEnded = handler;
  }

  async close(): Promise<void> {}
}
