// The CT-e of one delivery as GET /api/tracking/entrega/{id}/cte answers them: the CT-e that
// carry the delivery's NF-e, for the delivery's detail.
import { z } from 'zod';

export const cteSummarySchema = z.object({
  id: z.number().int(),
  chaveAcesso: z.string(),
  /** False when the key's check digit is wrong (taken in with a warning). */
  chaveValida: z.boolean(),
  numero: z.string().nullable(),
  serie: z.string().nullable(),
  dataEmissao: z.string().nullable(),
  emitenteNome: z.string().nullable(),
  emitenteCnpj: z.string().nullable(),
  tomadorNome: z.string().nullable(),
  origem: z.string().nullable(),
  destino: z.string().nullable(),
  /** Decimals as text: vTPrest and vCarga, and the weight in kg. */
  valorPrestacao: z.string().nullable(),
  valorCarga: z.string().nullable(),
  pesoKg: z.string().nullable(),
});
export type CteSummary = z.infer<typeof cteSummarySchema>;
