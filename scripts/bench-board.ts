// `npm run bench:board`: how the cargo kanban opens and moves with 2,000 loads on it.
//
// Starts the built server (`npm run build` first: the SPA and dist-server/) as `npm start` does,
// on a temporary DATA_DIR and its embedded PostgreSQL; gives the demo company BENCH_LOADS loads
// in all (its demo ones plus rows of `carga` inserted in one SQL statement, spread over the
// statuses the way a carrier's month looks); signs its administrator in and, in Debian's
// Chromium (a fresh browser context each run: cold cache, as a first visit), BENCH_RUNS times:
//   - open: from navigation start to every column (role="region") showing its first cards;
//   - the board read (GET cargo/board): server time (request sent to first byte), bytes on the
//     wire and decoded, the page's zod check of it (the `cargo/board:parse` measure); and, from
//     Node, the read alone (30 requests) and what it would weigh compressed;
//   - after the open: the page's JS heap (after a garbage collection) and DOM element count;
//   - scroll: frame times (requestAnimationFrame deltas, p95, and frames over 50 ms) while the
//     longest column is scrolled to its end, 600 px a frame;
//   - keyboard move: the same while a card of "Em trânsito" is moved to "Em descarga" with
//     Space, ArrowRight, Space (docs/ARCHITECTURE.md, "Cargo kanban"), until it is focused there.
// Prints each run, then a Markdown table of medians and ranges.
// BENCH_TRACE=1 also writes Chromium performance traces (for the Performance panel) of the first
// run's open and of every run's move, and prints the move's main-thread work by kind and its CPU
// time (tracing slows the runs: their other figures are not comparable); BENCH_PROFILE=1 prints the functions that took the most
// CPU (self time) during the first run's open and keyboard move (clearer on a build without
// minification: `npx vite build --minify false`).
import { mkdtempSync, readFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { join } from 'node:path';
import pg from 'pg';
import { chromium, type Browser, type Page } from 'playwright-core';
import type { LoginResponse } from '../src/domain/auth';
import { CARGO_STATUSES } from '../src/machines/cargo-status-machine';
import { storedSession } from '../tests/support/stored-session';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium';
import { answer, startBuiltServer } from './server-process';

const LOADS = Number(process.env.BENCH_LOADS ?? 2_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const TRACE = process.env.BENCH_TRACE === '1';
/** Requests of the board read alone, from Node, after 3 unmeasured ones. */
const READS = 30;
const PROFILE = process.env.BENCH_PROFILE === '1';
const KANBAN = '/trackingShippingCompany/cargo/kanban';
const VIEWPORT = { width: 1920, height: 1000 };

/** Of every 100 loads, how many in each status (most delivered or on the road). */
const SHARE: Record<(typeof CARGO_STATUSES)[number], number> = {
  aguardandoCarregamento: 8,
  emCarregamento: 6,
  emTransito: 30,
  emDescarga: 6,
  entregue: 35,
  naoAtendida: 7,
  cancelada: 8,
};
const CITIES = [
  ['São Paulo', 'SP'],
  ['Campinas', 'SP'],
  ['Rio de Janeiro', 'RJ'],
  ['Belo Horizonte', 'MG'],
  ['Curitiba', 'PR'],
  ['Joinville', 'SC'],
  ['Porto Alegre', 'RS'],
  ['Goiânia', 'GO'],
  ['Salvador', 'BA'],
  ['Recife', 'PE'],
  ['Manaus', 'AM'],
] as const;
const DRIVERS = [
  'José Carlos da Silva',
  'Antônio Ferreira Lima',
  'Marcos Roberto Oliveira',
  'Ana Paula Souza',
];

/** Tops the company up to LOADS loads, in one statement; answers how many it has. */
async function seedLoads(databaseUrl: string, empresaId: number): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ count: string; last: number | null }>(
      'select count(*) as count, max(numero) as last from carga where empresa_id = $1',
      [empresaId],
    );
    const missing = LOADS - Number(rows[0]!.count);
    const statuses = CARGO_STATUSES.flatMap((status) => Array<string>(SHARE[status]).fill(status));
    const literal = (values: readonly string[]) =>
      `array[${values.map((v) => `'${v.replaceAll("'", "''")}'`).join(',')}]`;
    const cities = literal(CITIES.map(([city]) => city));
    const ufs = literal(CITIES.map(([, uf]) => uf));
    if (missing > 0) {
      await client.query(
        `insert into carga (empresa_id, numero, origem_cidade, origem_uf, destino_cidade, destino_uf,
                            motorista_nome, motorista_cpf, placa, peso, cubagem, pallets, valor_frete,
                            status, status_desde, embarcador, tomador)
         select $1, $2 + g,
                (${cities})[1 + g % ${CITIES.length}], (${ufs})[1 + g % ${CITIES.length}],
                (${cities})[1 + (g * 7 + 3) % ${CITIES.length}], (${ufs})[1 + (g * 7 + 3) % ${CITIES.length}],
                (${literal(DRIVERS)})[1 + g % ${DRIVERS.length}], lpad((10000000000 + g)::text, 11, '0'),
                'BEN' || lpad((g % 10000)::text, 4, '0'), 12000.5, 60, 24, 4500.00,
                (${literal(statuses)})[1 + g % ${statuses.length}],
                now() - (g * 37 % 43200) * interval '1 minute',
                'Embarcador de Teste Ltda', 'Tomador de Teste S.A.'
           from generate_series(1, $3) g`,
        [empresaId, rows[0]!.last ?? 0, missing],
      );
      await client.query('analyze carga');
    }
    const { rows: counted } = await client.query<{ count: string }>(
      'select count(*) as count from carga where empresa_id = $1',
      [empresaId],
    );
    return Number(counted[0]!.count);
  } finally {
    await client.end();
  }
}

