// Starts Rota: configuration, database (migrations and demo data), the API and the built SPA.
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { DEMO_LOGINS, DEMO_PASSWORD } from './db/seed';
import { collectStartGarbage } from './start-garbage';

async function main() {
  let seedDemo: boolean;
  try {
    seedDemo = loadConfig(process.env).seedDemo;
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const app = await buildApp({ serveSpa: true });
  const { host, port } = app.config;
  await app.listen({ host, port });
  collectStartGarbage();
  const shown = host === '0.0.0.0' || host === '::' ? 'localhost' : host;
  const url = `http://${shown}:${port}`;
  console.log(`\nRota is running at ${url}  (API docs: ${url}/api/docs)`);
  if (seedDemo) {
    console.log(`Demo sign-ins (password ${DEMO_PASSWORD}): ${DEMO_LOGINS.join(', ')}\n`);
  }

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    try {
      await app.close();
      // 0, or 1 when an uncaught exception started the shutdown.
      process.exit();
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  // A promise rejected with nobody listening belongs to one request, job or push whose own work is
  // already lost; the process is as sound as before, so log it and keep serving everyone else.
  process.on('unhandledRejection', (reason) => {
    app.log.error({ err: reason }, 'unhandled promise rejection');
  });
  // An exception thrown out of a callback may have stopped any code half-way (a lock held, a
  // stream half-written): going on could serve wrong answers. Log it and stop the way a signal
  // does, telling hub clients to reconnect, so the supervisor starts a clean process.
  process.on('uncaughtException', (error, origin) => {
    app.log.fatal({ err: error, origin }, 'uncaught exception; shutting down');
    process.exitCode = 1;
    void shutdown('uncaughtException');
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
