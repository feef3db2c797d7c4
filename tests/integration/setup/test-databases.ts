// Global set-up of the integration tests: one embedded PostgreSQL server for the whole run (the
// product's default database), and on it and on TEST_DATABASE_URL's server a template database,
// migrated and seeded once, that every test app clones into a throwaway database of its own.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CamelCasePlugin, Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres } from '../../../server/db/embedded-postgres';
import { migrateToLatest } from '../../../server/db/migrate';
import type { Database } from '../../../server/db/schema';
import { seedDemo } from '../../../server/db/seed';
import { adminQuery, databaseUrl } from './server-admin';

export interface TestServer {
  /** The server's connection string to its maintenance database. */
  url: string;
  /** The migrated and seeded database that test databases are cloned from. */
  template: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    testServers: { embedded: TestServer; postgres?: TestServer };
  }
}

async function createTemplate(serverUrl: string): Promise<TestServer> {
  const template = `rota_template_${randomBytes(5).toString('hex')}`;
  await adminQuery(serverUrl, `create database ${template}`);
  const pool = new pg.Pool({ connectionString: databaseUrl(serverUrl, template), max: 2 });
  const db = new Kysely<Database>({
    dialect: new PostgresDialect({ pool }),
    plugins: [new CamelCasePlugin()],
  });
  try {
    await migrateToLatest(db);
    await seedDemo(db);
  } finally {
    await db.destroy();
  }
  return { url: serverUrl, template };
}

export default async function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), 'rota-test-pg-'));
  const quiet = { info: () => {}, warn: (message: string) => console.warn(message) };
  const server = await startEmbeddedPostgres(dir, quiet);
  const maintenance = databaseUrl(server.url, 'postgres');
  const embedded = await createTemplate(maintenance);
  const postgresUrl = process.env.TEST_DATABASE_URL;
  const postgres = postgresUrl ? await createTemplate(postgresUrl) : undefined;
  project.provide('testServers', { embedded, postgres });
  return async () => {
    if (postgres) await adminQuery(postgres.url, `drop database if exists ${postgres.template} with (force)`);
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  };
}
