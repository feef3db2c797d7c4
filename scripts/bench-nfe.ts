// `npm run bench:nfe`: the NF-e import measured end to end.
//
// 1. Builds zips of 5,000 and 10,000 NF-e (BENCH_SIZES) from the real samples (each copy gets a
//    distinct, valid access key) in a temporary folder.
// 2. Two floors, in the same run: unzip + decode + a conformant streaming XML parse (saxes, no
//    field reading) of the same zip, nothing else; once with the product's own zip reader, once
//    with fflate's unzipSync over the whole file read at once (what the machine can do).
// 3. The product: starts the real server as `npm start` does (the built dist-server/main.js) on
//    its embedded PostgreSQL, and on PostgreSQL too when DATABASE_URL is set (in a throwaway
//    database created on that server), signs in, begins an import, uploads the zip over HTTP and polls the
//    status every NFE_STATUS_POLL_MS like the screen, until dataFim.
// Prints NF-e per second (from the import's own start to its dataFim), its share of each floor,
// the time from the upload to the last poll showing dataFim, and the server's memory before the
// upload and its peak during the import (PSS of the server process and its descendants, the
// embedded PostgreSQL included, sampled every 200 ms), and how another user's requests fare
// meanwhile: one session check after another, 20 ms apart, from the upload to dataFim (p99 and
// the slowest: a batch that holds the server's thread shows there).
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { unzipSync } from 'fflate';
import { SaxesParser } from 'saxes';
import yazl from 'yazl';
import { NFE_STATUS_POLL_MS } from '../src/domain/constants';
import type { ImportStatusDto } from '../src/domain/tracking/imports/document-import';
import { decodeXml } from '../server/modules/tracking/imports/nfe/decode-xml';
import { zipEntries } from '../server/modules/tracking/imports/zip/zip-entries';
import { addCopies, writeZip } from '../tests/support/nfe-corpus';
import {
  answer,
  type RunningServer,
  signIn,
  startBuiltServer,
  startNfeImport,
  withThrowawayDatabase,
} from './server-process';

const SIZES = (process.env.BENCH_SIZES ?? '5000,10000').split(',').map(Number);
async function buildZip(path: string, count: number) {
  const zip = new yazl.ZipFile();
  addCopies(zip, count);
  await writeZip(zip, path);
}

/** Decode + saxes over each document given; answers documents per second, `unzip` included. */
function timedParse(unzip: (parse: (bytes: Uint8Array) => void) => Promise<void> | void) {
  const parser = new SaxesParser({ xmlns: true, position: false });
  let elements = 0;
  parser.on('opentag', () => (elements += 1));
  let documents = 0;
  const parse = (bytes: Uint8Array) => {
    parser._init();
    parser.write(decodeXml(bytes).text).close();
    documents += 1;
  };
  return async () => {
    const started = performance.now();
    await unzip(parse);
    const seconds = (performance.now() - started) / 1000;
    if (elements === 0) throw new Error('nothing parsed');
    return documents / seconds;
  };
}

/** The product's zip reader + decode + saxes over every entry. */
const productFloor = (path: string) =>
  timedParse(async (parse) => {
    for await (const entry of zipEntries(path)) if (entry.kind === 'file') parse(entry.bytes);
  })();

/** fflate (the whole zip read, then inflated at once) + decode + saxes: what no import can beat. */
const fflateFloor = (path: string) =>
  timedParse((parse) => {
    const files = unzipSync(new Uint8Array(readFileSync(path)), {
      filter: (file) => !file.name.endsWith('/'),
    });
    for (const bytes of Object.values(files)) parse(bytes);
  })();

interface ImportFigures {
  perSecond: number;
  toDataFimSeconds: number;
  serverSeconds: number;
  /** Server RSS after sign-in, before the upload. */
  idleRssMb: number;
  /** Highest server RSS sampled every 50 ms from the upload to dataFim. */
  peakRssMb: number;
  /** Another user's session checks meanwhile, in ms. */
  probe: { p99: number; slowest: number };
}

const PROBE_GAP_MS = 20;

/**
 * Sends one request after another, PROBE_GAP_MS apart, until stopped; answers their latencies.
 * A request that fails is counted and its reason kept, so the benchmark says so instead of dying.
 */
