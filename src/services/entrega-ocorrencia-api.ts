// A delivery's EDI occurrences (GET entregaOcorrencia/list/{id}), checked with the shared schema,
// and the company's occurrence mapping as CSV.
import { z } from 'zod';
import { entregaOcorrenciaSchema, type EntregaOcorrencia } from '@/domain/ocorrencia/entrega-ocorrencia';
import { api } from './api';

export const entregaOcorrenciasQueryKey = (entregaId: number) =>
  ['entrega', entregaId, 'ocorrencias'] as const;

export const listEntregaOcorrencias = async (entregaId: number): Promise<EntregaOcorrencia[]> => {
  const body = await api.tracking.get(`entregaOcorrencia/list/${entregaId}`).json();
  return z.object({ data: z.array(entregaOcorrenciaSchema) }).parse(body).data;
};

const importResultSchema = z.object({
  gravadas: z.number(),
  erros: z.array(z.object({ linha: z.number(), mensagem: z.string() })),
});
export type DeParaImportResult = z.infer<typeof importResultSchema>;

export const exportDeParaCsv = (): Promise<Blob> =>
  api.tracking.get('tabelaOcorrenciaDePara/exportCsv').blob();

export const importDeParaCsv = async (csv: string): Promise<DeParaImportResult> => {
  const body = await api.tracking.post('tabelaOcorrenciaDePara/importCsv', { json: { csv } }).json();
  return z.object({ data: importResultSchema }).parse(body).data;
};
