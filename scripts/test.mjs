// `npm test`: lint and type check, unit tests, server integration tests (the embedded PostgreSQL,
// and the server of TEST_DATABASE_URL when set), then the Playwright end-to-end tests in Chromium.
// Under CI=true a missing PostgreSQL or Chromium is a failure, never a skip.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const ci = process.env.CI === 'true';
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const step = (title, cmd, args, env = {}) => {
  console.log(`\n=== ${title} ===`);
  const started = Date.now();
  const r = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  console.log(
    `=== ${title}: ${r.status === 0 ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s ===`,
  );
  if (r.status !== 0) process.exit(r.status ?? 1);
};

if (ci && !process.env.TEST_DATABASE_URL) {
  console.error('CI=true but TEST_DATABASE_URL is not set: the PostgreSQL run is required in CI.');
  process.exit(1);
}
if (!existsSync(chromium)) {
  if (ci) {
    console.error(`CI=true but Chromium was not found at ${chromium}.`);
    process.exit(1);
  }
  console.warn(
    `Chromium not found at ${chromium}: the end-to-end tests will be skipped (set CHROMIUM_PATH).`,
  );
}

step('lint', 'npx', ['eslint', '.']);
step('format', 'npx', ['prettier', '--check', 'src/**/*.{ts,tsx}', 'server/**/*.ts', 'tests/**/*.ts']);
step('type check', 'npx', ['tsc', '-p', '.']);
step('unit tests', 'npx', ['vitest', 'run', '--project', 'unit']);
step(
  `integration tests (embedded PostgreSQL${process.env.TEST_DATABASE_URL ? ' and TEST_DATABASE_URL' : ''})`,
  'npx',
  ['vitest', 'run', '--project', 'integration', '--passWithNoTests'],
);
if (existsSync(chromium)) {
  step('build', 'npm', ['run', 'build']);
  step('end-to-end tests (Chromium)', 'npx', ['playwright', 'test'], { CHROMIUM_PATH: chromium });
}
