// The shipping company module on the server (spec 2.11): its registers (occurrence types, reasons,
// expense occurrences, vehicle types, drivers, cargo, rotograms), routed by the resource engine under their services; its
// cargo, its expenses and their kanbans under /api/tracking (the spec's main API serves the shipping
// company's screens), the rotograms' stops; their tables and the demo company's rows.
import type { ServerModule } from '../server-module';
import { CARGO_MIGRATIONS, cargoRoutes, registerCargoHub, seedDemoCargo } from './cargo';
import { cargoExpenseRoutes } from './cargo-expense/cargo-expense-routes';
import { CARGO_EXPENSE_MIGRATIONS, seedDemoCargoExpenses } from './cargo-expense';
import { cargoDashboardRoutes } from './dashboard/dashboard-routes';
import { BOARD_LIMIT_MIGRATIONS, seedDemoBoardLimits } from './board-limits';
import { seedDemoShippingRegisters } from './demo-registers';
import { SHIPPING_COMPANY_MIGRATIONS } from './migrations';
import { seedDemoRotograms } from './rotograms/demo-rotograms';
import { rotogramRoutes } from './rotograms/rotogram-routes';

export const shippingCompanyServerModule: ServerModule = {
  name: 'shipping-company',
  service: 'tracking',
  routes: async (app) => {
    await cargoRoutes(app);
    await cargoExpenseRoutes(app);
    await rotogramRoutes(app);
    await cargoDashboardRoutes(app);
  },
  registerHubs: async (app) => registerCargoHub(app),
  migrations: {
    ...SHIPPING_COMPANY_MIGRATIONS,
    ...CARGO_MIGRATIONS,
    ...CARGO_EXPENSE_MIGRATIONS,
    ...BOARD_LIMIT_MIGRATIONS,
  },
  seedDemo: async (trx, empresaId) => {
    await seedDemoShippingRegisters(trx, empresaId);
    await seedDemoCargo(trx, empresaId);
    await seedDemoCargoExpenses(trx, empresaId);
    await seedDemoRotograms(trx, empresaId);
    await seedDemoBoardLimits(trx, empresaId);
  },
};
