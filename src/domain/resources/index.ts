// The registry of declared resources. The server mounts each one; the SPA builds its screens.
import { empresaResource } from './empresa';
import { empresaBiResource } from './empresa-bi';
import { entregaResource } from './entrega';
import { rotaPrazoEntregaResource } from './rota-prazo-entrega';
import { tabelaOcorrenciaDeParaResource, tabelaOcorrenciaProcedaResource } from './tabela-ocorrencia';
import { usuarioResource } from './usuario';

export const RESOURCES = [
  empresaResource,
  empresaBiResource,
  usuarioResource,
  rotaPrazoEntregaResource,
  tabelaOcorrenciaProcedaResource,
  tabelaOcorrenciaDeParaResource,
] as const;
export type AnyResource = (typeof RESOURCES)[number];
export { tabelaOcorrenciaDeParaResource, tabelaOcorrenciaProcedaResource };
/** Resources with only list and get (see defineReadOnlyResource). */
export const READ_ONLY_RESOURCES = [entregaResource] as const;
export { empresaResource, empresaBiResource, entregaResource, rotaPrazoEntregaResource, usuarioResource };
export * from './define-resource';
export * from './list-filters';
export * from './register-history';
export * from './access';
export * from './bulk-actions';
