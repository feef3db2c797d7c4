// The registry of declared resources. The server mounts each one; the SPA builds its screens.
import { empresaResource } from './empresa';
import { empresaBiResource } from './empresa-bi';
import { usuarioResource } from './usuario';

export const RESOURCES = [empresaResource, empresaBiResource, usuarioResource] as const;
export type AnyResource = (typeof RESOURCES)[number];
export { empresaResource, empresaBiResource, usuarioResource };
export * from './define-resource';
