// The tracking module's declared registers: the engine mounts them under /api/tracking and
// builds their screens in the tracking layout.
import { entregaResource } from './entrega';
import { filtroSalvoResource } from './filtro-salvo';
import { rotaPrazoEntregaResource } from './rota-prazo-entrega';
import { tabelaOcorrenciaDeParaResource, tabelaOcorrenciaProcedaResource } from './tabela-ocorrencia';

export const TRACKING_RESOURCES = [
  rotaPrazoEntregaResource,
  tabelaOcorrenciaProcedaResource,
  tabelaOcorrenciaDeParaResource,
  filtroSalvoResource,
] as const;
/** Read-only: list and get (see defineReadOnlyResource). */
export const TRACKING_READ_ONLY_RESOURCES = [entregaResource] as const;
export {
  entregaResource,
  filtroSalvoResource,
  rotaPrazoEntregaResource,
  tabelaOcorrenciaDeParaResource,
  tabelaOcorrenciaProcedaResource,
};
