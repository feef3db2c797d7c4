// `npm run bench:nfe`: the NF-e import measured end to end.
//
// 1. Builds zips of 1,000 and 10,000 NF-e from the real samples (each copy gets a distinct,
//    valid access key) in a temporary folder.
// 2. The floor: unzip + decode + a conformant streaming XML parse (saxes, no field reading) of
//    the same zip, nothing else.
// 3. The product: starts the real server as `npm start` does (the built dist-server/main.js) on
//    its embedded PostgreSQL, and on PostgreSQL too when DATABASE_URL is set (in a throwaway
//    database created on that server), signs in, begins an import, uploads the zip over HTTP and polls the
//    status every NFE_STATUS_POLL_MS like the screen, until dataFim.
// Prints NF-e per second (from the import's own start to its dataFim), its share of the floor,
// the time from the upload to the last poll showing dataFim, and the server's memory before the
// upload and its peak during the import (PSS of the server process and its descendants, the
// embedded PostgreSQL included, sampled every 200 ms).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { SaxesParser } from 'saxes';
import yazl from 'yazl';
import { NFE_STATUS_POLL_MS } from '../src/domain/constants';
import type { ImportStatusDto } from '../src/domain/imports/document-import';
import { decodeXml } from '../server/imports/nfe/decode-xml';
import { zipEntries } from '../server/imports/zip/zip-entries';
import { addCopies, writeZip } from '../tests/support/nfe-corpus';
import { treePssMb } from './process-memory';
import { SERVER_NODE_FLAGS } from './server-process';

const SIZES = (process.env.BENCH_SIZES ?? '1000,10000').split(',').map(Number);
async function buildZip(path: string, count: number) {
  const zip = new yazl.ZipFile();
  addCopies(zip, count);
  await writeZip(zip, path);
}

/** Unzip + decode + saxes over every entry: what no import can beat. */
async function floor(path: string): Promise<number> {
  const parser = new SaxesParser({ xmlns: true, position: false });
  let elements = 0;
  parser.on('opentag', () => (elements += 1));
  const started = performance.now();
  let documents = 0;
  for await (const entry of zipEntries(path)) {
    if (entry.kind !== 'file') continue;
    parser._init();
    parser.write(decodeXml(entry.bytes).text).close();
    documents += 1;
  }
  const seconds = (performance.now() - started) / 1000;
  if (elements === 0) throw new Error('nothing parsed');
  return documents / seconds;
}

interface Server {
  url: string;
  /** VmRSS now, in MB. */
  rssMb: () => number;
  stop: () => Promise<void>;
}

