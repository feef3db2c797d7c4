// Channel names of the Redis backplane, the pattern ASP.NET Core's Redis backplane uses:
// <prefix>:all, :connection:<id>, :group:<name>, :user:<id>, and two internal channels for
// group changes of connections held by another server. One more internal channel of our own
// carries ended sessions, whose connections every server closes.
export const redisChannels = (prefix: string) => ({
  all: `${prefix}:all`,
  connection: (connectionId: string) => `${prefix}:connection:${connectionId}`,
  group: (group: string) => `${prefix}:group:${group}`,
  user: (userId: string) => `${prefix}:user:${userId}`,
  groupCommands: `${prefix}:internal:groups`,
  ack: (server: string) => `${prefix}:internal:ack:${server}`,
  endedSessions: `${prefix}:internal:ended-sessions`,
});

/** Sessions that ended, announced by `server` (which has already closed its own connections). */
export interface EndedSessions {
  server: string;
  userId: string;
  tokenId?: string;
}

/** What travels on a send channel: the record, serialized once, and who must not get it. */
export interface Envelope {
  m: string;
  x?: readonly string[];
}

/** A group change for a connection this server may not hold; the holder applies and acknowledges. */
export interface GroupCommand {
  id: number;
  server: string;
  action: 'add' | 'remove';
  group: string;
  connectionId: string;
}
