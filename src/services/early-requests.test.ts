// @vitest-environment jsdom
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { EARLY_ANSWER_MAX_AGE_MS, requestEarly, takeEarly } from './early-requests';
import { sessionStore, tokenAtom } from './session-storage';

// A real HTTP server standing for the tracking service: it answers what it was asked, or 401.
let server: Server;
let requests = 0;
beforeAll(async () => {
  server = createServer((request, response) => {
    requests += 1;
    const refused = request.url?.includes('refuse');
    response.writeHead(refused ? 401 : 200, {
      'content-type': 'application/json',
      'access-control-allow-origin': '*',
      'access-control-allow-headers': 'authorization',
    });
    response.end(JSON.stringify({ url: request.url, authorization: request.headers.authorization }));
  });
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  const { port } = server.address() as AddressInfo;
  vi.stubEnv('VITE_API_TRACKING', `http://127.0.0.1:${port}/api/tracking/`);
});
afterAll(() => {
  vi.unstubAllEnvs();
  server.close();
});
beforeEach(() => {
  requests = 0;
  sessionStore.set(tokenAtom, 'token-1');
});

describe('early requests', () => {
  it('asks with the stored token and hands the body over once', async () => {
    requestEarly('tracking', 'dashboard/entregas', new URLSearchParams({ dataInicio: '2026-01-01' }));
    expect(await takeEarly('tracking', 'dashboard/entregas')).toEqual({
      url: '/api/tracking/dashboard/entregas?dataInicio=2026-01-01',
      authorization: 'Bearer token-1',
    });
    expect(await takeEarly('tracking', 'dashboard/entregas')).toBeUndefined();
  });

  it('asks once while an answer is under way (the early script and the entry may both start it)', async () => {
    requestEarly('tracking', 'dashboard/entregas', new URLSearchParams());
    requestEarly('tracking', 'dashboard/entregas', new URLSearchParams());
    expect(await takeEarly('tracking', 'dashboard/entregas')).toBeDefined();
    expect(requests).toBe(1);
  });

  it('asks nothing without a signed-in user', async () => {
    sessionStore.set(tokenAtom, null);
    requestEarly('tracking', 'dashboard/entregas', new URLSearchParams());
    expect(await takeEarly('tracking', 'dashboard/entregas')).toBeUndefined();
    expect(requests).toBe(0);
  });

  it('hands nothing over for a refused request, which the page then makes itself', async () => {
    requestEarly('tracking', 'refuse', new URLSearchParams());
    expect(await takeEarly('tracking', 'refuse')).toBeUndefined();
    expect(requests).toBe(1);
  });

  it('hands nothing over once the answer is too old', async () => {
    requestEarly('tracking', 'dashboard/entregas', new URLSearchParams());
    expect(
      await takeEarly('tracking', 'dashboard/entregas', Date.now() + EARLY_ANSWER_MAX_AGE_MS + 1),
    ).toBeUndefined();
  });
});
