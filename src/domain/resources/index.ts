// The registry of declared resources: the platform's own and each module's list. The server
// mounts each one; the SPA builds its screens.
import { empresaResource } from './empresa';
import { empresaBiResource } from './empresa-bi';
import {
  TRACKING_READ_ONLY_RESOURCES,
  TRACKING_RESOURCES,
  entregaResource,
  rotaPrazoEntregaResource,
  tabelaOcorrenciaDeParaResource,
  tabelaOcorrenciaProcedaResource,
} from '../tracking/resources';
import { perfilResource } from './perfil';
import { SHIPPING_COMPANY_RESOURCES } from '../shipping-company/resources';
import { CHECKLIST_RESOURCES } from '../checklist/resources';
import { TRACKING_CLIENT_RESOURCES } from '../tracking-client/resources';
import { usuarioResource } from './usuario';
import type { ReadableResource } from './define-resource';

export const RESOURCES = [
  empresaResource,
  empresaBiResource,
  usuarioResource,
  perfilResource,
  // One line per module: each module lists its own registers in its folder.
  ...TRACKING_RESOURCES,
  ...SHIPPING_COMPANY_RESOURCES,
  ...CHECKLIST_RESOURCES,
  ...TRACKING_CLIENT_RESOURCES,
] as const;
export type AnyResource = (typeof RESOURCES)[number];
export { tabelaOcorrenciaDeParaResource, tabelaOcorrenciaProcedaResource };
/** Resources with only list and get (see defineReadOnlyResource). */
export const READ_ONLY_RESOURCES = [...TRACKING_READ_ONLY_RESOURCES] as const;

/** A declared resource by its name (what a reference field points at); undefined for none. */
export const resourceNamed = (name: string): ReadableResource | undefined =>
  [...RESOURCES, ...READ_ONLY_RESOURCES].find((def) => def.name === name);
export {
  empresaResource,
  empresaBiResource,
  entregaResource,
  perfilResource,
  rotaPrazoEntregaResource,
  usuarioResource,
};
export * from './define-resource';
export * from './list-filters';
export * from './register-history';
export * from './access';
export * from './access-rows';
export * from './bulk-actions';
export * from './references';
export * from './stored-file-field';
