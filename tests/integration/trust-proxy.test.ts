// Behind a proxy every request comes from the proxy's address. With TRUST_PROXY naming it, the
// failed sign-in counter keys on the client's address from X-Forwarded-For, so one client's
// failures do not lock out everyone behind the same proxy; without it the header is ignored, so a
// client cannot dodge the counter by inventing addresses. Naming the proxy (not `true`) also
// means a client's own X-Forwarded-For entries are not believed: only the one the proxy added.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers';

const LOGIN = '/api/scheduler/v1/access/login';
const PROXY = '10.0.0.7';

const signInFrom = (test: TestApp, client: string, password: string) =>
  test.app.inject({
    method: 'POST',
    url: LOGIN,
    remoteAddress: PROXY,
    headers: { 'x-forwarded-for': client },
    payload: { login: 'rms', password },
  });

async function failUntilLocked(test: TestApp, client: string) {
  for (let attempt = 0; attempt < test.app.config.loginMaxFailures; attempt += 1) {
    expect((await signInFrom(test, client, `bad-${attempt}`)).statusCode).toBe(401);
  }
  expect((await signInFrom(test, client, 'demo1234')).statusCode).toBe(429);
}

describe('the client address behind a proxy', () => {
  let trusting: TestApp;
  let direct: TestApp;
  beforeAll(async () => {
    trusting = await createTestApp('embedded', { trustProxy: [PROXY] });
    direct = await createTestApp('embedded');
  });
  afterAll(async () => {
    await trusting?.close();
    await direct?.close();
  });

  it('counts failures per forwarded client when the proxy is trusted', async () => {
    await failUntilLocked(trusting, '203.0.113.5');
    expect((await signInFrom(trusting, '203.0.113.6', 'demo1234')).statusCode).toBe(200);
  });

  it('believes only the address the trusted proxy added, not those the client sent', async () => {
    // The proxy appends the address it saw to whatever the client put in the header.
    const forging = (attempt: number, password: string) =>
      trusting.app.inject({
        method: 'POST',
        url: LOGIN,
        remoteAddress: PROXY,
        headers: { 'x-forwarded-for': `198.51.100.${attempt}, 203.0.113.8` },
        payload: { login: 'operador', password },
      });
    const max = trusting.app.config.loginMaxFailures;
    for (let attempt = 0; attempt < max; attempt += 1) {
      expect((await forging(attempt, `bad-${attempt}`)).statusCode).toBe(401);
    }
    expect((await forging(max, 'demo1234')).statusCode).toBe(429);
  });

  it('ignores the forwarded address of a proxy that is not trusted', async () => {
    await failUntilLocked(direct, '203.0.113.5');
    expect((await signInFrom(direct, '203.0.113.6', 'demo1234')).statusCode).toBe(429);
  });
});
