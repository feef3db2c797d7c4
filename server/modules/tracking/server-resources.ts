// The tracking module's registers paired with their server behaviour, by reference; the platform's
// registry (server/resources/server-resources.ts) takes them in whole.
import {
  filtroSalvoResource,
  rotaPrazoEntregaResource,
  tabelaOcorrenciaDeParaResource,
  tabelaOcorrenciaProcedaResource,
  type TRACKING_RESOURCES,
} from '../../../src/domain/tracking/resources';
import { serverResource, type ServerResourcesOf } from '../../resources/server-resource';
import { filtroSalvoHooks } from './resource-hooks/filtro-salvo';
import { rotaPrazoEntregaHooks } from './resource-hooks/rota-prazo-entrega';

export const TRACKING_SERVER_RESOURCES: ServerResourcesOf<(typeof TRACKING_RESOURCES)[number]> = {
  rotaPrazoEntrega: serverResource(rotaPrazoEntregaResource, rotaPrazoEntregaHooks),
  tabelaOcorrenciaProceda: serverResource(tabelaOcorrenciaProcedaResource),
  tabelaOcorrenciaDePara: serverResource(tabelaOcorrenciaDeParaResource),
  filtroSalvo: serverResource(filtroSalvoResource, filtroSalvoHooks),
};
