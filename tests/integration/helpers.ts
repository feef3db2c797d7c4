// Test apps on real databases: the embedded PostgreSQL (the product's default) always, and the
// server of TEST_DATABASE_URL when set (required under CI=true). Each app gets a throwaway
// database cloned from a template migrated and seeded once per run (./setup/test-databases.ts).
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import type { LoginResponse } from '../../src/domain/auth';
import { buildApp } from '../../server/app';
import type { Config } from '../../server/config';
import { DEMO_PASSWORD } from '../../server/db/seed';
import { adminQuery, databaseUrl } from './setup/server-admin';

export type DatabaseKind = 'embedded' | 'postgres';

if (process.env.CI === 'true' && !process.env.TEST_DATABASE_URL) {
  throw new Error('CI=true but TEST_DATABASE_URL is not set: the PostgreSQL tests are required in CI.');
}

const servers = inject('testServers');

export const DATABASES: DatabaseKind[] = servers.postgres ? ['embedded', 'postgres'] : ['embedded'];

const testConfig = (overrides: Partial<Config>): Partial<Config> => ({
  logLevel: 'silent',
  jwtSecret: randomBytes(32).toString('hex'),
  seedDemo: false,
  ...overrides,
});

export interface TestDatabase {
  databaseUrl: string;
  drop: () => Promise<void>;
}

/** A throwaway database with the demo data, that can outlive one app (restart tests). */
export async function createTestDatabase(kind: DatabaseKind): Promise<TestDatabase> {
  const server = kind === 'postgres' ? servers.postgres : servers.embedded;
  if (!server) throw new Error('TEST_DATABASE_URL is not set');
  const name = `rota_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(server.url, `create database ${name} template ${server.template}`);
  return {
    databaseUrl: databaseUrl(server.url, name),
    drop: () => adminQuery(server.url, `drop database if exists ${name} with (force)`),
  };
}

export interface TestApp {
  app: FastifyInstance;
  /** Closes the app and drops its throwaway database. */
  close: () => Promise<void>;
}

/** A migrated app with the demo data, on its own database. */
export async function createTestApp(kind: DatabaseKind, overrides: Partial<Config> = {}): Promise<TestApp> {
  const database = await createTestDatabase(kind);
  try {
    const app = await buildApp({
      config: testConfig({ databaseUrl: database.databaseUrl, ...overrides }),
      seed: true,
      serveSpa: false,
      afterClose: database.drop,
    });
    return { app, close: () => app.close() };
  } catch (error) {
    await database.drop();
    throw error;
  }
}

/**
 * An app on the product's own default: no DATABASE_URL, so it starts the embedded PostgreSQL
 * kept in `dataDir`. A second app on the same folder finds the same data (give both the same
 * jwtSecret, so tokens stay valid).
 */
export async function createTestAppOnDataDir(
  dataDir: string,
  overrides: Partial<Config> = {},
): Promise<TestApp> {
  const config = testConfig({ ...overrides, databaseUrl: undefined, dataDir });
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
