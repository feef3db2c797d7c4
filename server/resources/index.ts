// Mounts the routes of every declared resource of one service: full CRUD for the registers
// (register-resource.ts), list and get for the read-only resources (read-routes.ts).
import type { FastifyInstance } from 'fastify';
import type { ServiceName } from '../../src/domain/constants';
import { READ_ONLY_RESOURCES } from '../../src/domain/resources';
import { registerReadRoutes } from './read-routes';
import { registerResource } from './register-resource';
import { serverResources } from './server-resources';

export async function registerResources(app: FastifyInstance, service: ServiceName): Promise<void> {
  const totals = app.listTotals;
  for (const resource of serverResources()) {
    if (resource.def.service === service) registerResource(app, resource, totals);
  }
  for (const def of READ_ONLY_RESOURCES) {
    if (def.service === service) registerReadRoutes(app, def, totals);
  }
}
