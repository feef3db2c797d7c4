// The scheduler service: access and password routes (the auth service of the spec).
import type { FastifyInstance } from 'fastify';
import { accessRoutes } from './access-routes';
import { passwordRoutes } from './password-routes';

export async function schedulerRoutes(app: FastifyInstance) {
  await accessRoutes(app);
  await passwordRoutes(app);
}
