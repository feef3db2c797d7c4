// Failed sign-ins, counted two ways in a sliding 15-minute window, in the database (not in
// memory) so every server instance behind a load balancer sees the same counts:
// - per login and address: after LOGIN_MAX_FAILURES the pair is locked until the window moves on;
// - per login from any address: a client that changes (or forges) its address escapes the first
//   count, so past twice that number every further attempt for the login waits a delay that
//   doubles with each failure, up to BACKOFF_MAX_SECONDS. A delay rather than a lockout: anyone
//   can fail a login on purpose, and the owner then waits a minute at most, not a quarter hour.
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema';

export const LOGIN_FAILURE_WINDOW_MINUTES = 15;
export const BACKOFF_MAX_SECONDS = 60;

const normalLogin = (login: string) => login.trim().toLowerCase();

/** The count of one login from one address. */
export const failureKey = (login: string, ip: string) => `${normalLogin(login)}|${ip}`;
/** The count of one login from every address ('*' is never an address). */
export const loginKey = (login: string) => `${normalLogin(login)}|*`;

/** Failures of one login from any address that pass before the delays begin. */
export const freeFailuresPerLogin = (maxFailures: number) => 2 * maxFailures;

/** The delay after `failures` failures of a login, in seconds (0: none yet). */
export const backoffDelaySeconds = (failures: number, maxFailures: number): number => {
  const over = failures - freeFailuresPerLogin(maxFailures);
  return over < 0 ? 0 : Math.min(BACKOFF_MAX_SECONDS, 2 ** over);
};

const windowStart = () => new Date(Date.now() - LOGIN_FAILURE_WINDOW_MINUTES * 60_000);

/** How many seconds until this key may try again, 0 when it may now. */
export async function lockedForSeconds(
  db: Kysely<Database>,
  key: string,
  maxFailures: number,
): Promise<number> {
  // The lock lifts when the max-th newest failure leaves the window. Elapsed time is the
  // database's own, as the stored instants are.
  const row = await db
    .selectFrom('loginFailure')
    .select(sql<number>`extract(epoch from (now() - failed_at))::float8`.as('age'))
    .where('key', '=', key)
    .where('failedAt', '>', windowStart())
    .orderBy('failedAt', 'desc')
    .offset(maxFailures - 1)
    .limit(1)
    .executeTakeFirst();
  if (!row) return 0;
  return Math.max(1, Math.ceil(LOGIN_FAILURE_WINDOW_MINUTES * 60 - Number(row.age)));
}

/** How many seconds this login must still wait after its latest failure, 0 when none. */
export async function backoffSeconds(
  db: Kysely<Database>,
  login: string,
  maxFailures: number,
): Promise<number> {
  const row = await db
    .selectFrom('loginFailure')
    .select([
      sql<number>`count(*)::int`.as('failures'),
      sql<number | null>`extract(epoch from (now() - max(failed_at)))::float8`.as('age'),
    ])
    .where('key', '=', loginKey(login))
    .where('failedAt', '>', windowStart())
    .executeTakeFirst();
  const delay = backoffDelaySeconds(row?.failures ?? 0, maxFailures);
  if (delay === 0 || row?.age === null || row?.age === undefined) return 0;
  const left = delay - Number(row.age);
  return left > 0 ? Math.ceil(left) : 0;
}

/** Counts a failure for the login from this address and for the login as a whole. */
export async function recordFailure(db: Kysely<Database>, login: string, ip: string): Promise<void> {
  await db
    .insertInto('loginFailure')
    .values([{ key: failureKey(login, ip) }, { key: loginKey(login) }])
    .execute();
  // Old rows are useless: drop them on the way so the table stays small.
  await db.deleteFrom('loginFailure').where('failedAt', '<', windowStart()).execute();
}

/**
 * A sign-in went through: the address's count starts over. The login's own count stays until
 * the window moves on, so someone guessing from many addresses gains nothing when the owner
 * signs in meanwhile.
 */
export async function clearFailures(db: Kysely<Database>, login: string, ip: string): Promise<void> {
  await db.deleteFrom('loginFailure').where('key', '=', failureKey(login, ip)).execute();
}
