// The kanbans' limits per company (the `boardLimit` register): its migration, hooks, demo rows and
// the read the two boards make with their cards.
import type { Migration } from 'kysely';
import * as boardLimits from './0075-board-limits';

export { boardLimitHooks } from './board-limit-hooks';
export { boardLimits } from './board-limit-store';
export { seedDemoBoardLimits } from './demo-board-limits';

export const BOARD_LIMIT_MIGRATIONS: Record<string, Migration> = {
  '0075-board-limits': boardLimits,
};
