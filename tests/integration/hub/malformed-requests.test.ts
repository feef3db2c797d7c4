// A listening server fed malformed requests over raw TCP: upgrade targets that do not parse,
// broken WebSocket handshakes, oversized and garbage requests, clients that reset half-way, bad
// tokens. Each must end in an HTTP error answer or a closed socket, and the process must keep
// serving: /health still answers and a real hub connection still works afterwards.
import net from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, login, type TestApp } from '../helpers';
import {
  claimsOf,
  expiredToken,
  FAST_HUB,
  HUB,
  hubClient,
  listen,
  rawNotifications,
  recorder,
  sleep,
} from './hub-test-kit';

const KEY = 'dGhlIHNhbXBsZSBub25jZQ==';

/** The request line and headers of a WebSocket upgrade, with overrides (null drops a header). */
const upgradeRequest = (target: string, headers: Record<string, string | null> = {}, method = 'GET') => {
  const all: Record<string, string | null> = {
    Host: '127.0.0.1',
    Upgrade: 'websocket',
    Connection: 'Upgrade',
    'Sec-WebSocket-Key': KEY,
    'Sec-WebSocket-Version': '13',
    ...headers,
  };
  const lines = Object.entries(all)
    .filter(([, value]) => value !== null)
    .map(([name, value]) => `${name}: ${value}\r\n`);
  return `${method} ${target} HTTP/1.1\r\n${lines.join('')}\r\n`;
};

interface Outcome {
  /** The status of the first response line, if any came. */
  status?: number;
  /** Whether the server closed the connection within the wait. */
  closed: boolean;
}

/**
 * Sends raw bytes and waits for the server to answer and close. `reset` destroys the client's
 * socket right after writing instead (a client that leaves half-way).
 */
function exchange(port: number, bytes: string | Buffer, options: { reset?: boolean } = {}) {
  return new Promise<Outcome>((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    let received = '';
    let done = false;
    const finish = (closed: boolean) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      socket.destroy();
      const status = /^HTTP\/1\.1 (\d{3})/.exec(received)?.[1];
      resolve({ status: status ? Number(status) : undefined, closed });
    };
    const timer = setTimeout(() => finish(false), 5_000);
    socket.on('error', () => undefined);
    socket.on('data', (data) => (received += data.toString('latin1')));
    socket.on('close', () => finish(true));
    socket.on('connect', () => {
      socket.write(bytes);
      if (options.reset) {
        socket.resetAndDestroy();
        finish(true);
      }
    });
  });
}

describe('malformed requests against a listening server', () => {
  let testApp: TestApp;
  let app: FastifyInstance;
  let baseUrl: string;
  let port: number;
  let token: string;

  beforeAll(async () => {
    testApp = await createTestApp('embedded', { realtime: FAST_HUB });
    app = testApp.app;
    baseUrl = await listen(app);
    port = Number(new URL(baseUrl).port);
    token = await login(app, 'admin');
  });
  afterAll(() => testApp?.close());

  const stillServing = async () => {
    const health = await fetch(`${baseUrl}/health`);
    expect(health.status).toBe(200);
    const connection = hubClient(baseUrl, () => token);
    const pushes = recorder(connection, 'probe');
    await connection.start();
    await rawNotifications(app).sendUser(claimsOf(token).id, 'probe', 'still here');
    expect(await pushes.until(1)).toEqual([['still here']]);
    await connection.stop();
  };

  it.each([
    ['bad percent-encoding in the hub name', '/hubs/%E0%A4%A'],
    ['bad percent-encoding, truncated', '/hubs/%'],
    ['an absolute form with a broken IPv6 host', 'http://[::1/hubs/notifications'],
    ['an absolute form with a forbidden host', 'http://exa mple%zz/hubs/notifications'],
    ['an absolute form with bad percent-encoding', 'http://127.0.0.1/hubs/%E0%A4%A'],
  ])('answers 400 to an upgrade whose target does not parse: %s', async (_name, target) => {
    expect(await exchange(port, upgradeRequest(target))).toEqual({ status: 400, closed: true });
  });

  it('answers broken WebSocket handshakes on a hub path before authenticating', async () => {
    const bearer = { Authorization: `Bearer ${token}` };
    const cases: Array<[string, number]> = [
      [upgradeRequest(HUB, { ...bearer, 'Sec-WebSocket-Key': null }), 400],
      [upgradeRequest(HUB, { ...bearer, 'Sec-WebSocket-Key': 'short' }), 400],
      [upgradeRequest(HUB, { ...bearer, 'Sec-WebSocket-Version': '7' }), 426],
      [upgradeRequest(HUB, { ...bearer, 'Sec-WebSocket-Version': null }), 426],
      [upgradeRequest(HUB, { ...bearer, Upgrade: 'h2c' }), 400],
      [upgradeRequest(HUB, bearer, 'POST'), 405],
    ];
    for (const [request, status] of cases) {
      expect(await exchange(port, request)).toEqual({ status, closed: true });
    }
  });

  it('answers unknown hubs and paths 404, missing, bad and expired tokens 401', async () => {
    const { id, empresaId } = claimsOf(token);
    const expired = await expiredToken(app, id, empresaId);
    const cases: Array<[string, number]> = [
      [upgradeRequest('/hubs/nothing-here'), 404],
      [upgradeRequest('/not-a-hub'), 404],
      [upgradeRequest('/hubs/notifications/extra/levels'), 404],
      [upgradeRequest(HUB), 401],
      [upgradeRequest(`${HUB}?access_token=not-a-token`), 401],
      [upgradeRequest(`${HUB}?access_token=%E0%A4%A`), 401],
      [upgradeRequest(HUB, { Authorization: `Bearer ${expired}` }), 401],
      [upgradeRequest(`${HUB}?id=%ZZ`, { Authorization: `Bearer ${token}` }), 404],
    ];
    for (const [request, status] of cases) {
      expect(await exchange(port, request)).toEqual({ status, closed: true });
    }
  });

  it('answers malformed plain HTTP requests with 4xx and closes', async () => {
    const huge = `GET /health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`;
    expect(await exchange(port, huge)).toEqual({ status: 431, closed: true });
    expect(await exchange(port, Buffer.from([0x00, 0xff, 0x13, 0x37, 0x0d, 0x0a, 0x0d, 0x0a]))).toEqual({
      status: 400,
      closed: true,
    });
    expect(await exchange(port, 'GET /\x01 HTTP/1.1\r\nHost: x\r\n\r\n')).toEqual({
      status: 400,
      closed: true,
    });
    const badPath = await exchange(
      port,
      'GET /api/%E0%A4%A HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n',
    );
    expect(badPath.status).toBe(400);
  });

  it('survives clients that reset half-way: mid-headers, after an upgrade, during authentication', async () => {
    await exchange(port, 'GET /hubs/notifications HTTP/1.1\r\nHost: x\r\nUpgr', { reset: true });
    await exchange(port, upgradeRequest('/hubs/%E0%A4%A'), { reset: true });
    await exchange(port, upgradeRequest(HUB, { Authorization: `Bearer ${token}` }), { reset: true });
    await exchange(port, upgradeRequest(`${HUB}?access_token=${token}`), { reset: true });
    // Give the server time to reach the reset sockets (authentication, then the upgrade).
    await sleep(300);
    await stillServing();
  });

  it('still answers /health and accepts a real hub connection after all of it', async () => {
    await stillServing();
  });
});
