// The platform's part of the registers' files: the public file route (logos) and, once per start,
// the sweep of files no record names.
import type { FastifyInstance } from 'fastify';
import { registerPublicFileRoute } from './file-routes';
import { sweepRegisterFiles } from './register-files-sweep';

export { registerFileRoutes } from './file-routes';
export { checkFileValues } from './file-fields';
export { sweepRegisterFiles } from './register-files-sweep';

export function registerRegisterFiles(app: FastifyInstance): void {
  registerPublicFileRoute(app);
  app.addHook('onReady', () => {
    void sweepRegisterFiles(app)
      .then((removed) => removed > 0 && app.log.info({ removed }, 'register files no record names removed'))
      .catch((error: unknown) => app.log.warn({ err: error }, 'sweeping register files failed'));
  });
}
