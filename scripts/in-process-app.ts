// The product's app for a benchmark that runs its clients in the same process: buildApp on a
// temporary DATA_DIR (its own embedded PostgreSQL, the platform's seed, no demo data, no SPA),
// listening on a free loopback port. close() stops it and removes the folder.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../server/app';

export interface InProcessApp {
  app: FastifyInstance;
  url: string;
  close(): Promise<void>;
}

export async function startInProcessApp(name: string): Promise<InProcessApp> {
  const dataDir = mkdtempSync(join(tmpdir(), `rota-bench-${name}-`));
  const removeData = () => rmSync(dataDir, { recursive: true, force: true });
  let app: FastifyInstance | undefined;
  try {
    app = await buildApp({
      config: {
        dataDir,
        databaseUrl: undefined,
        jwtSecret: randomBytes(32).toString('hex'),
        logLevel: 'warn',
        seedDemo: false,
      },
      seed: true,
      serveSpa: false,
    });
    await app.listen({ host: '127.0.0.1', port: 0 });
  } catch (error) {
    await app?.close();
    removeData();
    throw error;
  }
  const started = app;
  return {
    app: started,
    url: `http://127.0.0.1:${(started.server.address() as AddressInfo).port}`,
    close: async () => {
      await started.close();
      removeData();
    },
  };
}
