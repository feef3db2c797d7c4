// The delivery clients' tracking portal on the server (spec 2.9): the deliveries addressed to the
// documents a delivery client is linked to, read in that client's scope (delivery-client-scope.ts),
// and the register where the company's staff link clients to documents.
import type { ServerModule } from '../server-module';
import * as deliveryClientDocuments from './0030-delivery-client-documents';
import * as clientDocumentRegister from './0031-client-document-register';
import { seedDemoClients } from './demo-clients';
import { portalRoutes } from './portal-routes';

export const trackingClientServerModule: ServerModule = {
  name: 'tracking-client',
  service: 'tracking',
  routes: portalRoutes,
  migrations: {
    '0030-delivery-client-documents': deliveryClientDocuments,
    '0031-client-document-register': clientDocumentRegister,
  },
  seedDemo: seedDemoClients,
};
