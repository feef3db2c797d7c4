// Serves the built SPA: the brotli or gzip copy made at build time when the browser takes it,
// hashed assets cached for a year (a new build has new names), index.html revalidated each time.
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

const YEAR_SECONDS = 365 * 24 * 3600;

export async function registerSpaStatic(app: FastifyInstance, root: string): Promise<void> {
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    // `/` is a page like the others (app.ts): index.html in the reader's language and scheme.
    index: false,
    preCompressed: true,
    cacheControl: false,
    setHeaders: (reply, path) => {
      const hashed = /[\\/]assets[\\/]/.test(path);
      reply.header('cache-control', hashed ? `public, max-age=${YEAR_SECONDS}, immutable` : 'no-cache');
    },
  });
}
