// The logistics module's migrations; server/db/migrations/index.ts merges them with the platform's
// and every other module's, in name order. A name never changes once released.
import type { Migration } from 'kysely';
import * as settings from './0040-logistics-settings';
import * as indexes from './0041-logistics-indexes';

export const LOGISTICS_MIGRATIONS: Record<string, Migration> = {
  '0040-logistics-settings': settings,
  '0041-logistics-indexes': indexes,
};
