// A delivery's occurrences (the engine's list of `entregaOcorrencia` nested in the delivery), the
// codes a user may record and recording one, and the company's occurrence mapping as a CSV or
// XLSX file.
import { z } from 'zod';
import {
  entregaOcorrenciaResource,
  type EntregaOcorrencia,
} from '@/domain/tracking/resources/entrega-ocorrencia';
import {
  occurrenceCodeSchema,
  recordOccurrenceAnswerSchema,
  type OccurrenceCode,
  type RecordOccurrenceAnswer,
  type RecordOccurrenceRequest,
} from '@/domain/tracking/ocorrencia/record-occurrence';
import { api } from '@/services/api';
import { listAllOfParent } from './nested-list';

export const entregaOcorrenciasQueryKey = (entregaId: number) =>
  ['entrega', entregaId, 'ocorrencias'] as const;

/** Oldest first: the declaration's default order. */
export const listEntregaOcorrencias = (entregaId: number): Promise<EntregaOcorrencia[]> =>
  listAllOfParent(entregaOcorrenciaResource, entregaId);

const importResultSchema = z.object({
  gravadas: z.number(),
  erros: z.array(z.object({ linha: z.number(), mensagem: z.string() })),
});
export type DeParaImportResult = z.infer<typeof importResultSchema>;

export type DeParaFileFormat = 'csv' | 'xlsx';

export const exportDePara = (format: DeParaFileFormat): Promise<Blob> =>
  api.tracking.get(`tabelaOcorrenciaDePara/export${format === 'csv' ? 'Csv' : 'Xlsx'}`).blob();

/** Uploads a CSV or XLSX file as it is: the server tells the two apart and checks every row. */
export const importDeParaFile = async (file: File): Promise<DeParaImportResult> => {
  const form = new FormData();
  form.append('file', file);
  const body = await api.tracking.post('tabelaOcorrenciaDePara/importArquivo', { body: form }).json();
  return z.object({ data: importResultSchema }).parse(body).data;
};

export const occurrenceCodesQueryKey = ['entregaOcorrencia', 'codigos'] as const;

/** GET entregaOcorrencia/codigos: the codes the company may record by hand. */
export const listOccurrenceCodes = async (): Promise<OccurrenceCode[]> => {
  const body = await api.tracking.get('entregaOcorrencia/codigos').json();
  return z.object({ data: z.array(occurrenceCodeSchema) }).parse(body).data;
};

/** POST entregaOcorrencia: one occurrence on one or many deliveries (all or nothing). */
export const recordOccurrence = async (request: RecordOccurrenceRequest): Promise<RecordOccurrenceAnswer> => {
  const body = await api.tracking.post('entregaOcorrencia', { json: request }).json();
  return z.object({ data: recordOccurrenceAnswerSchema }).parse(body).data;
};
