// Who is in each group now, per connection, for presence lists. One process keeps it in memory;
// several keep it in Redis (redis-presence-store.ts) behind the same interface. A user with several
// tabs in a group is listed once.
import type { PresenceMember } from '../../src/domain/realtime/hub-contract';

export interface PresenceStore {
  /** Records the connection as present in the group; answers who is in it now. */
  add(group: string, connectionId: string, member: PresenceMember): Promise<PresenceMember[]>;
  /** Forgets the connection in the group; answers who is left. */
  remove(group: string, connectionId: string): Promise<PresenceMember[]>;
  list(group: string): Promise<PresenceMember[]>;
  close(): Promise<void>;
}

/** One entry per user, in name order, so every member sees the same list. */
export const distinctMembers = (members: Iterable<PresenceMember>): PresenceMember[] => {
  const byUser = new Map<number, PresenceMember>();
  for (const member of members) byUser.set(member.userId, member);
  return [...byUser.values()].sort((a, b) => a.name.localeCompare(b.name) || a.userId - b.userId);
};

export class InProcessPresenceStore implements PresenceStore {
  private readonly groups = new Map<string, Map<string, PresenceMember>>();

  async add(group: string, connectionId: string, member: PresenceMember): Promise<PresenceMember[]> {
    let members = this.groups.get(group);
    if (!members) this.groups.set(group, (members = new Map()));
    members.set(connectionId, member);
    return distinctMembers(members.values());
  }

  async remove(group: string, connectionId: string): Promise<PresenceMember[]> {
    const members = this.groups.get(group);
    members?.delete(connectionId);
    if (members?.size === 0) this.groups.delete(group);
    return this.list(group);
  }

  async list(group: string): Promise<PresenceMember[]> {
    return distinctMembers(this.groups.get(group)?.values() ?? []);
  }

  async close(): Promise<void> {
    this.groups.clear();
  }
}