async function startServer(databaseUrl: string | undefined): Promise<Server> {
  const port = 3400 + Math.floor(Math.random() * 500);
  const dataDir = mkdtempSync(join(tmpdir(), 'rota-bench-data-'));
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, 'dist-server/main.js'], {
    cwd: resolve(import.meta.dirname, '..'),
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl ?? '',
      LOG_LEVEL: 'warn',
      LOGIN_MAX_FAILURES: '1000',
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
    rssMb: () => treePssMb(child.pid!),
    stop: async () => {
      const exited = new Promise((done) => child.once('exit', done));
      child.kill('SIGTERM');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function json<T>(response: Response): Promise<T> {
  if (!response.ok) throw new Error(`${response.url} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

interface ImportFigures {
  perSecond: number;
  toDataFimSeconds: number;
  serverSeconds: number;
  /** Server RSS after sign-in, before the upload. */
  idleRssMb: number;
  /** Highest server RSS sampled every 50 ms from the upload to dataFim. */
  peakRssMb: number;
}

async function importThroughApi(server: Server, zipPath: string, count: number): Promise<ImportFigures> {
  const { token } = await json<{ token: string }>(
    await fetch(`${server.url}/api/scheduler/v1/access/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ login: 'admin', password: 'demo1234' }),
    }),
  );
  const headers = { authorization: `Bearer ${token}` };
  const idleRssMb = server.rssMb();
  let peakRssMb = idleRssMb;
  const sampler = setInterval(() => (peakRssMb = Math.max(peakRssMb, server.rssMb())), 200);
  const started = performance.now();
  const begun = await json<{ data: { id: number } }>(
    await fetch(`${server.url}/api/tracking/nfe/beginImport`, { headers }),
  );
  const id = begun.data.id;
  const form = new FormData();
  form.append('file', new Blob([readFileSync(zipPath)], { type: 'application/zip' }), 'bench.zip');
  await json(
    await fetch(`${server.url}/api/tracking/nfe/importzip?id=${id}`, { method: 'POST', headers, body: form }),
  );
  try {
    return await pollUntilEnd();
  } finally {
    clearInterval(sampler);
  }

  async function pollUntilEnd(): Promise<ImportFigures> {
    for (;;) {
      const { data } = await json<{ data: ImportStatusDto }>(
        await fetch(`${server.url}/api/tracking/nfe/get/${id}`, { headers }),
      );
      if (data.dataFim !== null) {
        const toDataFim = (performance.now() - started) / 1000;
        if (data.situacao !== 'concluida' || data.quantidadeImportadas !== count) {
          throw new Error(`import ended badly: ${JSON.stringify(data)}`);
        }
        const serverSeconds = (Date.parse(data.dataFim) - Date.parse(data.dataInicio)) / 1000;
        return {
          perSecond: count / serverSeconds,
          toDataFimSeconds: toDataFim,
          serverSeconds,
          idleRssMb,
          peakRssMb: Math.max(peakRssMb, server.rssMb()),
        };
      }
      await new Promise((done) => setTimeout(done, NFE_STATUS_POLL_MS));
    }
  }
}

async function withPostgres<T>(base: string, run: (url: string) => Promise<T>): Promise<T> {
  const name = `rota_bench_${randomBytes(4).toString('hex')}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: base });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  try {
    return await run(url.toString());
  } finally {
    await admin(`drop database if exists ${name} with (force)`);
  }
}

async function main() {
  const folder = mkdtempSync(join(tmpdir(), 'rota-bench-'));
  const rows: string[] = [];
  const databases: { label: string; url?: string }[] = [{ label: 'embedded' }];
  if (process.env.DATABASE_URL) databases.push({ label: 'PostgreSQL', url: process.env.DATABASE_URL });
  try {
    for (const count of SIZES) {
      const zipPath = join(folder, `nfe-${count}.zip`);
      await buildZip(zipPath, count);
      const mb = statSync(zipPath).size / 1024 ** 2;
      await floor(zipPath); // warm-up
      const floorRate = await floor(zipPath);
      console.log(`${count} NF-e, zip ${mb.toFixed(1)} MB: floor ${Math.round(floorRate)} NF-e/s`);
      for (const database of databases) {
        const measure = async (url?: string) => {
          const server = await startServer(url);
          try {
            return await importThroughApi(server, zipPath, count);
          } finally {
            await server.stop();
          }
        };
        const result = database.url ? await withPostgres(database.url, measure) : await measure();
        const share = (100 * result.perSecond) / floorRate;
        const line =
          `| ${count} | ${database.label} | ${Math.round(result.perSecond)} | ${Math.round(floorRate)} | ` +
          `${share.toFixed(0)}% | ${result.toDataFimSeconds.toFixed(1)} s | ` +
          `${result.idleRssMb.toFixed(0)} MB | ${result.peakRssMb.toFixed(0)} MB |`;
        console.log(line);
        rows.push(line);
      }
    }
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
  console.log(
    '\n| NF-e | database | imported NF-e/s | floor NF-e/s | share of floor | upload to last poll with dataFim | server PSS before | server peak PSS during |',
  );
  console.log('|---:|---|---:|---:|---:|---:|---:|---:|');
  for (const row of rows) console.log(row);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
