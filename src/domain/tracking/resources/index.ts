// The tracking module's declared registers: the engine mounts them under /api/tracking and
// builds their screens in the tracking layout.
import { entregaResource } from './entrega';
import { entregaCteResource } from './entrega-cte';
import { entregaOcorrenciaResource } from './entrega-ocorrencia';
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
export const TRACKING_READ_ONLY_RESOURCES = [
  entregaResource,
  // A delivery's child lists, nested in it: its occurrences and the CT-e carrying its NF-e.
  entregaOcorrenciaResource,
  entregaCteResource,
] as const;
export {
  entregaCteResource,
  entregaOcorrenciaResource,
  entregaResource,
  filtroSalvoResource,
  rotaPrazoEntregaResource,
  tabelaOcorrenciaDeParaResource,
  tabelaOcorrenciaProcedaResource,
};
