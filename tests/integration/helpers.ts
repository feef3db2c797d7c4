// Test apps on real databases: in-memory PGlite always, and a throwaway PostgreSQL database when
// TEST_DATABASE_URL is set (required under CI=true).
import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance } from 'fastify';
import { CamelCasePlugin, Kysely } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import pg from 'pg';
import type { LoginResponse } from '../../src/domain/auth';
import { buildApp } from '../../server/app';
import { type Config, MEMORY_DATABASE_URL } from '../../server/config';
import { migrateToLatest } from '../../server/db/migrate';
import type { Database } from '../../server/db/schema';
import { DEMO_PASSWORD, seedDemo } from '../../server/db/seed';

export type DatabaseKind = 'pglite' | 'postgres';

const postgresUrl = process.env.TEST_DATABASE_URL;
if (process.env.CI === 'true' && !postgresUrl) {
  throw new Error('CI=true but TEST_DATABASE_URL is not set: the PostgreSQL tests are required in CI.');
}

export const DATABASES: DatabaseKind[] = postgresUrl ? ['pglite', 'postgres'] : ['pglite'];

const testConfig = (databaseUrl: string, overrides: Partial<Config>): Partial<Config> => ({
  databaseUrl,
  logLevel: 'silent',
  jwtSecret: randomBytes(32).toString('hex'),
  seedDemo: false,
  ...overrides,
});

// Migrating and seeding (argon2 hashes included) once per test file, then starting every PGlite
// app from a dump of that state, keeps each app's start short.
let pgliteSnapshot: Promise<Blob> | undefined;
const migratedSnapshot = () =>
  (pgliteSnapshot ??= (async () => {
    const pglite = await PGlite.create();
    const db = new Kysely<Database>({ dialect: new PGliteDialect(pglite), plugins: [new CamelCasePlugin()] });
    await migrateToLatest(db);
    await seedDemo(db);
    const dump = await pglite.dumpDataDir('none');
    await db.destroy();
    return dump;
  })());

export interface TestApp {
  app: FastifyInstance;
  /** Closes the app; for PostgreSQL it also drops the throwaway database. */
  close: () => Promise<void>;
}

/** A migrated app with the demo data, on its own database. */
export async function createTestApp(kind: DatabaseKind, overrides: Partial<Config> = {}): Promise<TestApp> {
  const withClose = (app: FastifyInstance): TestApp => ({ app, close: () => app.close() });
  if (kind === 'pglite') {
    return withClose(
      await buildApp({
        config: testConfig(MEMORY_DATABASE_URL, overrides),
        seed: true,
        serveSpa: false,
        database: { pgliteSnapshot: await migratedSnapshot() },
      }),
    );
  }
  if (!postgresUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `rota_test_${randomBytes(6).toString('hex')}`;
  const adminQuery = async (statement: string) => {
    const client = new pg.Client({ connectionString: postgresUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await adminQuery(`create database ${name}`);
  const dropDatabase = () => adminQuery(`drop database if exists ${name} with (force)`);
  const url = new URL(postgresUrl);
  url.pathname = `/${name}`;
  try {
    return withClose(
      await buildApp({
        config: testConfig(url.toString(), overrides),
        seed: true,
        serveSpa: false,
        afterClose: dropDatabase,
      }),
    );
  } catch (error) {
    await dropDatabase();
    throw error;
  }
}

/**
 * An app on a PGlite data directory that outlives it, so a test can stop a server and start
 * another on the same data (give both the same jwtSecret, so tokens stay valid).
 */
export async function createTestAppOnDataDir(
  dataDir: string,
  overrides: Partial<Config> = {},
): Promise<TestApp> {
  const config = testConfig(MEMORY_DATABASE_URL, { ...overrides, databaseUrl: undefined, dataDir });
  const app = await buildApp({ config, seed: true, serveSpa: false });
  return { app, close: () => app.close() };
}

export const authHeaders = (token: string) => ({ authorization: `Bearer ${token}` });

/** Signs in through the staff door and answers the token (throws on any refusal). */
export async function login(
  app: FastifyInstance,
  loginName: string,
  password = DEMO_PASSWORD,
): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/scheduler/v1/access/login',
    payload: { login: loginName, password },
  });
  if (response.statusCode !== 200) {
    throw new Error(`login ${loginName} answered ${response.statusCode}: ${response.body}`);
  }
  return response.json<LoginResponse>().token;
}
