// Builds the Fastify application: logging, security headers, docs, database, auth, the services,
// the one error handler, health checks and (optionally) the built SPA.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { existsSync } from 'node:fs';
import { constants as zlib } from 'node:zlib';
import { resolve } from 'node:path';
import compress from '@fastify/compress';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
} from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { z } from 'zod';
import { authenticationPlugin } from './auth/authenticate';
import { type Config, loadConfig } from './config';
import { SESSION_TABLES, SessionCache } from './auth/session-cache';
import { openDatabase } from './db/database';
import { migrateToLatest } from './db/migrate';
import { seedDemo } from './db/seed';
import { answerFor, refuse } from './errors';
import { requestLocale } from './messages';
import { validatedPart, valueAt } from './validation-messages';
import { decorateFileStore } from './files/file-store-plugin';
import { startJobQueue } from './jobs/job-queue';
import { registerMailDeliveryJob } from './mail/mail-delivery-job';
import { SERVER_MODULES } from './modules';
import { ListTotals } from './resources/list-totals';
import { registerServices } from './services';
import { registerRegisterFiles } from './resources/files';
import { storeDemoLogo } from './resources/files/demo-logo';
import { registerSpaStatic } from './spa-static';
import { cookiePreferences, loadSpaPages, pageEncoding } from './spa-pages';
import { registerRealtime } from './realtime';
import { refuseUnsafeText } from './safe-input-hook';
import { registerSecurityHeaders } from './security-headers';

export interface BuildOptions {
  config?: Partial<Config>;
  /** Insert the demo data (default: config.seedDemo). */
  seed?: boolean;
  /** Serve dist/ with the history fallback (default false; main.ts turns it on). */
  serveSpa?: boolean;
  /** Runs once the database is closed (tests drop their throwaway database here). */
  afterClose?: () => Promise<void>;
}

const DIST_DIR = resolve(import.meta.dirname, '..', 'dist');
const HSTS = 'max-age=31536000; includeSubDomains';
/** Answers from this size on are sent compressed (brotli or gzip, as the client accepts). */
export const COMPRESS_FROM_BYTES = 16 * 1024;
// A Host header as browsers send it: a name or IPv4 address, or a bracketed IPv6 one, and a port.
const HOST = /^([A-Za-z0-9.-]+|\[[0-9A-Fa-f:.]+\])(:\d{1,5})?$/;

/**
 * The hub's WebSocket on the page's own origin. CSP Level 3 lets 'self' cover it, but older
 * browsers (some Safari versions among them) need it named; any other host stays refused.
 */
const sameOriginSockets = (request: IncomingMessage): string => {
  const host = request.headers.host ?? '';
  return HOST.test(host) ? `ws://${host} wss://${host}` : "'self'";
};

const NOT_FOUND = 'Recurso não encontrado';

