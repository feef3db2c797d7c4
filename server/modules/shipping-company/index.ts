// The shipping company module on the server (spec 2.11): its cargo and the cargo kanban, under
// /api/tracking (the spec's main API serves the shipping company's screens).
import type { ServerModule } from '../server-module';
import { CARGO_MIGRATIONS, cargoRoutes, registerCargoHub, seedDemoCargo } from './cargo';

export const shippingCompanyServerModule: ServerModule = {
  name: 'shipping-company',
  service: 'tracking',
  routes: cargoRoutes,
  registerHubs: async (app) => registerCargoHub(app),
  migrations: { ...CARGO_MIGRATIONS },
  seedDemo: (trx, empresaId) => seedDemoCargo(trx, empresaId),
};
