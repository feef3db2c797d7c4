// The connections of this process, indexed by id, user and group. Both lifetime managers keep
// one: the in-process manager delivers from it; the Redis manager delivers what its channels
// bring from it, and uses the membership changes it reports to count channel subscriptions.
import type { HubClient } from './lifetime-manager';

const addTo = <K, V>(map: Map<K, Set<V>>, key: K, value: V): void => {
  let set = map.get(key);
  if (!set) map.set(key, (set = new Set()));
  set.add(value);
};

// Empty sets are dropped, so a group exists only while it has members.
const removeFrom = <K, V>(map: Map<K, Set<V>>, key: K, value: V): void => {
  const set = map.get(key);
  if (set?.delete(value) && set.size === 0) map.delete(key);
};

export class ConnectionStore {
  private readonly connections = new Map<string, HubClient>();
  private readonly users = new Map<string, Set<HubClient>>();
  private readonly groups = new Map<string, Set<HubClient>>();
  private readonly memberships = new Map<string, Set<string>>();

  get(connectionId: string): HubClient | undefined {
    return this.connections.get(connectionId);
  }

  all(): Iterable<HubClient> {
    return this.connections.values();
  }

  ofUser(userId: string): Iterable<HubClient> {
    return this.users.get(userId) ?? [];
  }

  ofGroup(group: string): Iterable<HubClient> {
    return this.groups.get(group) ?? [];
  }

  add(client: HubClient): void {
    this.connections.set(client.id, client);
    addTo(this.users, client.userId, client);
  }

  /** Removes a connection from everything; answers the groups it was in. */
  remove(client: HubClient): { groups: string[] } {
    if (this.connections.get(client.id) !== client) return { groups: [] };
    this.connections.delete(client.id);
    removeFrom(this.users, client.userId, client);
    const groups = [...(this.memberships.get(client.id) ?? [])];
    for (const group of groups) removeFrom(this.groups, group, client);
    this.memberships.delete(client.id);
    return { groups };
  }

  /** Adds a local connection to a group; answers whether it is here and whether it was not a member yet. */
  join(connectionId: string, group: string): { found: boolean; added: boolean } {
    const client = this.connections.get(connectionId);
    if (!client) return { found: false, added: false };
    addTo(this.groups, group, client);
    const groups = this.memberships.get(connectionId) ?? new Set<string>();
    this.memberships.set(connectionId, groups);
    const added = !groups.has(group);
    groups.add(group);
    return { found: true, added };
  }

  /** Removes a local connection from a group; answers whether it is here and whether it was a member. */
  leave(connectionId: string, group: string): { found: boolean; removed: boolean } {
    const client = this.connections.get(connectionId);
    if (!client) return { found: false, removed: false };
    removeFrom(this.groups, group, client);
    return { found: true, removed: this.memberships.get(connectionId)?.delete(group) ?? false };
  }
}

/** Sends one record to each client not excluded. */
export const deliver = (clients: Iterable<HubClient>, record: string, excluded?: readonly string[]) => {
  for (const client of clients) {
    if (!excluded?.includes(client.id)) client.send(record);
  }
};
