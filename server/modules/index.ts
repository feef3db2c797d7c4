// Every module of the server, one line each. The platform (auth, registers engine, files, hub,
// jobs, mail) lives outside server/modules/; each module's own code lives in its folder.
import type { ServerModule } from './server-module';
import { checklistServerModule } from './checklist';
import { logisticsServerModule } from './logistics';
import { shippingCompanyServerModule } from './shipping-company';
import { supportServerModule } from './support';
import { trackingServerModule } from './tracking';
import { trackingClientServerModule } from './tracking-client';

export const SERVER_MODULES: readonly ServerModule[] = [
  trackingServerModule,
  shippingCompanyServerModule,
  trackingClientServerModule,
  supportServerModule,
  checklistServerModule,
  logisticsServerModule,
];

export type { ServerModule };
