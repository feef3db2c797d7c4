// How the benchmarks run the product: the built server (dist-server/, made by
// `node scripts/build-server.mjs`) started as `npm start` starts it, in a child process on a
// temporary DATA_DIR, on its embedded PostgreSQL or on a throwaway database of DATABASE_URL.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { adminQuery } from '../tests/integration/setup/server-admin';
import { type TreeCpu, treeCpuMs } from './process-cpu';
import { treePssMb } from './process-memory';

/**
 * The Node flags of `npm start` (package.json; server-flags.test.ts keeps them the same). A
 * 16 MB semi-space holds what 50 requests in flight allocate, so it dies young instead of being
 * promoted: garbage collection fell from a quarter of a list request's server time to a seventh,
 * for 3 MB more at start and about 35 MB more at an import's peak (docs/PERFORMANCE.md, "The
 * delivery list under load", 2026-11-28).
 */
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=16'];

export interface RunningServer {
  url: string;
  dataDir: string;
  /** The embedded database's connection string (its socket is in DATA_DIR/postgres). */
  embeddedUrl: string;
  /** The PSS of the server and its descendants (the embedded PostgreSQL), in MB. */
  memoryMb: () => number;
  /** CPU time so far of the server and of its descendants (the embedded PostgreSQL), in ms. */
  cpuMs: () => TreeCpu;
  stop: () => Promise<void>;
}

export async function startBuiltServer(databaseUrl?: string): Promise<RunningServer> {
  const port = 3400 + Math.floor(Math.random() * 500);
  const dataDir = mkdtempSync(join(tmpdir(), 'rota-bench-data-'));
  // BENCH_NODE_FLAGS adds flags for a closer look, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`.
  const extraFlags = (process.env.BENCH_NODE_FLAGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, ...extraFlags, 'dist-server/main.js'], {
    cwd: resolve(import.meta.dirname, '..'),
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl ?? '',
      LOG_LEVEL: 'warn',
      LOGIN_MAX_FAILURES: '1000',
      LOGIN_RATE_LIMIT: '100000',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let tries = 0; ; tries += 1) {
    try {
      if ((await fetch(`${url}/ready`)).ok) break;
    } catch {
      /* not listening yet */
    }
    if (tries > 600) throw new Error('server did not start');
    await new Promise((done) => setTimeout(done, 200));
  }
  return {
    url,
    dataDir,
    embeddedUrl: `postgresql://rota@localhost/rota?host=${encodeURIComponent(join(dataDir, 'postgres'))}`,
    memoryMb: () => treePssMb(child.pid!),
    cpuMs: () => treeCpuMs(child.pid!),
    stop: async () => {
      const exited = new Promise((done) => child.once('exit', done));
      child.kill('SIGTERM');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Runs `work` on a throwaway database created on the server of `serverUrl`, dropped after. */
export async function withThrowawayDatabase<T>(
  serverUrl: string,
  work: (url: string) => Promise<T>,
): Promise<T> {
  const name = `rota_bench_${randomBytes(4).toString('hex')}`;
  const admin = (statement: string) => adminQuery(serverUrl, statement);
  await admin(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  try {
    return await work(url.toString());
  } finally {
    await admin(`drop database if exists ${name} with (force)`);
  }
}

export async function answer<T>(response: Response): Promise<T> {
  if (!response.ok) throw new Error(`${response.url} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

/** Signs the demo administrator in; answers the bearer headers. */
export async function signIn(url: string): Promise<{ authorization: string }> {
  const { token } = await answer<{ token: string }>(
    await fetch(`${url}/api/scheduler/v1/access/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ login: 'admin', password: 'demo1234' }),
    }),
  );
  return { authorization: `Bearer ${token}` };
}

/** Begins an NF-e import and uploads the zip; answers the import's id (processing goes on). */
export async function startNfeImport(
  url: string,
  headers: { authorization: string },
  zip: Uint8Array<ArrayBuffer>,
): Promise<number> {
  const begun = await answer<{ data: { id: number } }>(
    await fetch(`${url}/api/tracking/nfe/beginImport`, { headers }),
  );
  const form = new FormData();
  form.append('file', new Blob([zip], { type: 'application/zip' }), 'bench.zip');
  await answer(
    await fetch(`${url}/api/tracking/nfe/importzip?id=${begun.data.id}`, {
      method: 'POST',
      headers,
      body: form,
    }),
  );
  return begun.data.id;
}
