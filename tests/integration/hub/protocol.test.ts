// Protocol details seen from a raw WebSocket: upgrade refusals, handshake, framing, answers to
// invocations, size limit, keep-alive Pings and time-outs. The official client hides these.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, login, type TestApp } from '../helpers';
import { FAST_HUB, HUB, listen, rawSocket, RS, upgradeStatus } from './hub-test-kit';

const HANDSHAKE = { protocol: 'json', version: 1 };

describe('hub protocol over a raw WebSocket', () => {
  let testApp: TestApp;
  let app: FastifyInstance;
  let baseUrl: string;
  let token: string;
  let otherToken: string;

  const negotiate = async (bearer = token) => {
    const response = await fetch(`${baseUrl}${HUB}/negotiate?negotiateVersion=1`, {
      method: 'POST',
      headers: { authorization: `Bearer ${bearer}` },
    });
    return (await response.json()) as { connectionId: string; connectionToken: string };
  };

  beforeAll(async () => {
    testApp = await createTestApp('embedded', { realtime: FAST_HUB });
    app = testApp.app;
    baseUrl = await listen(app);
    token = await login(app, 'admin');
    otherToken = await login(app, 'operador');
  });
  afterAll(() => testApp?.close());

  it('refuses upgrades without a valid token (401), to unknown hubs (404) or connections (404)', async () => {
    expect(await upgradeStatus(baseUrl, '')).toBe(401);
    expect(await upgradeStatus(baseUrl, '?access_token=nonsense')).toBe(401);
    expect(await upgradeStatus(baseUrl, '?id=nobody', { authorization: `Bearer ${token}` })).toBe(404);
    expect(await upgradeStatus(baseUrl, '', { authorization: `Bearer ${token}` }, '/hubs/unknown')).toBe(404);
    // The browser way: the token in the access_token query.
    expect(await upgradeStatus(baseUrl, `?access_token=${encodeURIComponent(token)}`)).toBe(101);
  });

  it('lets one socket use a negotiated token, only for the user who negotiated it', async () => {
    const first = await negotiate();
    expect(
      await upgradeStatus(baseUrl, `?id=${first.connectionToken}`, { authorization: `Bearer ${otherToken}` }),
    ).toBe(403);
    // The public connection id is not the secret token.
    expect(
      await upgradeStatus(baseUrl, `?id=${first.connectionId}`, { authorization: `Bearer ${token}` }),
    ).toBe(404);
    const client = await rawSocket(baseUrl, token, `?id=${first.connectionToken}`);
    expect(
      await upgradeStatus(baseUrl, `?id=${first.connectionToken}`, { authorization: `Bearer ${token}` }),
    ).toBe(409);
    client.socket.close();
    await client.closed;
  });

  it('answers the handshake with {} and handles several records in one frame', async () => {
    const client = await rawSocket(baseUrl, token);
    client.send(
      HANDSHAKE,
      { type: 6 },
      { type: 1, target: 'fireAndForget', arguments: [] },
      { type: 1, invocationId: '0', target: 'missing', arguments: [1] },
      { type: 4, invocationId: '1', target: 'streamMissing', arguments: [] },
    );
    const records = await client.until(3);
    // Pings may come in between; the answers come in order, and none for the call without an id.
    expect(records.filter((r) => (r as { type?: number }).type !== 6)).toEqual([
      {},
      { type: 3, invocationId: '0', error: "Unknown hub method 'missing'" },
      { type: 3, invocationId: '1', error: "Unknown hub method 'streamMissing'" },
    ]);
    client.socket.close();
  });

  it('accepts a record split over two frames', async () => {
    const client = await rawSocket(baseUrl, token);
    const text =
      JSON.stringify(HANDSHAKE) +
      RS +
      JSON.stringify({ type: 1, invocationId: '5', target: 'x', arguments: [] }) +
      RS;
    client.sendRaw(text.slice(0, 40));
    client.sendRaw(text.slice(40));
    await client.until(2);
    expect(client.records).toContainEqual({ type: 3, invocationId: '5', error: "Unknown hub method 'x'" });
    client.socket.close();
  });

  it('refuses an unsupported protocol with a handshake error, then closes', async () => {
    const client = await rawSocket(baseUrl, token);
    client.send({ protocol: 'messagepack', version: 1 });
    await client.closed;
    expect(client.records).toEqual([{ error: "The protocol 'messagepack' is not supported." }]);
  });

  it('closes with an error when a message exceeds 32 KB', async () => {
    const client = await rawSocket(baseUrl, token);
    client.send(HANDSHAKE);
    await client.until(1);
    client.send({ type: 1, invocationId: '0', target: 'x', arguments: ['y'.repeat(33 * 1024)] });
    await client.closed;
    expect(client.records).toContainEqual({
      type: 7,
      error: 'Connection closed with an error. The maximum message size of 32768B was exceeded.',
    });
  });

  it('sends Pings while idle, and closes a client that stays silent past the client time-out', async () => {
    const client = await rawSocket(baseUrl, token);
    const opened = Date.now();
    client.send(HANDSHAKE);
    const code = await client.closed;
    const elapsed = Date.now() - opened;
    expect(code).toBe(1000);
    expect(elapsed).toBeGreaterThanOrEqual(FAST_HUB.clientTimeoutMs! - 50);
    expect(client.records[0]).toEqual({});
    expect(client.records.filter((r) => (r as { type?: number }).type === 6).length).toBeGreaterThanOrEqual(
      5,
    );
    expect(client.records.at(-1)).toEqual({
      type: 7,
      error: 'Client timeout elapsed without receiving a message from the client.',
      allowReconnect: true,
    });
  });

  it('closes a socket that never sends the handshake', async () => {
    const client = await rawSocket(baseUrl, token);
    const opened = Date.now();
    await client.closed;
    expect(Date.now() - opened).toBeGreaterThanOrEqual(FAST_HUB.handshakeTimeoutMs! - 50);
    expect(client.records).toEqual([]);
  });
});
