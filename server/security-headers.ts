// The security headers of every answer (helmet's: the content security policy, frame and
// referrer policies, no MIME sniffing...). Helmet's middleware is built once, when the app is:
// the Fastify plugin for it built the middleware again for every request, parsing the policy's
// directives each time, a cost every API call paid.
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

export function registerSecurityHeaders(app: FastifyInstance, options: Readonly<HelmetOptions>): void {
  const setHeaders = helmet(options);
  app.addHook('onRequest', (request, reply, done) => {
    setHeaders(request.raw, reply.raw, (error) => done(error as Error | undefined));
  });
}
