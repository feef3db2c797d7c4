// A user's session version ends every session at once: each token carries the version it was
// issued with, and resolveAuth refuses a token whose version is no longer the user's. A password
// change, a reset and a deactivation raise it.
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { Database } from '../db/schema';

/**
 * Ends every session of the user issued before now. Run it inside the transaction that changes
 * the password or deactivates the user, so both take effect together.
 */
export async function raiseSessionVersion(db: Kysely<Database>, userId: number): Promise<void> {
  await db
    .updateTable('usuario')
    .set({ sessionVersion: sql`session_version + 1` })
    .where('id', '=', userId)
    .execute();
}