function probeWhileImporting(url: string, headers: { authorization: string }) {
  const latencies: number[] = [];
  const failures: string[] = [];
  let running = true;
  const done = (async () => {
    while (running) {
      const sent = performance.now();
      try {
        const reply = await fetch(url, { headers });
        await reply.arrayBuffer();
        if (reply.ok) latencies.push(performance.now() - sent);
        else failures.push(`answered ${reply.status}`);
      } catch (error) {
        failures.push(String(error));
      }
      await new Promise((resolve) => setTimeout(resolve, PROBE_GAP_MS));
    }
  })();
  // Stopped once: the figures of the first call are the answer of every later one.
  let stopped: Promise<{ p99: number; slowest: number }> | undefined;
  return () =>
    (stopped ??= (async () => {
      running = false;
      await done;
      if (failures.length > 0)
        console.warn(`${failures.length} probe requests failed, the first: ${failures[0]}`);
      const sorted = latencies.sort((a, b) => a - b);
      if (sorted.length === 0) throw new Error('the probe answered nothing');
      return { p99: sorted[Math.floor(sorted.length * 0.99)]!, slowest: sorted[sorted.length - 1]! };
    })());
}

async function importThroughApi(
  server: RunningServer,
  zipPath: string,
  count: number,
): Promise<ImportFigures> {
  const headers = await signIn(server.url);
  const idleRssMb = server.memoryMb();
  let peakRssMb = idleRssMb;
  const sampler = setInterval(() => (peakRssMb = Math.max(peakRssMb, server.memoryMb())), 200);
  const stopProbe = probeWhileImporting(`${server.url}/api/scheduler/v1/access/me`, await signIn(server.url));
  const started = performance.now();
  try {
    const id = await startNfeImport(server.url, headers, new Uint8Array(readFileSync(zipPath)));
    const figures = await pollUntilEnd(id);
    return { ...figures, probe: await stopProbe() };
  } finally {
    clearInterval(sampler);
    await stopProbe().catch(() => undefined);
  }

  async function pollUntilEnd(id: number): Promise<Omit<ImportFigures, 'probe'>> {
    for (;;) {
      const { data } = await answer<{ data: ImportStatusDto }>(
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
          peakRssMb: Math.max(peakRssMb, server.memoryMb()),
        };
      }
      await new Promise((done) => setTimeout(done, NFE_STATUS_POLL_MS));
    }
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
      await productFloor(zipPath); // warm-up
      await fflateFloor(zipPath);
      const floorRate = await productFloor(zipPath);
      const fflateRate = await fflateFloor(zipPath);
      console.log(
        `${count} NF-e, zip ${mb.toFixed(1)} MB: floor ${Math.round(floorRate)} NF-e/s (product's reader), ` +
          `${Math.round(fflateRate)} NF-e/s (fflate)`,
      );
      for (const database of databases) {
        const measure = async (url?: string) => {
          const server = await startBuiltServer(url);
          try {
            return await importThroughApi(server, zipPath, count);
          } finally {
            await server.stop();
          }
        };
        const result = database.url ? await withThrowawayDatabase(database.url, measure) : await measure();
        const share = (rate: number) => `${((100 * result.perSecond) / rate).toFixed(0)}%`;
        const line =
          `| ${count} | ${database.label} | ${Math.round(result.perSecond)} | ${Math.round(floorRate)} | ` +
          `${share(floorRate)} | ${Math.round(fflateRate)} | ${share(fflateRate)} | ` +
          `${result.toDataFimSeconds.toFixed(1)} s | ${result.idleRssMb.toFixed(0)} MB | ${result.peakRssMb.toFixed(0)} MB | ` +
          `${result.probe.p99.toFixed(0)} ms | ${result.probe.slowest.toFixed(0)} ms |`;
        console.log(line);
        rows.push(line);
      }
    }
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
  console.log(
    '\n| NF-e | database | imported NF-e/s | floor NF-e/s (product reader) | share | floor NF-e/s (fflate) | share | upload to last poll with dataFim | server PSS before | server peak PSS during | session check meanwhile, p99 | its slowest |',
  );
  console.log('|---:|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
  for (const row of rows) console.log(row);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
