// Server configuration from the environment, validated once at start with safe defaults.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { z } from 'zod';
import { DEFAULT_PROOF_MAX_UPLOAD_MB } from '../src/domain/tracking/entrega/comprovante';
import type { FileStoreKind } from './files/file-store';
import { DEFAULT_ZIP_LIMITS, type ZipLimits } from './modules/tracking/imports/zip/zip-entries';

const DURATION = /^(\d+)\s*(s|m|h|d)$/;
const UNIT_SECONDS = { s: 1, m: 60, h: 3600, d: 86_400 } as const;

const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined));

/** TRUST_PROXY as Fastify's trustProxy: a flag, a hop count, or the proxies' addresses. */
function trustProxySetting(value: string | undefined): boolean | number | string[] {
  if (value === undefined || value === 'false') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) return Number(value);
  return value.split(',').map((address) => address.trim());
}

/** An origin the SPA may call besides its own: scheme, host and port only. */
const isOrigin = (text: string): boolean => {
  try {
    const url = new URL(text);
    return (
      ['http:', 'https:', 'ws:', 'wss:'].includes(url.protocol) && url.origin === text.replace(/\/$/, '')
    );
  } catch {
    return false;
  }
};

const originList = (value: string | undefined): string[] =>
  (value ?? '')
    .split(',')
    .map((origin) => origin.trim().replace(/\/$/, ''))
    .filter(Boolean);

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  HOST: z.string().trim().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().trim().min(1).default('./data'),
  DATABASE_URL: optionalText,
  JWT_SECRET: optionalText.refine((v) => v === undefined || v.length >= 32, {
    message: 'JWT_SECRET must have at least 32 characters',
  }),
  TOKEN_TTL: z.string().trim().regex(DURATION, 'TOKEN_TTL must look like 30m, 12h or 7d').default('12h'),
  REDIS_URL: optionalText,
  SMTP_URL: optionalText,
  TRUST_PROXY: optionalText
    .refine((v) => v === undefined || /^(true|false|\d+|[\d.:a-fA-F/]+(\s*,\s*[\d.:a-fA-F/]+)*)$/.test(v), {
      message: 'TRUST_PROXY must be true, false, a number of proxies or a comma-separated list of addresses',
    })
    .transform(trustProxySetting),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  PUBLIC_URL: optionalText,
  CSP_CONNECT_SRC: optionalText.transform(originList).refine((origins) => origins.every(isOrigin), {
    message: 'CSP_CONNECT_SRC must be a comma-separated list of origins like https://api.example.com',
  }),
  LOGIN_MAX_FAILURES: z.coerce.number().int().min(1).default(5),
  LOGIN_RATE_LIMIT: z.coerce.number().int().min(1).default(100),
  IMPORT_MAX_UPLOAD_MB: z.coerce.number().int().min(1).default(1024),
  PROOF_MAX_UPLOAD_MB: z.coerce.number().int().min(1).default(DEFAULT_PROOF_MAX_UPLOAD_MB),
  FILE_STORE: z
    .enum(['local', 'database'], {
      error: 'FILE_STORE must be local (files under DATA_DIR) or database (shared by every instance)',
    })
    .default('local'),
  IMPORT_WORKER: z
    .enum(['true', 'false'], { error: 'IMPORT_WORKER must be true or false' })
    .default('true')
    .transform((v) => v === 'true'),
  SEED_DEMO: z
    .enum(['true', 'false', '1', '0'])
    .default('true')
    .transform((v) => v === 'true' || v === '1'),
});

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** Absent: the embedded PostgreSQL kept in dataDir/postgres. */
  databaseUrl?: string;
  jwtSecret: string;
  tokenTtl: string;
  tokenTtlSeconds: number;
  redisUrl?: string;
  /** SignalR hub timers (ms) and Redis channel prefix; defaults in server/realtime/hub-definition.ts. */
  realtime?: {
    keepAliveMs?: number;
    clientTimeoutMs?: number;
    handshakeTimeoutMs?: number;
    channelPrefix?: string;
  };
  smtpUrl?: string;
  /**
   * Which proxies in front of the server tell the client's address (X-Forwarded-For): false (none,
   * the default), true (any), how many hops, or their addresses. The failed sign-in counter and
   * the rate limits key on that address, so behind a proxy it must be set.
   */
  trustProxy: boolean | number | string[];
  logLevel: string;
  publicUrl?: string;
  /**
   * Origins the SPA may connect to besides its own (CSP connect-src), for services moved to
   * their own host through VITE_API_<SERVICE>; empty by default.
   */
  cspConnectSrc: string[];
  loginMaxFailures: number;
  /** Requests per minute per address on the sign-in, sign-up and password routes. */
  loginRateLimit: number;
  /** Insert the demo companies and users after the migrations (idempotent). */
  seedDemo: boolean;
  /** Largest zip one import accepts; a bigger upload answers 413. */
  importMaxUploadBytes: number;
  /** Largest proof-of-delivery file (image or PDF); a bigger one answers 413. */
  proofMaxUploadBytes: number;
  /**
   * Where uploaded and generated files live: `local`, folders under dataDir (one instance), or
   * `database`, the database every instance shares (server/files/).
   */
  fileStore: FileStoreKind;
  /** Whether this instance runs import jobs (false: it only takes uploads, for a web-only instance). */
  importWorker: boolean;
  /** Bomb limits of an uploaded zip. */
  importZipLimits: ZipLimits;
  /**
   * Zip entries written per transaction by the import job. A batch is built and handed to the
   * database on the server's one thread, so its size is the longest wait it gives everyone else's
   * requests: 100 instead of 500 took another user's slowest request during a 10,000-NF-e import
   * from about 145 ms to 90 ms, at the same import speed (docs/PERFORMANCE.md, NF-e import).
   */
  importBatchSize: number;
  /** An import job hands over to a continuation job after this many milliseconds. */
  importSliceMs: number;
  /** First wait before an e-mail delivery is tried again; each retry waits about twice as long. */
  mailRetryDelaySeconds: number;
}

