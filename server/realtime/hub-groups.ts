// The groups of one contract hub: who joined which entity's group, presence in each, and cleanup
// when a connection closes. A join first asks the hub's check whether the entity exists in the
// caller's company; only then is the connection added, under a name scopedGroupName built from
// that company, so nobody reaches another company's group whatever key they send.
import type { PresenceMember } from '../../src/domain/realtime/hub-contract';
import { PRESENCE_EVENT } from '../../src/domain/realtime/hub-contract';
import type { AuthContext } from '../auth/auth-context';
import type { HubContext } from './hub-context';
import { HubError } from './hub-definition';
import type { PresenceStore } from './presence-store';
import { scopedGroupName } from './scoped-group';

type GroupKey = string | number;

interface Membership {
  kind: string;
  key: GroupKey;
  member: PresenceMember;
}

export class HubGroups {
  /** Per open connection: its groups by scoped name. */
  private readonly joined = new Map<string, Map<string, Membership>>();

  constructor(
    private readonly hub: HubContext,
    private readonly presence: PresenceStore,
    private readonly memberOf: (auth: AuthContext) => Promise<PresenceMember>,
  ) {}

  connected(connectionId: string): void {
    this.joined.set(connectionId, new Map());
  }

  /** Adds the caller to the entity's group; answers who is in it now. */
  async join(
    caller: { connectionId: string; auth: AuthContext },
    kind: string,
    key: GroupKey,
    exists: (empresaId: number, key: GroupKey) => Promise<boolean>,
  ): Promise<PresenceMember[]> {
    const { empresaId } = caller.auth;
    const memberships = this.joined.get(caller.connectionId);
    // A refusal says the same whether the entity is missing or another company's.
    if (!memberships || !(await exists(empresaId, key))) throw new HubError(`No ${kind} ${key} was found.`);
    const name = scopedGroupName(kind, empresaId, key);
    const member = memberships.get(name)?.member ?? (await this.memberOf(caller.auth));
    await this.hub.addToGroup(caller.connectionId, name);
    memberships.set(name, { kind, key, member });
    const members = await this.presence.add(name, caller.connectionId, member);
    // The connection may have closed while joining; its cleanup has run, so undo the entry here.
    if (this.joined.get(caller.connectionId) !== memberships) {
      await this.announce(name, kind, key, await this.presence.remove(name, caller.connectionId));
      throw new HubError('The connection closed.');
    }
    await this.announce(name, kind, key, members);
    return members;
  }

  /** Takes the caller out of the entity's group (nothing if it was not in it). */
  async leave(
    caller: { connectionId: string; auth: AuthContext },
    kind: string,
    key: GroupKey,
  ): Promise<void> {
    const name = scopedGroupName(kind, caller.auth.empresaId, key);
    const memberships = this.joined.get(caller.connectionId);
    if (!memberships?.delete(name)) return;
    await this.hub.removeFromGroup(caller.connectionId, name);
    await this.announce(name, kind, key, await this.presence.remove(name, caller.connectionId));
  }

  /** Sends to the other members of a group the caller is in (a card moved, a chat message). */
  async sendOthers(
    caller: { connectionId: string; auth: AuthContext },
    kind: string,
    key: GroupKey,
    event: string,
    args: readonly unknown[],
  ): Promise<void> {
    const name = scopedGroupName(kind, caller.auth.empresaId, key);
    if (!this.joined.get(caller.connectionId)?.has(name)) throw new HubError(`Join the ${kind} first.`);
    await this.hub.sendGroupExcept(name, [caller.connectionId], event, ...args);
  }

  /** A closed connection leaves every group it was in; the others are told. */
  async disconnected(connectionId: string): Promise<void> {
    const memberships = this.joined.get(connectionId);
    this.joined.delete(connectionId);
    for (const [name, { kind, key }] of memberships ?? []) {
      await this.announce(name, kind, key, await this.presence.remove(name, connectionId));
    }
  }

  list(kind: string, empresaId: number, key: GroupKey): Promise<PresenceMember[]> {
    return this.presence.list(scopedGroupName(kind, empresaId, key));
  }

  private announce(name: string, kind: string, key: GroupKey, members: PresenceMember[]) {
    return this.hub.sendGroup(name, PRESENCE_EVENT, { group: kind, key, members });
  }
}
