// The tracking module on the server: NF-e, CT-e and OCOREN imports, deliveries and their status,
// proofs of delivery, deadlines per route and the dashboard, under /api/tracking.
import type { FastifyInstance } from 'fastify';
import type { ServerModule } from '../server-module';
import { seedDemoDeliveries } from './demo-deliveries';
import { registerImportJob } from './imports/pipeline/import-job';
import { TRACKING_MIGRATIONS } from './migrations';
import { registerDeadlineRecomputeJob } from './rota-prazo/recompute-job';
import { trackingRoutes } from './routes';

async function registerTrackingJobs(app: FastifyInstance): Promise<void> {
  await registerImportJob(app);
  await registerDeadlineRecomputeJob(app);
}

export const trackingServerModule: ServerModule = {
  name: 'tracking',
  service: 'tracking',
  routes: trackingRoutes,
  registerJobs: registerTrackingJobs,
  migrations: TRACKING_MIGRATIONS,
  seedDemo: (trx, empresaId) => seedDemoDeliveries(trx, empresaId),
};
