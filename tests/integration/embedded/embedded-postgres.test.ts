// The embedded database is a real PostgreSQL server in a folder: it keeps its data across stops,
// and a start after the server's parent was killed with SIGKILL (its PostgreSQL left running on
// the folder) stops that leftover and starts cleanly, with the data it had committed.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { startEmbeddedPostgres } from '../../../server/db/embedded-postgres';

const silent = { info: () => {}, warn: () => {} };
const dirs: string[] = [];
const newDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'rota-embedded-'));
  dirs.push(dir);
  return join(dir, 'postgres');
};
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

async function query(url: string, text: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text)).rows;
  } finally {
    await client.end();
  }
}

/** Running, not a zombie left for its new parent to reap (a stopped orphan may stay one). */
const alive = (pid: number) => {
  try {
    return !/^\d+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return false;
  }
};

describe('embedded PostgreSQL', () => {
  it('creates its server once and keeps the data across a stop and a start', async () => {
    const dir = newDir();
    const first = await startEmbeddedPostgres(dir, silent);
    expect((await query(first.url, 'show server_version_num'))[0].server_version_num).toMatch(/^17/);
    await query(first.url, 'create table kept (note text)');
    await query(first.url, `insert into kept values ('first start')`);
    await first.stop();
    expect(existsSync(join(dir, 'data', 'postmaster.pid'))).toBe(false);

    const second = await startEmbeddedPostgres(dir, silent);
    try {
      expect(await query(second.url, 'select note from kept')).toEqual([{ note: 'first start' }]);
    } finally {
      await second.stop();
    }
  });

  it('starts after its parent was killed with SIGKILL, stopping the server it left running', async () => {
    const dir = newDir();
    // One node process (the TypeScript loader in-process), so SIGKILL reaches it alone, as
    // `kill -9 <server>` would: its PostgreSQL child is left running.
    const script = join(import.meta.dirname, 'start-embedded-child.ts');
    const child = spawn(process.execPath, ['--import', 'tsx', script, dir], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    await new Promise<void>((resolve, reject) => {
      child.stdout.on('data', (chunk: Buffer) => chunk.toString().includes('ready') && resolve());
      child.on('exit', (code) => reject(new Error(`the child stopped (${code}) before it was ready`)));
    });
    child.kill('SIGKILL');
    await new Promise((resolve) => child.once('exit', resolve));
    const leftover = Number(readFileSync(join(dir, 'data', 'postmaster.pid'), 'utf8').split('\n')[0]);
    expect(alive(leftover)).toBe(true);

    const restarted = await startEmbeddedPostgres(dir, silent);
    try {
      expect(alive(leftover)).toBe(false);
      expect(await query(restarted.url, 'select note from kept')).toEqual([
        { note: 'written before the crash' },
      ]);
    } finally {
      await restarted.stop();
    }
  });
});
