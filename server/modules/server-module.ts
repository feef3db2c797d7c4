// What a module brings to the server. Each module keeps its server code in its own folder
// (server/modules/<name>/) and describes it with one of these; SERVER_MODULES (./index.ts) lists
// them, and the platform mounts their routes, registers their jobs, runs their migrations and
// seeds their demo data from that list.
import type { FastifyInstance } from 'fastify';
import type { Migration, Transaction } from 'kysely';
import type { ServiceName } from '../../src/domain/constants';
import type { Database } from '../db/schema';

export interface ServerModule {
  /** The module's name: its folder under server/modules/. */
  name: string;
  /** The service whose prefix its routes are mounted under (/api/<service>). */
  service: ServiceName;
  /** Its own routes; its registers' come from the resource engine. */
  routes: (app: FastifyInstance) => Promise<void>;
  /** Its hubs (server/realtime's registerHub), once the hub machinery is installed. */
  registerHubs?: (app: FastifyInstance) => Promise<void>;
  /** Its background jobs: queues and workers, once the job queue runs. */
  registerJobs?: (app: FastifyInstance) => Promise<void>;
  /**
   * Its migrations by name. Names are recorded in kysely_migration and never change; they share
   * one numbered sequence with the platform's and every other module's (run in name order).
   */
  migrations: Record<string, Migration>;
  /** Its data for the demo company, inside the demo seed's transaction (the product's start). */
  seedDemo?: (trx: Transaction<Database>, empresaId: number) => Promise<void>;
}
