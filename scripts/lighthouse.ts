// Lighthouse (mobile, its default settings: a mid-range phone on a slow 4G link, simulated) on
// /login and on /dashboard signed in, against the built server on a temporary DATA_DIR. Prints
// the performance and accessibility scores and what each category still reports. Needs
// `npm run build` first; exits non-zero when a score is under the goal of 95.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium';
import type { LoginResponse } from '../src/domain/auth';
import { storedSession } from '../tests/support/stored-session';
import { startBuiltServer } from './server-process';

const GOAL = 95;
/** The full reports, for a closer look (open them in the Lighthouse viewer). */
const REPORTS = mkdtempSync(join(tmpdir(), 'rota-lighthouse-'));
const CATEGORIES = ['performance', 'accessibility'] as const;

/** Runs per page: scores move with the machine's load, so the median run is the one reported. */
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);

/**
 * Signs the demo administrator in through the API and stores the session in the browser, on a
 * page of the origin that is not the SPA (/health), so the SPA's files stay out of the cache.
 */
async function storeSession(url: string, port: number) {
  const answer = await fetch(`${url}/api/scheduler/v1/access/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ login: 'admin', password: 'demo1234' }),
  });
  if (!answer.ok) throw new Error(`sign-in answered ${answer.status}`);
  const entries = storedSession((await answer.json()) as LoginResponse);
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const page = await browser.contexts()[0]!.newPage();
    // An earlier run filled the HTTP cache; each run starts cold, as the sign-in run does.
    await (await page.context().newCDPSession(page)).send('Network.clearBrowserCache');
    await page.goto(`${url}/health`);
    await page.evaluate((values) => {
      for (const [key, value] of Object.entries(values)) localStorage.setItem(key, JSON.stringify(value));
    }, entries);
    await page.close();
  } finally {
    // Leaves the browser running for Lighthouse; only this connection ends.
    await browser.close().catch(() => undefined);
  }
}

interface Audit {
  id: string;
  title: string;
  score: number | null;
  scoreDisplayMode: string;
  displayValue?: string;
  details?: { items?: { node?: { selector?: string; snippet?: string } }[] };
}

async function runOnce(url: string, port: number, keepStorage: boolean) {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: [...CATEGORIES],
    // The signed-in run keeps the session stored before it; the cache is cold either way.
    disableStorageReset: keepStorage,
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  return result.lhr;
}

type Result = Awaited<ReturnType<typeof runOnce>>;

/** Lighthouse's own advice on these: the trace was lost (a busy machine), run it again. */
const RETRIED_ERRORS = new Set(['NO_NAVSTART', 'NO_FCP']);

/** One cold run; the signed-in one stores the session (and clears the cache) before each try. */
async function run(url: string, port: number, signedIn: boolean): Promise<Result> {
  for (let attempt = 1; ; attempt += 1) {
    if (signedIn) await storeSession(new URL(url).origin, port);
    const lhr = await runOnce(url, port, signedIn);
    if (!lhr.runtimeError) return lhr;
    if (!RETRIED_ERRORS.has(lhr.runtimeError.code) || attempt === 3) {
      throw new Error(`${url}: ${lhr.runtimeError.message}`);
    }
    console.log(`${new URL(url).pathname}: ${lhr.runtimeError.code}, running again`);
  }
}
const score = (lhr: Result, id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);

function report(url: string, lhr: Result) {
  writeFileSync(join(REPORTS, `${new URL(url).pathname.slice(1) || 'root'}.json`), JSON.stringify(lhr));
  const scores = Object.fromEntries(CATEGORIES.map((id) => [id, score(lhr, id)])) as Record<
    (typeof CATEGORIES)[number],
    number
  >;
  console.log(`${new URL(url).pathname}, median run (landed on ${new URL(lhr.finalDisplayedUrl).pathname})`);
  for (const id of CATEGORIES) {
    console.log(`  ${id}: ${scores[id]}`);
    for (const ref of lhr.categories[id]?.auditRefs ?? []) {
      const item = lhr.audits[ref.id] as Audit | undefined;
      if (!item || item.score === null || item.score >= 0.9) continue;
      if (!['binary', 'numeric', 'metricSavings'].includes(item.scoreDisplayMode)) continue;
      console.log(`    - ${item.title}${item.displayValue ? ` (${item.displayValue})` : ''} [${item.id}]`);
      // Insights give their details another shape than a list of items.
      const items = Array.isArray(item.details?.items) ? item.details.items : [];
      for (const node of items.slice(0, 5)) {
        if (node.node?.selector) console.log(`        ${node.node.selector}`);
      }
    }
  }
  const metrics = [
    'first-contentful-paint',
    'largest-contentful-paint',
    'total-blocking-time',
    'cumulative-layout-shift',
  ];
  console.log(`  metrics: ${metrics.map((m) => `${m} ${lhr.audits[m]?.displayValue ?? '-'}`).join(', ')}`);
  return scores;
}

const server = await startBuiltServer();
const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM_PATH,
  chromeFlags: CHROMIUM_ARGS,
});
let failed = false;
try {
  const all = [
    { path: '/login', signedIn: false },
    { path: '/dashboard', signedIn: true },
  ];
  // `npm run audit:lighthouse -- /login` audits one page.
  const wanted = process.argv.slice(2);
  const pages = wanted.length ? all.filter(({ path }) => wanted.includes(path)) : all;
  for (const { path, signedIn } of pages) {
    const runs: Result[] = [];
    for (let i = 0; i < RUNS; i += 1) runs.push(await run(server.url + path, chrome.port, signedIn));
    runs.sort((a, b) => score(a, 'performance') - score(b, 'performance'));
    console.log(`\n${path}: performance of each run ${runs.map((r) => score(r, 'performance')).join(', ')}`);
    const scores = report(server.url + path, runs[Math.floor(runs.length / 2)]!);
    failed ||= Object.values(scores).some((score) => score < GOAL);
  }
} finally {
  chrome.kill();
  await server.stop();
}
console.log(`\nFull reports: ${REPORTS}`);
console.log(failed ? `\nSome score is under ${GOAL}.` : `\nEvery score is at least ${GOAL}.`);
process.exitCode = failed ? 1 : 0;
