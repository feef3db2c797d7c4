// The shipping company module on the server (spec 2.11): its registers (occurrence types, reasons,
// expense occurrences, vehicle types), routed by the resource engine under their services, their
// tables and the demo company's rows. Cargo, rotograms and expenses will add their routes here.
import type { ServerModule } from '../server-module';
import { seedDemoShippingRegisters } from './demo-registers';
import { SHIPPING_COMPANY_MIGRATIONS } from './migrations';

export const shippingCompanyServerModule: ServerModule = {
  name: 'shipping-company',
  service: 'tracking',
  routes: async () => {},
  migrations: SHIPPING_COMPANY_MIGRATIONS,
  seedDemo: seedDemoShippingRegisters,
};
