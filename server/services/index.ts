// One Fastify plugin per back-end service, each mounted at /api/<service>: the platform's own
// routes of the service, the routes of every module served under it, and the generic routes of
// the resources it declares.
import type { FastifyInstance } from 'fastify';
import { SERVICES, type ServiceName } from '../../src/domain/constants';
import { SERVER_MODULES } from '../modules';
import { registerResources } from '../resources';
import { schedulerRoutes } from './scheduler';

const PLATFORM_ROUTES: Partial<Record<ServiceName, (app: FastifyInstance) => Promise<void>>> = {
  scheduler: schedulerRoutes,
};

export async function registerServices(app: FastifyInstance): Promise<void> {
  for (const service of SERVICES) {
    await app.register(
      async (instance) => {
        await PLATFORM_ROUTES[service]?.(instance);
        for (const module of SERVER_MODULES) {
          if (module.service === service) await module.routes(instance);
        }
        await registerResources(instance, service);
      },
      { prefix: `/api/${service}` },
    );
  }
}
