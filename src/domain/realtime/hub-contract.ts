// A hub's contract, shared by the server and the SPA: the methods a client may invoke (zod
// arguments, zod result, the permission rule the server enforces), the events the server pushes
// (zod arguments) and the groups a client may join (the key that names one entity, and a rule).
// The server turns a contract into a hub (server/realtime/register-hub.ts), the SPA into a typed
// client (src/services/hub-client.ts), so both sides agree on every name and argument. Written with
// zod's tree-shakable build (zod/mini): the signed-in shell loads the notifications hub's contract
// on every page. A contract's schemas may be of either build.
import { z } from 'zod/mini';
import type { Rule } from '../permissions';

/** A schema of either zod build: both give it its own safeParse. */
export type ContractSchema<Output = unknown> = z.core.$ZodType<Output> & {
  safeParse(data: unknown): z.core.util.SafeParseResult<Output>;
};

export interface HubMethodContract {
  /** The arguments, in order; a call whose arguments do not parse is refused. */
  args: z.core.$ZodTuple & ContractSchema;
  result: z.core.$ZodType;
  /** The rule of src/domain/permissions.ts the caller must satisfy. */
  permission: Rule;
}

export interface HubGroupContract {
  /** What names one entity of the group's kind (a board id, a conversation id, an import id). */
  key: z.core.$ZodType<string | number>;
  /** The rule the caller must satisfy to join; the server also checks the entity is the company's. */
  permission: Rule;
}

export interface HubContract {
  /** Lower-case letters, digits and dashes; the hub answers at /hubs/<name>. */
  name: string;
  methods: Record<string, HubMethodContract>;
  /** Server pushes, by target name, with their arguments in order. */
  events: Record<string, z.core.$ZodTuple>;
  groups: Record<string, HubGroupContract>;
}

/** Declares a contract, keeping its literal names and schemas for the types below. */
export const defineHubContract = <const C extends HubContract>(contract: C): C => contract;

/** Hub methods every contract hub answers besides its own: joining and leaving its groups. */
export const GROUP_METHODS = { join: 'JoinGroup', leave: 'LeaveGroup' } as const;

/** Pushed to a group's members whenever someone joins or leaves it (and with its list on join). */
export const PRESENCE_EVENT = 'presenceChanged';

/** One user present in a group (several tabs of one user count once). */
export const presenceMemberSchema = z.object({ userId: z.int(), name: z.string() });
export type PresenceMember = z.infer<typeof presenceMemberSchema>;

export const presenceSchema = z.object({
  group: z.string(),
  key: z.union([z.string(), z.number()]),
  members: z.array(presenceMemberSchema),
});
export type Presence = z.infer<typeof presenceSchema>;

export type MethodName<C extends HubContract> = keyof C['methods'] & string;
export type MethodArgs<C extends HubContract, M extends MethodName<C>> = z.input<C['methods'][M]['args']>;
export type MethodResult<C extends HubContract, M extends MethodName<C>> = z.output<
  C['methods'][M]['result']
>;
export type EventName<C extends HubContract> = keyof C['events'] & string;
export type EventArgs<C extends HubContract, E extends EventName<C>> = z.output<C['events'][E]>;
export type GroupName<C extends HubContract> = keyof C['groups'] & string;
export type GroupKey<C extends HubContract, G extends GroupName<C>> = z.output<C['groups'][G]['key']>;

/** The arguments of JoinGroup and LeaveGroup for a contract: a declared group and its key. */
export const groupArgumentsSchema = (contract: HubContract) =>
  z.pipe(
    z.tuple([z.string(), z.unknown()]),
    z.transform(([group, key]: [string, unknown], ctx) => {
      const declared = Object.hasOwn(contract.groups, group) ? contract.groups[group] : undefined;
      if (!declared) {
        ctx.issues.push({ code: 'custom', message: `Unknown group '${group}'.`, path: [0], input: group });
        return z.NEVER;
      }
      const parsed = z.safeParse(declared.key, key);
      if (!parsed.success) {
        ctx.issues.push({ code: 'custom', message: z.prettifyError(parsed.error), path: [1], input: key });
        return z.NEVER;
      }
      return { group, key: parsed.data, permission: declared.permission };
    }),
  );

/** The text a refused call's completion error carries: which argument and why. */
export const describeInvalidArguments = (error: z.core.$ZodError): string =>
  `Invalid arguments: ${error.issues
    .map((issue) => `${issue.path.length ? `argument ${issue.path.join('.')}: ` : ''}${issue.message}`)
    .join('; ')}`;
