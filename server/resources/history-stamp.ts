// The engine's columns of a write (migration 0015), for the engine's routes and for the few
// routes that write a register in bulk (editMultiple, the de-para file import), so every change
// raises the version and names its author the same way.
import { sql } from 'kysely';
import type { ResourceDefinition } from '../../src/domain/resources';

type History = Pick<ResourceDefinition, 'table' | 'versioned' | 'audited'>;

/** Set by an insert: who created the row (created_at has a default). */
export const createdStamp = (def: History, userId: number) => (def.audited ? { createdBy: userId } : {});

/**
 * Set by every change of a row: the next version, who and when. The version is named with its
 * table, which an upsert needs (its `excluded` row has a version too).
 */
export const changedStamp = (def: History, userId: number) => ({
  ...(def.versioned ? { version: sql<number>`${sql.ref(`${def.table}.version`)} + 1` } : {}),
  ...(def.audited ? { updatedAt: sql<Date>`now()`, updatedBy: userId } : {}),
});
