// One Fastify plugin per back-end service, each mounted at /api/<service>: its own routes plus
// the generic routes of the resources it declares.
import type { FastifyInstance } from 'fastify';
import { SERVICES, type ServiceName } from '../../src/domain/constants';
import { registerResources } from '../resources';
import { schedulerRoutes } from './scheduler';
import { trackingRoutes } from '../modules/tracking/routes';

const OWN_ROUTES: Partial<Record<ServiceName, (app: FastifyInstance) => Promise<void>>> = {
  scheduler: schedulerRoutes,
  tracking: trackingRoutes,
};

export async function registerServices(app: FastifyInstance): Promise<void> {
  for (const service of SERVICES) {
    await app.register(
      async (instance) => {
        await OWN_ROUTES[service]?.(instance);
        await registerResources(instance, service);
      },
      { prefix: `/api/${service}` },
    );
  }
}
