// A delivery's occurrence as GET /api/tracking/entregaOcorrencia/list/{entregaId} answers it
// (data.data, in time order), shared by the server and the SPA.
import { z } from 'zod';
import { ENTREGA_STATUSES } from '../entrega/entrega-status';

export const entregaOcorrenciaSchema = z.object({
  id: z.number().int(),
  /** The carrier's code as the file gave it, as text ('1', 'A7'). */
  codigo: z.string(),
  /** The shipper's code, when the company's mapping gave the meaning. */
  codigoEmbarcador: z.string().nullable(),
  descricao: z.string(),
  /** The delivery status the code means. */
  status: z.enum(ENTREGA_STATUSES),
  /** ISO instant. */
  dataOcorrencia: z.string(),
  codigoObservacao: z.number().int().nullable(),
  texto: z.string(),
  transportadorCnpj: z.string().nullable(),
});
export type EntregaOcorrencia = z.infer<typeof entregaOcorrenciaSchema>;
