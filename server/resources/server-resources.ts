// Every declared register paired with its server behaviour, by reference. The declarations are
// shared with the SPA and stay free of server code; this registry is server-only. It is typed
// over the declared names, so a register without its entry (and so without its hooks) does not
// compile, and each entry's declaration must be the one of its name.
import { RESOURCES } from '../../src/domain/resources';
import { empresaBiResource } from '../../src/domain/resources/empresa-bi';
import { empresaResource } from '../../src/domain/resources/empresa';
import { rotaPrazoEntregaResource } from '../../src/domain/tracking/resources/rota-prazo-entrega';
import {
  tabelaOcorrenciaDeParaResource,
  tabelaOcorrenciaProcedaResource,
} from '../../src/domain/tracking/resources/tabela-ocorrencia';
import { usuarioResource } from '../../src/domain/resources/usuario';
import { empresaHooks } from './hooks/empresa';
import type { ResourceHooks } from './hooks/resource-hooks';
import { rotaPrazoEntregaHooks } from '../modules/tracking/resource-hooks/rota-prazo-entrega';
import { usuarioHooks } from './hooks/usuario';

type Declared = (typeof RESOURCES)[number];

export interface ServerResource<Def extends Declared = Declared> {
  def: Def;
  /** What the declaration cannot say (hashing a password, queueing a recomputation). */
  hooks: ResourceHooks;
}

const serverResource = <Def extends Declared>(def: Def, hooks: ResourceHooks = {}): ServerResource<Def> => ({
  def,
  hooks,
});

export const SERVER_RESOURCES: {
  readonly [Name in Declared['name']]: ServerResource<Extract<Declared, { name: Name }>>;
} = {
  empresa: serverResource(empresaResource, empresaHooks),
  empresaBi: serverResource(empresaBiResource),
  usuario: serverResource(usuarioResource, usuarioHooks),
  rotaPrazoEntrega: serverResource(rotaPrazoEntregaResource, rotaPrazoEntregaHooks),
  tabelaOcorrenciaProceda: serverResource(tabelaOcorrenciaProcedaResource),
  tabelaOcorrenciaDePara: serverResource(tabelaOcorrenciaDeParaResource),
};

/** The registers in declaration order, each with its hooks. */
export const serverResources = (): ServerResource[] => RESOURCES.map((def) => SERVER_RESOURCES[def.name]);
