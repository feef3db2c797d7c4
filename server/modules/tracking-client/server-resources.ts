// The delivery clients' portal registers paired with their server behaviour, by reference; the
// platform's registry (server/resources/server-resources.ts) takes them in whole.
import {
  clienteEntregaDocumentoResource,
  type TRACKING_CLIENT_RESOURCES,
} from '../../../src/domain/tracking-client/resources';
import { serverResource, type ServerResourcesOf } from '../../resources/server-resource';
import { clientDocumentHooks } from './client-document-hooks';

export const TRACKING_CLIENT_SERVER_RESOURCES: ServerResourcesOf<(typeof TRACKING_CLIENT_RESOURCES)[number]> =
  {
    clienteEntregaDocumento: serverResource(clienteEntregaDocumentoResource, clientDocumentHooks),
  };
