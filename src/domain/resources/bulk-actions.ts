// Actions a register's list applies to the selected rows at once, each through the same checks
// as the row's own action (scope, permission, canAccess, hooks), all rows or none.
import { z } from 'zod';
import { safeId } from '../safe-input';
import type { ResourceAction } from './access';

export const BULK_ACTIONS = ['activate', 'deactivate', 'delete'] as const;
export type BulkAction = (typeof BULK_ACTIONS)[number];

/** At most one page of the largest size. */
export const BULK_MAX_ROWS = 150;

export const bulkBody = z.object({
  ids: z.array(safeId).min(1, 'resources.bulk.noneSelected').max(BULK_MAX_ROWS, 'resources.bulk.tooMany'),
});
export type BulkBody = z.infer<typeof bulkBody>;

export const bulkResult = z.object({ changed: z.number().int() });

/** The access action a bulk action is checked as. */
export const accessActionOf = (action: BulkAction): ResourceAction =>
  action === 'delete' ? 'delete' : 'activate';
