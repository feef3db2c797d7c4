// Behind a proxy every request comes from the proxy's address. With TRUST_PROXY naming it, the
// failed sign-in counter keys on the client's address from X-Forwarded-For, so one client's
// failures do not lock out everyone behind the same proxy; without it the header is ignored, so a
// client cannot dodge the counter by inventing addresses.
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

  it('ignores the forwarded address of a proxy that is not trusted', async () => {
    await failUntilLocked(direct, '203.0.113.5');
    expect((await signInFrom(direct, '203.0.113.6', 'demo1234')).statusCode).toBe(429);
  });
});
