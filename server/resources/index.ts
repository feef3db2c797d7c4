// Mounts the routes of every declared resource of one service: full CRUD for the registers
// (register-resource.ts), list and get for the read-only resources (read-routes.ts).
import type { FastifyInstance } from 'fastify';
import type { ServiceName } from '../../src/domain/constants';
import { READ_ONLY_RESOURCES, RESOURCES } from '../../src/domain/resources';
import { registerReadRoutes } from './read-routes';
import { registerResource } from './register-resource';

export async function registerResources(app: FastifyInstance, service: ServiceName): Promise<void> {
  const totals = app.listTotals;
  for (const def of RESOURCES) {
    if (def.service === service) registerResource(app, def, totals);
  }
  for (const def of READ_ONLY_RESOURCES) {
    if (def.service === service) registerReadRoutes(app, def, totals);
  }
}