export async function buildApp(options: BuildOptions = {}): Promise<FastifyInstance> {
  const config = loadConfig(process.env, options.config);
  // Validation messages without a custom text of their own come out in Portuguese too.
  z.config(z.locales.pt());
  const { trustProxy } = config;
  const app = Fastify({
    logger: { level: config.logLevel },
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    bodyLimit: 1024 * 1024,
    // A hop count trusts that many proxies nearest the server.
    trustProxy:
      typeof trustProxy === 'number' ? (_address: string, hop: number) => hop < trustProxy : trustProxy,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
    // HSTS means something only over HTTPS (behind a proxy: X-Forwarded-Proto with trustProxy);
    // sent over plain HTTP it would only pin a development host to HTTPS.
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
  });
  // Before every route's own schema, so no route can forget it.
  app.addHook('preValidation', refuseUnsafeText);

  const { db, kind, url, changes, stop } = await openDatabase(
    config,
    { info: (message) => app.log.info(message), warn: (message) => app.log.warn(message) },
    SESSION_TABLES,
  );
  app.decorate('db', db);
  app.decorate('sessions', new SessionCache(changes));
  app.decorate('config', config);
  decorateFileStore(app);
  app.addHook('onClose', async () => {
    await db.destroy();
    await stop();
    await options.afterClose?.();
  });
  const applied = await migrateToLatest(db);
  if (applied.length > 0) app.log.info({ applied, database: kind }, 'migrations applied');
  if (options.seed ?? config.seedDemo) {
    // The product's own start also gets the modules' demo data (deliveries); tests make their own.
    const demoCompany = await seedDemo(db, { moduleData: config.seedDemo });
    if (demoCompany !== undefined) {
      await storeDemoLogo(app, demoCompany);
      // Fresh tables have no statistics until autovacuum gets to them (a minute or more): until
      // then the planner takes every table for empty and a page of the delivery list took 30 ms
      // instead of 0.2 ms. A new user's first screens should not pay for that.
      await sql`analyze`.execute(db);
      app.log.info('demo data inserted');
    }
  }

  // Large answers (a board of 2,000 loads is about 480 KB of JSON; 16 KB brotli) go compressed to
  // clients that accept it. Small ones, most of the API, are sent as they are: compressing them
  // would cost the server more than the bytes save. The built assets come compressed already
  // (scripts/compress-assets.mjs), so they are left alone.
  await app.register(compress, {
    threshold: COMPRESS_FROM_BYTES,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } },
  });
  registerSecurityHeaders(app, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Mantine injects style tags and style attributes.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        // The SPA's API calls and its hub: its own origin only, plus any API origins configured.
        connectSrc: ["'self'", sameOriginSockets, ...config.cspConnectSrc],
        // BI panels are external dashboards shown in a frame.
        frameSrc: ["'self'", 'https:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        frameAncestors: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    hsts: false,
  });
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: () => refuse(429, { id: 'error.tooManyAttempts' }),
  });
  await app.register(swagger, {
    openapi: {
      info: { title: 'Rota API', version: '0.1.0' },
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  await app.register(authenticationPlugin);

  app.setErrorHandler((error, request, reply) => {
    const answer = answerFor(error, hasZodFastifySchemaValidationErrors(error), {
      locale: requestLocale(request.headers['accept-language']),
      valueAt: (path) => valueAt(validatedPart(request, error), path),
    });
    if (answer.unexpected) request.log.error({ err: error }, 'unexpected error');
    else if (answer.refusedValue) {
      // A client's value the database refused: worth a look, but no stack (it is not a bug here).
      const { code, message } = error as { code?: string; message?: string };
      request.log.warn({ status: answer.statusCode, code, reason: message }, 'value refused by the database');
    } else request.log.info({ status: answer.statusCode, errors: answer.body.errors }, 'request refused');
    // Refused before its body arrived whole (a 401 or 413 on an upload): a client that sends the
    // whole body anyway would keep the connection busy with it, so end the connection instead.
    if (request.raw.complete === false) reply.header('connection', 'close');
    return reply.status(answer.statusCode).send(answer.body);
  });

  app.get('/health', { schema: { hide: true } }, async () => ({ status: 'ok' }));
  app.get('/ready', { schema: { hide: true } }, async (_request, reply) => {
    try {
      await sql`select 1`.execute(db);
      return { status: 'ok' };
    } catch (error) {
      app.log.warn({ err: error }, 'database not reachable');
      return reply.status(503).send({ status: 'unavailable' });
    }
  });

  // The embedded database belongs to this server alone (its data directory's lock says so).
  await startJobQueue(app, url, { ownsDatabase: kind === 'embedded' });
  app.decorate('listTotals', new ListTotals());
  await registerServices(app);
  registerRegisterFiles(app);
  await registerRealtime(app);
  for (const module of SERVER_MODULES) await module.registerHubs?.(app);
  for (const module of SERVER_MODULES) await module.registerJobs?.(app);
  await registerMailDeliveryJob(app);

  const spa = (options.serveSpa ?? false) && existsSync(resolve(DIST_DIR, 'index.html'));
  if (spa) await registerSpaStatic(app, DIST_DIR);
  const pages = spa ? loadSpaPages(DIST_DIR) : undefined;

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const isApi = path === '/api' || path.startsWith('/api/') || path.startsWith('/hubs/');
    const wantsPage = request.method === 'GET' && (request.headers.accept ?? '').includes('text/html');
    // History fallback: the SPA's own routes (/empresa/list ...) load index.html, in the reader's
    // language and scheme (spa-pages.ts).
    if (pages && !isApi && wantsPage) {
      const page = pages.page(path, cookiePreferences(request.headers.cookie));
      const encoding = pageEncoding(request.headers['accept-encoding']);
      reply.type('text/html').header('cache-control', 'no-cache').header('vary', 'cookie, accept-encoding');
      if (!encoding) return reply.send(page.html);
      return reply.header('content-encoding', encoding).send(page[encoding]);
    }
    return reply.status(404).send({ isSuccess: false, errors: [NOT_FOUND] });
  });

  return app;
}
