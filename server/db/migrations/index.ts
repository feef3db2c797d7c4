// Every migration, in name order: the platform's, listed here, and each module's own list
// (SERVER_MODULES). Listed by hand (no directory scan) so it works under tsx and bundlers. The
// names are recorded in kysely_migration, so a migration keeps its name when its file moves; the
// numbers are one sequence across the platform and the modules.
import type { Migration } from 'kysely';
import { SERVER_MODULES } from '../../modules';
import * as foundation from './0001-foundation';
import * as emailDelivery from './0009-email-delivery';
import * as sessionVersion from './0011-session-version';
import * as stateMachines from './0012-state-machines';
import * as fileStore from './0013-file-store';
import * as registerHistory from './0015-register-history';
import * as profiles from './0016-profiles';
import * as registerFiles from './0070-register-files';
import * as tableChangeNotifications from './0095-table-change-notifications';

export const PLATFORM_MIGRATIONS: Record<string, Migration> = {
  '0001-foundation': foundation,
  '0009-email-delivery': emailDelivery,
  '0011-session-version': sessionVersion,
  '0012-state-machines': stateMachines,
  '0013-file-store': fileStore,
  '0015-register-history': registerHistory,
  '0016-profiles': profiles,
  '0070-register-files': registerFiles,
  '0095-table-change-notifications': tableChangeNotifications,
};

/** The lists as one, in name order; a name found in two lists is a mistake and throws. */
export function mergeMigrations(lists: readonly Record<string, Migration>[]): Record<string, Migration> {
  const all = new Map<string, Migration>();
  for (const list of lists) {
    for (const [name, migration] of Object.entries(list)) {
      if (all.has(name)) throw new Error(`Migration ${name} is listed twice`);
      all.set(name, migration);
    }
  }
  const names = [...all.keys()].sort();
  return Object.fromEntries(names.map((name) => [name, all.get(name)!]));
}

export const MIGRATIONS: Record<string, Migration> = mergeMigrations([
  PLATFORM_MIGRATIONS,
  ...SERVER_MODULES.map((module) => module.migrations),
]);
