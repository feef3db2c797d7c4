// Who may do what with a register's rows: the declaration's rules (permission for reading,
// writePermission for writing) and, on top of them, its own `canAccess`, which may look at the
// record when it is written, and its `readableRows`, the rows it may read (access-rows.ts). The
// server enforces them on every route (403; 404 for a record the caller may not even read) and the
// SPA uses the same function to hide what would be refused.
import { can, type Principal } from '../permissions';
import { isReadableRow } from './access-rows';
import { isWritable, type ReadableResource, writeRuleOf } from './define-resource';

export const RESOURCE_ACTIONS = ['list', 'read', 'create', 'update', 'delete', 'activate'] as const;
export type ResourceAction = (typeof RESOURCE_ACTIONS)[number];

/** A row as the routes answer it, or a body being created. */
export type AccessRecord = Readonly<Record<string, unknown>>;

/** A declaration's own access rule; the record is absent for list and for create's screen. */
export type AccessCheck = (principal: Principal, action: ResourceAction, record?: AccessRecord) => boolean;

/** Whether the principal may do the action (on the record, when given). */
export const mayAccess = (
  def: ReadableResource,
  principal: Principal,
  action: ResourceAction,
  record?: AccessRecord,
): boolean => {
  if (action === 'list' || action === 'read') {
    // Decided by canAccess for the register and by readableRows for the row (access-rows.ts).
    return (
      can(principal, def.permission) &&
      mayReadRegister(def, principal, action) &&
      (!record || isReadableRow(def, principal, record))
    );
  }
  return (
    isWritable(def) &&
    can(principal, writeRuleOf(def)) &&
    (def.canAccess?.(principal, action, record) ?? true)
  );
};

/**
 * The declaration's own word on reading the register at all, without its permission rule: a
 * reference's options and targets are read by whoever fills a form pointing at the register.
 */
export const mayReadRegister = (
  def: ReadableResource,
  principal: Principal,
  action: 'list' | 'read' = 'read',
): boolean => def.canAccess?.(principal, action) ?? true;
