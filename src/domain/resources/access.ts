// Who may do what with a register's rows: the declaration's rules (permission for reading,
// writePermission for writing) and, on top of them, its own `canAccess`, which may look at the
// record. The server enforces it on every route (403; 404 for a record the caller may not even
// read) and the SPA uses the same function to hide what would be refused.
import { can, type Principal } from '../permissions';
import { isWritable, type ReadableResource, writeRuleOf } from './define-resource';

export const RESOURCE_ACTIONS = ['list', 'read', 'create', 'update', 'delete', 'activate'] as const;
export type ResourceAction = (typeof RESOURCE_ACTIONS)[number];

/** A row as the routes answer it, or a body being created. */
export type AccessRecord = Readonly<Record<string, unknown>>;

/** A declaration's own access rule; the record is absent for list and for create's screen. */
export type AccessCheck = (principal: Principal, action: ResourceAction, record?: AccessRecord) => boolean;

const READS: readonly ResourceAction[] = ['list', 'read'];

/** Whether the principal may do the action (on the record, when given). */
export const mayAccess = (
  def: ReadableResource,
  principal: Principal,
  action: ResourceAction,
  record?: AccessRecord,
): boolean => {
  const writing = !READS.includes(action);
  if (writing && !isWritable(def)) return false;
  const rule = writing && isWritable(def) ? writeRuleOf(def) : def.permission;
  return can(principal, rule) && (def.canAccess?.(principal, action, record) ?? true);
};
