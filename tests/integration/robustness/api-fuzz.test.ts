// Every route of the OpenAPI document gets generated bad input, signed in as the demo admin and
// signed out, on every test database: no answer may be a 5xx, no request may hang, and /health
// must still answer after each route's batch. The seed is fixed so a run is repeatable; replay or
// widen with FUZZ_SEED and FUZZ_RUNS, and see the server's stacks with FUZZ_LOG=error.
import fc from 'fast-check';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeaders, createTestApp, DATABASES, login, type TestApp } from '../helpers';
import {
  describeRequest,
  FRESH_IMPORT,
  type FuzzRequest,
  requestFor,
  targetedRequests,
} from './fuzz-requests';
import { type Operation, operationsOf } from './openapi-operations';

const SEED = Number(process.env.FUZZ_SEED ?? 20_240_615);
const RUNS_SIGNED_IN = Number(process.env.FUZZ_RUNS ?? 14);
/**
 * The walks over every route take 10-45 s on a quiet machine and grow with the route count and the
 * machine's load; a hung request is caught per request (withTimeout), so this only bounds the walk.
 */
const WALK_TIMEOUT_MS = 240_000;
const RUNS_SIGNED_OUT = Math.max(1, Math.round(RUNS_SIGNED_IN / 3));
/** A request still unanswered after this long counts as a server that stopped answering. */
const REQUEST_TIMEOUT_MS = 15_000;

const withTimeout = <T>(work: Promise<T>, what: string): Promise<T> =>
  new Promise<T>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`no answer in ${REQUEST_TIMEOUT_MS} ms: ${what}`)),
      REQUEST_TIMEOUT_MS,
    );
    work.then(resolve, reject).finally(() => clearTimeout(timer));
  });

describe.each(DATABASES)('API fuzz on %s', (kind) => {
  let testApp: TestApp;
  let app: FastifyInstance;
  let token: string;
  let operations: Operation[];

  beforeAll(async () => {
    testApp = await createTestApp(kind, {
      // Generated sign-ins must not lock the admin out or hit the per-address cap.
      loginRateLimit: 1_000_000,
      loginMaxFailures: 1_000_000,
      logLevel: process.env.FUZZ_LOG ?? 'silent',
    });
    app = testApp.app;
    await app.ready();
    token = await login(app, 'admin');
    operations = operationsOf(app);
  });
  afterAll(() => testApp?.close());

  /** An upload's import begun just now, so the upload is not refused for its id. */
  const freshImport = async (url: string): Promise<string> => {
    const begin = url.replace(/\/importzip.*$/, '/beginImport');
    const response = await app.inject({ method: 'GET', url: begin, headers: authHeaders(token) });
    return String((response.json() as { data?: { id?: number } }).data?.id ?? 1);
  };

  const send = async (request: FuzzRequest, signedIn: boolean): Promise<LightMyRequestResponse> => {
    const url = request.url.includes(FRESH_IMPORT)
      ? request.url.replace(FRESH_IMPORT, await freshImport(request.url))
      : request.url;
    const headers: Record<string, string> = {};
    if (signedIn) Object.assign(headers, authHeaders(token));
    else if (request.authorization !== undefined) headers.authorization = request.authorization;
    if (request.contentType !== undefined) headers['content-type'] = request.contentType;
    return withTimeout(
      app.inject({ method: request.method, url, headers, payload: request.payload }),
      describeRequest(request),
    );
  };

  /** A generated logout or password change may end the admin's session: sign in again. */
  const keepSignedIn = async () => {
    const me = await app.inject({
      method: 'GET',
      url: '/api/scheduler/v1/access/me',
      headers: authHeaders(token),
    });
    if (me.statusCode === 401) token = await login(app, 'admin');
  };

  it('reads the routes from the OpenAPI document, uploads included', () => {
    expect(operations.length).toBeGreaterThan(50);
    expect(operations.filter((op) => op.upload).map((op) => op.path)).toEqual(
      expect.arrayContaining(['/api/tracking/nfe/importzip', '/api/tracking/comprovante/ler']),
    );
  });

  /** The answer as a failure line when it is a 5xx, else undefined. */
  const fiveHundred = (response: LightMyRequestResponse): string | undefined =>
    response.statusCode >= 500
      ? `${response.statusCode} ${response.body.slice(0, 200)} (request id ${String(response.headers['x-request-id'])})`
      : undefined;

  it(
    'answers each core bad value in each parameter and field of every route without a 5xx',
    async () => {
      const failures: string[] = [];
      for (const op of operations) {
        for (const request of targetedRequests(op)) {
          const failure = fiveHundred(await send(request, true));
          if (failure) failures.push(`${failure}\n    ${describeRequest(request)}`);
        }
        const health = await withTimeout(app.inject({ method: 'GET', url: '/health' }), 'GET /health');
        if (health.statusCode !== 200)
          failures.push(`/health answered ${health.statusCode} after ${op.method} ${op.path}`);
        await keepSignedIn();
      }
      expect(failures, `${failures.length} requests answered 5xx:\n${failures.join('\n')}`).toEqual([]);
    },
    WALK_TIMEOUT_MS,
  );

  it(
    'answers generated bad input on every route without a 5xx and keeps answering',
    async () => {
      const failures: string[] = [];
      for (const [index, op] of operations.entries()) {
        for (const signedIn of [true, false]) {
          const seed = SEED + index * 2 + (signedIn ? 0 : 1);
          const details = await fc.check(
            fc.asyncProperty(requestFor(op, signedIn), async (request) => {
              const failure = fiveHundred(await send(request, signedIn));
              if (failure) throw new Error(failure);
            }),
            { seed, numRuns: signedIn ? RUNS_SIGNED_IN : RUNS_SIGNED_OUT, endOnFailure: true },
          );
          const who = signedIn ? 'admin' : 'signed out';
          if (details.failed) {
            const [request] = details.counterexample ?? [];
            const error =
              details.errorInstance instanceof Error
                ? details.errorInstance.message
                : String(details.errorInstance);
            failures.push(
              `${op.method} ${op.path} (${who}, seed ${seed}, path ${details.counterexamplePath}): ${error}\n` +
                `    ${request ? describeRequest(request) : ''}`,
            );
          }
          const health = await withTimeout(app.inject({ method: 'GET', url: '/health' }), 'GET /health');
          if (health.statusCode !== 200)
            failures.push(`/health answered ${health.statusCode} after ${op.method} ${op.path} (${who})`);
          await keepSignedIn();
        }
      }
      expect(
        failures,
        `fuzz seed ${SEED}; ${failures.length} routes answered 5xx or hung:\n${failures.join('\n')}`,
      ).toEqual([]);
    },
    WALK_TIMEOUT_MS,
  );
});