interface Run {
  openMs: number;
  parseMs: number;
  readStartMs: number;
  readEndMs: number;
  serverMs: number;
  downloadMs: number;
  wireKb: number;
  jsonKb: number;
  heapMb: number;
  domNodes: number;
  scrollP95: number;
  scrollLong: number;
  scrollFrames: number;
  moveMs: number;
  moveP95: number;
  moveLong: number;
}

/** Starts recording frame times in the page. */
const startFrames = (page: Page) =>
  page.evaluate(() => {
    const frames: number[] = [];
    const w = window as unknown as { __frames: number[]; __recording: boolean };
    w.__frames = frames;
    w.__recording = true;
    let last = performance.now();
    const tick = (now: number) => {
      frames.push(now - last);
      last = now;
      if (w.__recording) requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
const stopFrames = (page: Page) =>
  page.evaluate(() => {
    const w = window as unknown as { __frames: number[]; __recording: boolean };
    w.__recording = false;
    return w.__frames;
  });

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** The functions of a CPU profile with the most self time, as lines to print. */
function topSelfTime(profile: Profile, count = 25): string[] {
  const byNode = new Map(profile.nodes.map((node) => [node.id, node]));
  const self = new Map<string, number>();
  profile.samples.forEach((id, i) => {
    const { functionName, url, lineNumber, columnNumber } = byNode.get(id)!.callFrame;
    const key = `${functionName || '(anonymous)'} ${url.split('/').pop()}:${lineNumber + 1}:${columnNumber + 1}`;
    self.set(key, (self.get(key) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000);
  });
  return [...self]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([key, ms]) => `  ${ms.toFixed(1).padStart(7)} ms  ${key}`);
}

/** The renderer main thread's work in a trace by kind of event (self time), as lines to print. */
function mainThreadTotals(path: string, count = 20): string[] {
  const { traceEvents } = JSON.parse(readFileSync(path, 'utf8')) as {
    traceEvents: {
      name: string;
      ph: string;
      dur?: number;
      tdur?: number;
      ts: number;
      pid: number;
      tid: number;
      args?: { name?: string };
    }[];
  };
  const main = traceEvents.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  if (!main) return [];
  const events = traceEvents
    .filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X' && e.dur)
    .sort((a, b) => a.ts - b.ts || b.dur! - a.dur!);
  // Self time: an event's duration less its children's (events nested in time on the thread).
  const self = new Map<string, number>();
  const stack: { end: number; name: string }[] = [];
  let wall = 0;
  let cpu = 0;
  for (const event of events) {
    while (stack.length && stack.at(-1)!.end <= event.ts) stack.pop();
    const parent = stack.at(-1);
    if (parent) self.set(parent.name, (self.get(parent.name) ?? 0) - event.dur!);
    else {
      wall += event.dur!;
      cpu += event.tdur ?? 0;
    }
    self.set(event.name, (self.get(event.name) ?? 0) + event.dur!);
    stack.push({ end: event.ts + event.dur!, name: event.name });
  }
  const busy = `  main thread busy ${(wall / 1000).toFixed(1)} ms, of which on the CPU ${(cpu / 1000).toFixed(1)} ms`;
  return [
    busy,
    ...[...self]
      .sort((a, b) => b[1] - a[1])
      .slice(0, count)
      .map(([name, us]) => `  ${(us / 1000).toFixed(1).padStart(7)} ms  ${name}`),
  ];
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
};

async function once(browser: Browser, origin: string, session: Record<string, unknown>, index: number) {
  const context = await browser.newContext({ viewport: VIEWPORT });
  // tsx names the functions handed to the page with a helper of its own, which the page lacks.
  await context.addInitScript('globalThis.__name = (fn) => fn;');
  try {
    const page = await context.newPage();
    await page.goto(`${origin}/health`);
    await page.evaluate((values) => {
      for (const [key, value] of Object.entries(values)) localStorage.setItem(key, JSON.stringify(value));
    }, session);

    const cdp = await context.newCDPSession(page);
    const profiling = PROFILE && index === 0;
    if (profiling) {
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
      await cdp.send('Profiler.start');
    }
    const tracePath =
      TRACE && index === 0 ? join(mkdtempSync(join(tmpdir(), 'rota-board-trace-')), 'open.json') : null;
    if (tracePath) await browser.startTracing(page, { path: tracePath, screenshots: false });
    await page.goto(origin + KANBAN, { waitUntil: 'commit' });
    // Every column shows its first cards: measured in the page, from its navigation start.
    const opened = await page.waitForFunction(
      () => {
        const columns = [...document.querySelectorAll('[data-testid="cargo-board"] [role="region"]')];
        if (columns.length === 0) return false;
        return columns.every((column) => column.querySelector('[data-board-card]'))
          ? performance.now()
          : false;
      },
      undefined,
      { polling: 'raf', timeout: 60_000 },
    );
    const openMs = (await opened.jsonValue()) as number;
    if (profiling) {
      const { profile } = (await cdp.send('Profiler.stop')) as { profile: Profile };
      console.log(`open, most self time:\n${topSelfTime(profile).join('\n')}`);
    }
    if (tracePath) {
      await page.waitForTimeout(500);
      await browser.stopTracing();
      console.log(`trace of the open: ${tracePath}`);
    }

    const read = await page.evaluate(() => {
      const entry = performance.getEntriesByType('resource').find((e) => e.name.includes('/cargo/board')) as
        PerformanceResourceTiming | undefined;
      if (!entry) return null;
      const parse = performance.getEntriesByName('cargo/board:parse')[0];
      return {
        parseMs: parse ? parse.duration : Number.NaN,
        startMs: entry.startTime,
        endMs: entry.responseEnd,
        serverMs: entry.responseStart - entry.requestStart,
        downloadMs: entry.responseEnd - entry.responseStart,
        wire: entry.transferSize,
        json: entry.decodedBodySize,
      };
    });
    if (!read) throw new Error('the page did not read cargo/board');

    // Settled: the hub connected, the first paint done.
    await page.waitForTimeout(1_000);
    await cdp.send('HeapProfiler.collectGarbage');
    const heap = (await cdp.send('Runtime.getHeapUsage')) as { usedSize: number };
    const domNodes = await page.evaluate(() => document.getElementsByTagName('*').length);

    // Scroll the longest column to its end, 600 px a frame.
    await startFrames(page);
    const scrollFrames = await page.evaluate(
      () =>
        new Promise<number>((done) => {
          const scrollers = [
            ...document.querySelectorAll<HTMLElement>('[data-testid="cargo-board"] [role="region"] *'),
          ].filter(
            (node) =>
              node.scrollHeight > node.clientHeight + 1 && getComputedStyle(node).overflowY === 'auto',
          );
          const longest = scrollers.sort((a, b) => b.scrollHeight - a.scrollHeight)[0]!;
          let frames = 0;
          const step = () => {
            frames += 1;
            longest.scrollTop += 600;
            if (longest.scrollTop + longest.clientHeight < longest.scrollHeight - 1)
              requestAnimationFrame(step);
            else requestAnimationFrame(() => requestAnimationFrame(() => done(frames)));
          };
          requestAnimationFrame(step);
        }),
    );
    const scroll = (await stopFrames(page)).slice(1);

    // Move the first load in transit to unloading with the keyboard.
    const from = page.locator('[data-column="emTransito"] [data-board-card]').first();
    const id = await from.getAttribute('data-board-card');
    await from.focus();
    await startFrames(page);
    if (profiling) await cdp.send('Profiler.start');
    const moveTrace = TRACE ? join(mkdtempSync(join(tmpdir(), 'rota-board-trace-')), 'move.json') : null;
    if (moveTrace) await browser.startTracing(page, { path: moveTrace, screenshots: false });
    const moveStarted = await page.evaluate(() => performance.now());
    const pressed: string[] = [];
    for (const key of ['Space', 'ArrowRight', 'Space']) {
      await page.keyboard.press(key);
      if (profiling)
        pressed.push(`${key} ${fixed((await page.evaluate(() => performance.now())) - moveStarted, 0)}`);
    }
    const moved = await page.waitForFunction(
      (card) => {
        const node = document.querySelector(`[data-column="emDescarga"] [data-board-card="${card}"]`);
        return node && document.activeElement === node ? performance.now() : false;
      },
      id,
      { polling: 'raf', timeout: 30_000 },
    );
    const moveMs = ((await moved.jsonValue()) as number) - moveStarted;
    await page.waitForTimeout(300);
    const move = (await stopFrames(page)).slice(1);
    if (moveTrace) {
      await browser.stopTracing();
      console.log(`trace of the keyboard move: ${moveTrace}\n${mainThreadTotals(moveTrace).join('\n')}`);
    }
    if (profiling) {
      const { profile } = (await cdp.send('Profiler.stop')) as { profile: Profile };
      console.log(`keyboard move, most self time:\n${topSelfTime(profile).join('\n')}`);
      let at = 0;
      const long = move.map((ms) => ((at += ms), [at, ms])).filter(([, ms]) => ms! > 34);
      console.log(
        `keys pressed (ms): ${pressed.join(', ')}; long frames (end, length): ${long.map(([end, ms]) => `${fixed(end!, 0)}:${fixed(ms!, 0)}`).join(' ')}`,
      );
    }

    return {
      openMs,
      readStartMs: read.startMs,
      parseMs: read.parseMs,
      readEndMs: read.endMs,
      serverMs: read.serverMs,
      downloadMs: read.downloadMs,
      wireKb: read.wire / 1024,
      jsonKb: read.json / 1024,
      heapMb: heap.usedSize / 1024 / 1024,
      domNodes,
      scrollP95: percentile(scroll, 95),
      scrollLong: scroll.filter((t) => t > 50).length,
      scrollFrames,
      moveMs,
      moveP95: percentile(move, 95),
      moveLong: move.filter((t) => t > 50).length,
    } satisfies Run;
  } finally {
    await context.close();
  }
}

const median = (values: number[]) => percentile(values, 50);

/** The board read alone, from Node: median and range of READS sequential requests, in ms. */
async function serverReads(url: string, token: string) {
  const times: number[] = [];
  let body = new Uint8Array();
  for (let i = 0; i < READS + 3; i += 1) {
    const started = performance.now();
    const response = await fetch(`${url}/api/tracking/cargo/board`, {
      headers: { authorization: `Bearer ${token}` },
    });
    body = new Uint8Array(await response.arrayBuffer());
    if (!response.ok) throw new Error(`cargo/board answered ${response.status}`);
    if (i >= 3) times.push(performance.now() - started);
  }
  // What the answer would weigh compressed (the API answers it uncompressed).
  const gzipKb = gzipSync(body).length / 1024;
  const brotliKb = brotliCompressSync(body).length / 1024;
  return { times, gzipKb, brotliKb };
}
const fixed = (value: number, digits: number) => value.toFixed(digits);

async function main() {
  const load = () =>
    loadavg()
      .map((value) => value.toFixed(2))
      .join(' ');
  console.log(`load average at start: ${load()}`);
  const server = await startBuiltServer();
  let browser: Browser | undefined;
  try {
    const login = await answer<LoginResponse>(
      await fetch(`${server.url}/api/scheduler/v1/access/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ login: 'admin', password: 'demo1234' }),
      }),
    );
    const count = await seedLoads(server.embeddedUrl, login.user.empresaId);
    console.log(`company ${login.user.empresaId}: ${count} loads`);
    const reads = await serverReads(server.url, login.token);
    const session = storedSession(login);
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
    // One unmeasured open first: the server's and the database's first reads are not the board's.
    await once(browser, server.url, session, 1);
    const runs: Run[] = [];
    for (let i = 0; i < RUNS; i += 1) {
      const run = await once(browser, server.url, session, i);
      runs.push(run);
      console.log(
        `run ${i + 1}: open ${fixed(run.openMs, 0)} ms (board read from ${fixed(run.readStartMs, 0)} to ` +
          `${fixed(run.readEndMs, 0)} ms), read ${fixed(run.serverMs, 0)} ms server + ` +
          `${fixed(run.downloadMs, 0)} ms download (${fixed(run.wireKb, 0)} KB, ${fixed(run.jsonKb, 0)} KB JSON), ` +
          `heap ${fixed(run.heapMb, 1)} MB, ${run.domNodes} elements, scroll p95 ${fixed(run.scrollP95, 1)} ms ` +
          `(${run.scrollLong} of ${run.scrollFrames} over 50 ms), move ${fixed(run.moveMs, 0)} ms ` +
          `p95 ${fixed(run.moveP95, 1)} ms (${run.moveLong} over 50 ms)`,
      );
    }
    const rows: [string, keyof Run, number, string][] = [
      ['open: every column with its cards', 'openMs', 0, 'ms'],
      ['open: board read asked at', 'readStartMs', 0, 'ms'],
      ['open: board read answered at', 'readEndMs', 0, 'ms'],
      ['board read: its zod check in the page', 'parseMs', 1, 'ms'],
      ['board read: server (request to first byte)', 'serverMs', 0, 'ms'],
      ['board read: download', 'downloadMs', 0, 'ms'],
      ['board read: on the wire', 'wireKb', 0, 'KB'],
      ['board read: JSON', 'jsonKb', 0, 'KB'],
      ['JS heap after open (after GC)', 'heapMb', 1, 'MB'],
      ['DOM elements after open', 'domNodes', 0, ''],
      ['scroll longest column: frame p95', 'scrollP95', 1, 'ms'],
      ['scroll longest column: frames over 50 ms', 'scrollLong', 0, ''],
      ['keyboard move: Space to focused in new column', 'moveMs', 0, 'ms'],
      ['keyboard move: frame p95', 'moveP95', 1, 'ms'],
      ['keyboard move: frames over 50 ms', 'moveLong', 0, ''],
    ];
    console.log(
      `\n${count} loads, ${RUNS} runs, viewport ${VIEWPORT.width}×${VIEWPORT.height}, cold cache each run; ` +
        `load average at the end ${load()} (1, 5, 15 min)`,
    );
    console.log('| measure | median | range |');
    console.log('|---|---:|---:|');
    console.log(
      `| board read alone, from Node (${READS} requests) | ${fixed(median(reads.times), 1)} ms | ` +
        `${fixed(Math.min(...reads.times), 1)}–${fixed(Math.max(...reads.times), 1)} ms |`,
    );
    console.log(
      `| board read: gzip / brotli size, were it compressed | ${fixed(reads.gzipKb, 0)} / ${fixed(reads.brotliKb, 0)} KB | |`,
    );
    for (const [label, key, digits, unit] of rows) {
      const values = runs.map((run) => run[key]);
      const u = unit ? ` ${unit}` : '';
      console.log(
        `| ${label} | ${fixed(median(values), digits)}${u} | ` +
          `${fixed(Math.min(...values), digits)}–${fixed(Math.max(...values), digits)}${u} |`,
      );
    }
  } finally {
    await browser?.close();
    await server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
