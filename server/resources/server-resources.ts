// Every declared register paired with its server behaviour, by reference: the platform's here,
// each module's from its own folder. Typed over the declared names, so a register without its
// entry (and so without its hooks) does not compile, and each entry's declaration must be the one
// of its name.
import { RESOURCES } from '../../src/domain/resources';
import { empresaBiResource } from '../../src/domain/resources/empresa-bi';
import { empresaResource } from '../../src/domain/resources/empresa';
import { perfilResource } from '../../src/domain/resources/perfil';
import { usuarioResource } from '../../src/domain/resources/usuario';
import { CHECKLIST_SERVER_RESOURCES } from '../modules/checklist/server-resources';
import { TRACKING_CLIENT_SERVER_RESOURCES } from '../modules/tracking-client/server-resources';
import { SHIPPING_COMPANY_SERVER_RESOURCES } from '../modules/shipping-company/server-resources';
import { TRACKING_SERVER_RESOURCES } from '../modules/tracking/server-resources';
import { empresaHooks } from './hooks/empresa';
import { perfilHooks } from './hooks/perfil';
import { usuarioHooks } from './hooks/usuario';
import {
  type Declared,
  type ServerResource,
  serverResource,
  type ServerResourcesOf,
} from './server-resource';

export type { ServerResource };

export const SERVER_RESOURCES: ServerResourcesOf<Declared> = {
  empresa: serverResource(empresaResource, empresaHooks),
  empresaBi: serverResource(empresaBiResource),
  usuario: serverResource(usuarioResource, usuarioHooks),
  perfil: serverResource(perfilResource, perfilHooks),
  // One line per module: each module pairs its own registers with their hooks in its folder.
  ...TRACKING_SERVER_RESOURCES,
  ...SHIPPING_COMPANY_SERVER_RESOURCES,
  ...CHECKLIST_SERVER_RESOURCES,
  ...TRACKING_CLIENT_SERVER_RESOURCES,
};

/** The registers in declaration order, each with its hooks. */
export const serverResources = (): ServerResource[] => RESOURCES.map((def) => SERVER_RESOURCES[def.name]);
