// The support module's migrations; server/db/migrations/index.ts merges them with the platform's
// and every other module's, in name order. A name never changes once released.
import type { Migration } from 'kysely';
import * as supportChat from './0035-support-chat';

export const SUPPORT_MIGRATIONS: Record<string, Migration> = {
  '0035-support-chat': supportChat,
};
