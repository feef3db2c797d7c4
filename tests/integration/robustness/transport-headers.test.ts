// HSTS only over HTTPS, a CSP whose connect-src is the app's own origin, and an upload refused
// before its body arrived closes the connection (over a real socket: app.inject has none).
import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeaders, createTestApp, DATABASES, login, type TestApp } from '../helpers';
import { BOUNDARY, multipartType } from './multipart';

/** Sends the raw request text and answers the raw response head, once the server sent it. */
function rawExchange(port: number, request: string, body: Buffer): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let received = '';
    socket.on('error', reject);
    socket.on('data', (chunk) => {
      received += chunk.toString('latin1');
      if (received.includes('\r\n\r\n')) {
        socket.destroy();
        resolve(received.split('\r\n\r\n')[0] ?? '');
      }
    });
    socket.write(request);
    socket.write(body);
  });
}

describe.each(DATABASES)('transport headers on %s', (kind) => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp(kind, { trustProxy: true });
  });
  afterAll(() => testApp?.close());

  it('sends HSTS only when the request came over HTTPS', async () => {
    const { app } = testApp;
    const plain = await app.inject({ method: 'GET', url: '/health' });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    const proxied = await app.inject({
      method: 'GET',
      url: '/health',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(proxied.headers['strict-transport-security']).toMatch(/^max-age=\d+; includeSubDomains$/);
  });

  it('lets the page connect to its own origin and WebSocket only', async () => {
    const { app } = testApp;
    const response = await app.inject({
      method: 'GET',
      url: '/health',
      headers: { host: 'rota.example.com:8443' },
    });
    const csp = String(response.headers['content-security-policy']);
    const connectSrc = /connect-src ([^;]*)/.exec(csp)?.[1]?.split(' ');
    expect(connectSrc).toEqual(["'self'", 'ws://rota.example.com:8443', 'wss://rota.example.com:8443']);
    // A Host that is not a host name cannot widen the policy.
    const odd = await app.inject({ method: 'GET', url: '/health', headers: { host: 'x; script-src *' } });
    expect(String(odd.headers['content-security-policy'])).toContain("connect-src 'self' 'self';");
  });

  it('closes the connection after refusing an upload before its body arrived', async () => {
    const { app } = testApp;
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const declared = 50 * 1024 * 1024;
    const head = (auth: string) =>
      `POST /api/tracking/comprovante/ler HTTP/1.1\r\nHost: localhost\r\n${auth}` +
      `Content-Type: ${multipartType()}\r\nContent-Length: ${declared}\r\n\r\n`;
    const firstBytes = Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"\r\n\r\n`);
    // No token: 401 from the route's guard, with megabytes still to come.
    const refused = await rawExchange(port, head(''), firstBytes);
    expect(refused).toMatch(/^HTTP\/1\.1 401/);
    expect(refused.toLowerCase()).toContain('connection: close');
    // A request answered after its whole body keeps the connection.
    const whole = await rawExchange(port, 'GET /health HTTP/1.1\r\nHost: localhost\r\n\r\n', Buffer.alloc(0));
    expect(whole).toMatch(/^HTTP\/1\.1 200/);
    expect(whole.toLowerCase()).not.toContain('connection: close');
  });

  it('keeps answering after clients drop uploads halfway on every upload route', async () => {
    const { app } = testApp;
    const { port } = app.server.address() as AddressInfo;
    const token = await login(app, 'admin');
    const begun = await app.inject({
      method: 'GET',
      url: '/api/tracking/nfe/beginImport',
      headers: authHeaders(token),
    });
    const uploads = [
      `/api/tracking/nfe/importzip?id=${(begun.json() as { data: { id: number } }).data.id}`,
      '/api/tracking/comprovante/ler',
      '/api/tracking/comprovante',
      '/api/tracking/tabelaOcorrenciaDePara/importArquivo',
    ];
    for (const url of uploads) {
      const socket = connect(port, '127.0.0.1');
      socket.on('error', () => {});
      socket.write(
        `POST ${url} HTTP/1.1\r\nHost: localhost\r\nAuthorization: Bearer ${token}\r\n` +
          `Content-Type: ${multipartType()}\r\nContent-Length: 100000\r\n\r\n` +
          `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="a.zip"\r\n\r\nPK\u0003\u0004`,
      );
      await new Promise((resolve) => setTimeout(resolve, 100));
      socket.destroy();
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
    const health = await rawExchange(
      port,
      'GET /health HTTP/1.1\r\nHost: localhost\r\n\r\n',
      Buffer.alloc(0),
    );
    expect(health).toMatch(/^HTTP\/1\.1 200/);
  });
});
