// Counts failed sign-ins per login+ip in a sliding 15-minute window. Kept in the database (not in
// memory) so every server instance behind a load balancer sees the same count.
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema';

export const LOGIN_FAILURE_WINDOW_MINUTES = 15;

export const failureKey = (login: string, ip: string) => `${login.trim().toLowerCase()}|${ip}`;

const windowStart = () => new Date(Date.now() - LOGIN_FAILURE_WINDOW_MINUTES * 60_000);

export async function isLockedOut(db: Kysely<Database>, key: string, maxFailures: number): Promise<boolean> {
  const row = await db
    .selectFrom('loginFailure')
    .select(sql<number>`count(*)::int`.as('failures'))
    .where('key', '=', key)
    .where('failedAt', '>', windowStart())
    .executeTakeFirst();
  return (row?.failures ?? 0) >= maxFailures;
}

export async function recordFailure(db: Kysely<Database>, key: string): Promise<void> {
  await db.insertInto('loginFailure').values({ key }).execute();
  // Old rows are useless: drop them on the way so the table stays small.
  await db.deleteFrom('loginFailure').where('failedAt', '<', windowStart()).execute();
}

export async function clearFailures(db: Kysely<Database>, key: string): Promise<void> {
  await db.deleteFrom('loginFailure').where('key', '=', key).execute();
}
