// Every module of the server, one line each. The platform (auth, registers engine, files, hub,
// jobs, mail) lives outside server/modules/; each module's own code lives in its folder.
import type { ServerModule } from './server-module';
import { shippingCompanyServerModule } from './shipping-company';
import { trackingServerModule } from './tracking';

export const SERVER_MODULES: readonly ServerModule[] = [trackingServerModule, shippingCompanyServerModule];

export type { ServerModule };