export class ConfigError extends Error {}

export const durationSeconds = (text: string): number => {
  const match = DURATION.exec(text.trim());
  if (!match) throw new ConfigError(`Invalid duration: ${text}`);
  return Number(match[1]) * UNIT_SECONDS[match[2] as keyof typeof UNIT_SECONDS];
};

/** The secret is generated once and kept beside the data, so tokens survive restarts. */
const persistedJwtSecret = (dataDir: string): string => {
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) {
    const stored = readFileSync(file, 'utf8').trim();
    if (stored.length >= 32) return stored;
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
};

/** Reads and validates the environment; throws ConfigError with every problem listed. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new ConfigError(`Invalid configuration:\n${problems}`);
  }
  const e = parsed.data;
  const dataDir = resolve(overrides.dataDir ?? e.DATA_DIR);
  const databaseUrl = 'databaseUrl' in overrides ? overrides.databaseUrl : e.DATABASE_URL;
  const tokenTtl = overrides.tokenTtl ?? e.TOKEN_TTL;
  const jwtSecret = overrides.jwtSecret ?? e.JWT_SECRET ?? persistedJwtSecret(dataDir);
  return {
    port: e.PORT,
    host: e.HOST,
    redisUrl: e.REDIS_URL,
    smtpUrl: e.SMTP_URL,
    trustProxy: e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL,
    publicUrl: e.PUBLIC_URL,
    cspConnectSrc: e.CSP_CONNECT_SRC,
    loginMaxFailures: e.LOGIN_MAX_FAILURES,
    loginRateLimit: e.LOGIN_RATE_LIMIT,
    seedDemo: e.SEED_DEMO,
    importMaxUploadBytes: e.IMPORT_MAX_UPLOAD_MB * 1024 ** 2,
    proofMaxUploadBytes: e.PROOF_MAX_UPLOAD_MB * 1024 ** 2,
    fileStore: e.FILE_STORE,
    importWorker: e.IMPORT_WORKER,
    importZipLimits: DEFAULT_ZIP_LIMITS,
    importBatchSize: 100,
    importSliceMs: 10_000,
    mailRetryDelaySeconds: 60,
    ...overrides,
    dataDir,
    databaseUrl,
    jwtSecret,
    tokenTtl,
    tokenTtlSeconds: durationSeconds(tokenTtl),
  };
}
