// The sending side of a hub, for server code: push to everyone, a user, a group or a connection,
// and manage group membership. Each call serializes the message once and hands it to the hub's
// lifetime manager, which reaches local sockets directly or other servers through the backplane.
import type { LifetimeManager } from './lifetime-manager';
import { invocationRecord } from './messages';

export interface HubContext {
  sendAll(target: string, ...args: unknown[]): Promise<void>;
  /** Every connection of the user, on every server. User ids are compared as strings. */
  sendUser(userId: number | string, target: string, ...args: unknown[]): Promise<void>;
  sendGroup(group: string, target: string, ...args: unknown[]): Promise<void>;
  /** Like sendGroup, except to the listed connections (e.g. the sender of a chat message). */
  sendGroupExcept(
    group: string,
    excluded: readonly string[],
    target: string,
    ...args: unknown[]
  ): Promise<void>;
  sendConnection(connectionId: string, target: string, ...args: unknown[]): Promise<void>;
  addToGroup(connectionId: string, group: string): Promise<void>;
  removeFromGroup(connectionId: string, group: string): Promise<void>;
}

export const createHubContext = (lifetime: LifetimeManager): HubContext => ({
  sendAll: (target, ...args) => lifetime.sendAll(invocationRecord(target, args)),
  sendUser: (userId, target, ...args) => lifetime.sendUser(String(userId), invocationRecord(target, args)),
  sendGroup: (group, target, ...args) => lifetime.sendGroup(group, invocationRecord(target, args)),
  sendGroupExcept: (group, excluded, target, ...args) =>
    lifetime.sendGroup(group, invocationRecord(target, args), excluded),
  sendConnection: (connectionId, target, ...args) =>
    lifetime.sendConnection(connectionId, invocationRecord(target, args)),
  addToGroup: (connectionId, group) => lifetime.addToGroup(connectionId, group),
  removeFromGroup: (connectionId, group) => lifetime.removeFromGroup(connectionId, group),
});
