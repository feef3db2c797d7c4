// Mounts the routes of every declared resource of one service (see register-resource.ts).
import type { FastifyInstance } from 'fastify';
import type { ServiceName } from '../../src/domain/constants';
import { RESOURCES } from '../../src/domain/resources';
import { registerResource } from './register-resource';

export async function registerResources(app: FastifyInstance, service: ServiceName): Promise<void> {
  for (const def of RESOURCES) {
    if (def.service === service) registerResource(app, def);
  }
}
