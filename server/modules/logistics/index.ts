// The logistics module on the server (spec 2.6): the trips, the fleet's state and the monitoring
// panel read from the shipping company's loads and vehicles, and the Frete Rápido pickup request
// for the tracking module's NF-e; routes under /api/tracking/logistics, its settings' tables and
// the demo company's mark as a logistics company with its Frete Rápido address.
import type { ServerModule } from '../server-module';
import { seedDemoLogistics } from './demo-logistics';
import { logisticsRoutes } from './logistics-routes';
import { LOGISTICS_MIGRATIONS } from './migrations';

export const logisticsServerModule: ServerModule = {
  name: 'logistics',
  service: 'tracking',
  routes: logisticsRoutes,
  migrations: LOGISTICS_MIGRATIONS,
  seedDemo: seedDemoLogistics,
};
