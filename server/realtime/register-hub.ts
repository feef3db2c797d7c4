// registerHub(app, contract, implementation): the one way to add a hub. The contract (shared with
// the SPA, src/domain/realtime) names the methods with their zod arguments and permission rules,
// the events and the groups; the implementation gives each method's body and, per group, the
// check that the entity a key names belongs to the caller's company. Every call is parsed and its
// rule checked before its body runs: invalid arguments and missing permissions are refused with a
// completion error and nothing happens. JoinGroup and LeaveGroup come with every hub, with
// presence. The answer is the hub's typed sending side for server code.
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { can } from '../../src/domain/permissions';
import {
  describeInvalidArguments,
  type EventArgs,
  type EventName,
  GROUP_METHODS,
  groupArgumentsSchema,
  type GroupKey,
  type GroupName,
  type HubContract,
  type MethodName,
  type MethodResult,
  type PresenceMember,
} from '../../src/domain/realtime/hub-contract';
import type { AuthContext } from '../auth/auth-context';
import { recheckSession } from '../auth/session';
import { Hub } from './hub';
import { createHubContext } from './hub-context';
import {
  DEFAULT_HUB_SETTINGS,
  type HubCaller,
  HubError,
  type HubMethod,
  type HubSettings,
} from './hub-definition';
import { HubGroups } from './hub-groups';
import { registerNegotiateRoute } from './negotiate';
import { scopedGroupName } from './scoped-group';

const HUB_NAME = /^[a-z0-9-]+$/;

/** Who invoked a method, and how to reach the other members of a group the caller joined. */
export interface ContractCaller<C extends HubContract> {
  connectionId: string;
  auth: AuthContext;
  sendOthers<G extends GroupName<C>, E extends EventName<C>>(
    group: G,
    key: GroupKey<C, G>,
    event: E,
    ...args: EventArgs<C, E>
  ): Promise<void>;
}

type Awaitable<T> = T | Promise<T>;

export interface HubImplementation<C extends HubContract> {
  methods: {
    [M in MethodName<C>]: (
      caller: ContractCaller<C>,
      ...args: z.output<C['methods'][M]['args']>
    ) => Awaitable<MethodResult<C, M>>;
  };
  /**
   * Per group: whether the entity the key names exists in the company (a query scoped to it). The
   * caller is given too, for entities only some of the company's users may reach (a chat
   * conversation is its opener's and the agents').
   */
  groups: {
    [G in GroupName<C>]: (empresaId: number, key: GroupKey<C, G>, auth: AuthContext) => Promise<boolean>;
  };
  settings?: Partial<HubSettings>;
}

/** A hub's sending side for server code, typed by its contract. */
export interface HubPushes<C extends HubContract> {
  /** Every connection of the user, on every server. */
  sendUser<E extends EventName<C>>(userId: number, event: E, ...args: EventArgs<C, E>): Promise<void>;
  /** Every member of one entity's group of the company, on every server. */
  sendGroup<G extends GroupName<C>, E extends EventName<C>>(
    group: G,
    scope: { empresaId: number; key: GroupKey<C, G> },
    event: E,
    ...args: EventArgs<C, E>
  ): Promise<void>;
  /** Who is in one entity's group of the company now. */
  presence<G extends GroupName<C>>(
    group: G,
    scope: { empresaId: number; key: GroupKey<C, G> },
  ): Promise<PresenceMember[]>;
}

export function registerHub<C extends HubContract>(
  app: FastifyInstance,
  contract: C,
  implementation: HubImplementation<C>,
): HubPushes<C> {
  if (!HUB_NAME.test(contract.name)) throw new Error(`Invalid hub name '${contract.name}'.`);
  const reserved = Object.values(GROUP_METHODS).map((name) => name.toLowerCase());
  for (const name of Object.keys(contract.methods)) {
    if (reserved.includes(name.toLowerCase())) throw new Error(`Hub method name '${name}' is reserved.`);
  }
  const { channelPrefix: _prefix, ...configured } = app.config.realtime ?? {};
  const settings = { ...DEFAULT_HUB_SETTINGS, ...configured, ...implementation.settings };
  const lifetime = app.realtime.lifetimeManagerFor(contract.name);
  const groups = new HubGroups(
    createHubContext(lifetime),
    app.realtime.presenceStoreFor(contract.name),
    (auth) => memberOf(app, auth),
  );

  const checks = implementation.groups as unknown as Record<
    string,
    (empresaId: number, key: unknown, auth: AuthContext) => Promise<boolean>
  >;
  const bodies = implementation.methods as unknown as Record<
    string,
    (caller: unknown, ...args: unknown[]) => unknown
  >;
  const callerOf = ({ connectionId, auth }: HubCaller): ContractCaller<C> => ({
    connectionId,
    auth,
    sendOthers: (group, key, event, ...args) =>
      groups.sendOthers({ connectionId, auth }, group, key, event, args),
  });
  const groupCall =
    (run: (caller: HubCaller, group: string, key: string | number) => Promise<unknown>): HubMethod =>
    async (caller, ...args) => {
      const parsed = groupArgumentsSchema(contract).safeParse(args);
      if (!parsed.success) throw new HubError(describeInvalidArguments(parsed.error));
      const { group, key, permission } = parsed.data;
      if (!can(caller.auth.principal, permission)) throw new HubError('Permission denied.');
      return run(caller, group, key);
    };

  const methods: Record<string, HubMethod> = {
    [GROUP_METHODS.join]: groupCall((caller, group, key) =>
      groups.join(caller, group, key, (empresaId, k) => checks[group]!(empresaId, k, caller.auth)),
    ),
    [GROUP_METHODS.leave]: groupCall((caller, group, key) => groups.leave(caller, group, key)),
  };
  for (const [name, declared] of Object.entries(contract.methods)) {
    methods[name] = async (caller, ...args) => {
      const parsed = declared.args.safeParse(args);
      if (!parsed.success) throw new HubError(describeInvalidArguments(parsed.error));
      if (!can(caller.auth.principal, declared.permission)) throw new HubError('Permission denied.');
      return bodies[name]!(callerOf(caller), ...(parsed.data as unknown[]));
    };
  }

  const hub = new Hub(
    {
      name: contract.name,
      methods,
      onConnected: ({ connectionId }) => groups.connected(connectionId),
      onDisconnected: ({ connectionId }) => groups.disconnected(connectionId),
      settings,
    },
    settings,
    lifetime,
    app.log.child({ hub: contract.name }),
    (auth) => recheckSession(app, auth),
  );
  app.realtime.add(hub);
  registerNegotiateRoute(app, hub);

  const groupName = (group: string, scope: { empresaId: number; key: string | number }) =>
    scopedGroupName(group, scope.empresaId, scope.key);
  return {
    sendUser: (userId, event, ...args) => hub.context.sendUser(userId, event, ...args),
    sendGroup: (group, scope, event, ...args) =>
      hub.context.sendGroup(groupName(group, scope), event, ...args),
    presence: (group, scope) => groups.list(group, scope.empresaId, scope.key),
  };
}

/** How a user appears in presence lists: their display name. */
async function memberOf(app: FastifyInstance, auth: AuthContext): Promise<PresenceMember> {
  const user = await app.db
    .selectFrom('usuario')
    .select('nomeApresentacao')
    .where('id', '=', auth.userId)
    .where('empresaId', '=', auth.homeEmpresaId)
    .executeTakeFirst();
  return { userId: auth.userId, name: user?.nomeApresentacao ?? String(auth.userId) };
}
