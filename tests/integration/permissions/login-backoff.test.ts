// Failed sign-ins of one login are counted across addresses too: a client that forges a new
// address for every guess (TRUST_PROXY=true believes any X-Forwarded-For) escapes the per-address
// lockout, but past twice LOGIN_MAX_FAILURES each further attempt for that login waits a delay that
// doubles, up to a minute, right password or not. Other logins are not slowed.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BACKOFF_MAX_SECONDS,
  backoffDelaySeconds,
  freeFailuresPerLogin,
} from '../../../server/auth/login-limiter';
import { TOO_MANY_ATTEMPTS, waitMessage } from '../../../server/auth/sign-in';
import { DEMO_PASSWORD } from '../../../server/db/seed';
import { createTestApp, DATABASES, type TestApp } from '../helpers';

const STAFF_DOOR = '/api/scheduler/v1/access/login';
const CLIENT_DOOR = '/api/tracking/v1/deliveryClient/auth';

describe.each(DATABASES)('sign-in backoff per login, on %s', (kind) => {
  let test: TestApp;
  let forged = 0;

  /** One attempt from a new, made-up address each time. */
  const attempt = (login: string, password: string, door = STAFF_DOOR) =>
    test.app.inject({
      method: 'POST',
      url: door,
      remoteAddress: '10.0.0.7',
      headers: { 'x-forwarded-for': `198.51.100.${++forged % 250}` },
      payload: { login, password },
    });

  /** Moves every counted failure this many seconds into the past, as if time went by. */
  const age = (seconds: number) =>
    sql`update login_failure set failed_at = failed_at - make_interval(secs => ${seconds})`.execute(
      test.app.db,
    );

  const failTimes = async (login: string, times: number, door = STAFF_DOOR) => {
    for (let i = 0; i < times; i += 1) {
      expect((await attempt(login, `errada-${i}`, door)).statusCode).toBe(401);
    }
  };

  beforeAll(async () => {
    test = await createTestApp(kind, { trustProxy: true, loginRateLimit: 100_000 });
  });
  afterAll(() => test?.close());

  it('grows the delay with each failure, up to a minute', () => {
    const free = freeFailuresPerLogin(5);
    expect(backoffDelaySeconds(free - 1, 5)).toBe(0);
    expect(backoffDelaySeconds(free, 5)).toBe(1);
    expect(backoffDelaySeconds(free + 3, 5)).toBe(8);
    expect(backoffDelaySeconds(free + 40, 5)).toBe(BACKOFF_MAX_SECONDS);
  });

  it('slows a login guessed from ever new addresses, right password included', async () => {
    const free = freeFailuresPerLogin(test.app.config.loginMaxFailures);
    // Each address stays under the per-address lockout; the login as a whole does not.
    await failTimes('operador', free);
    const refused = await attempt('operador', DEMO_PASSWORD);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().errors).toEqual([waitMessage(1)]);
    // Another login is not slowed by it.
    expect((await attempt('admin', DEMO_PASSWORD)).statusCode).toBe(200);

    await age(2);
    await failTimes('operador', 1);
    const longer = await attempt('operador', DEMO_PASSWORD);
    expect(longer.statusCode).toBe(429);
    expect(longer.json().errors).toEqual([waitMessage(2)]);

    // Once the delay has passed, the owner signs in.
    await age(3);
    expect((await attempt('operador', DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it('caps the delay at a minute and tells it in Retry-After', async () => {
    const free = freeFailuresPerLogin(test.app.config.loginMaxFailures);
    for (let i = 0; i < free + 8; i += 1) {
      await age(BACKOFF_MAX_SECONDS);
      expect((await attempt('cliente', `errada-${i}`, CLIENT_DOOR)).statusCode).toBe(401);
    }
    const refused = await attempt('cliente', DEMO_PASSWORD, CLIENT_DOOR);
    expect(refused.statusCode).toBe(429);
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(BACKOFF_MAX_SECONDS / 2);
    expect(retryAfter).toBeLessThanOrEqual(BACKOFF_MAX_SECONDS);
    await age(BACKOFF_MAX_SECONDS);
    expect((await attempt('cliente', DEMO_PASSWORD, CLIENT_DOOR)).statusCode).toBe(200);
  });

  it('still locks one address after LOGIN_MAX_FAILURES, with Retry-After', async () => {
    const from = (password: string) =>
      test.app.inject({
        method: 'POST',
        url: CLIENT_DOOR,
        remoteAddress: '203.0.113.9',
        payload: { login: 'cliente', password },
      });
    await sql`delete from login_failure`.execute(test.app.db);
    for (let i = 0; i < test.app.config.loginMaxFailures; i += 1) {
      expect((await from(`errada-${i}`)).statusCode).toBe(401);
    }
    const locked = await from(DEMO_PASSWORD);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().errors).toEqual([TOO_MANY_ATTEMPTS]);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(14 * 60);
  });
});
