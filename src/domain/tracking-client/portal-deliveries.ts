// What the delivery clients' portal asks and the server answers (GET /api/tracking/deliveryClient/
// entregas...), shared by both sides. A client sees only what concerns it as the recipient: the
// note's number and key, who sent it, where it goes, its status and dates, the carrier's
// occurrences and when the status changed, and its proofs of delivery; never who at the carrier
// changed a status nor their internal notes.
import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '../constants';
import { COMPROVANTE_STORED_TYPES } from '../tracking/entrega/comprovante';
import { ENTREGA_PRAZOS, ENTREGA_STATUSES, type EntregaStatus } from '../tracking/entrega/entrega-status';

/** The portal's two lists (spec 2.9): 'Em andamento' and 'Entregues'. */
export const PORTAL_SITUATIONS = ['opened', 'finished'] as const;
export type PortalSituation = (typeof PORTAL_SITUATIONS)[number];

/**
 * The statuses of each list. A returned or cancelled delivery is no longer on its way, so it
 * leaves 'Em andamento' and is listed with the finished ones, its badge telling what happened.
 */
export const SITUATION_STATUSES: Record<PortalSituation, readonly EntregaStatus[]> = {
  opened: ['pendente', 'emTransito'],
  finished: ['entregue', 'entregueComAtraso', 'devolvida', 'cancelada'],
};

export const PORTAL_SEARCH_MAX = 60;

export const portalListQuery = z.object({
  situacao: z.enum(PORTAL_SITUATIONS),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce
    .number()
    .int()
    .refine((n) => (PAGE_SIZES as readonly number[]).includes(n), {
      message: `pageSize deve ser ${PAGE_SIZES.join(', ')}`,
    })
    .default(DEFAULT_PAGE_SIZE),
  /** An NF-e number (as the DANFE prints it, with dots or leading zeros) or its 44-digit key. */
  search: z.string().trim().max(PORTAL_SEARCH_MAX).optional(),
});
export type PortalListQuery = z.input<typeof portalListQuery>;

export type NfeSearch = { chaveAcesso: string } | { numero: string } | 'nothing';

/** An NF-e number has at most 9 digits (nNF); anything longer can only be its access key. */
const NFE_NUMBER_MAX_DIGITS = 9;

/**
 * What a typed search looks for: up to 9 digits an NF-e number (leading zeros dropped, as the
 * NF-e writes it), more digits the access key as stored (44 in a valid note; compared whole, so a
 * key with a digit missing finds nothing); anything else can match no note.
 */
export function nfeSearchOf(typed: string): NfeSearch {
  const digits = typed.replace(/[\s./-]/g, '');
  if (!/^\d+$/.test(digits)) return 'nothing';
  if (digits.length > NFE_NUMBER_MAX_DIGITS) return { chaveAcesso: digits };
  const numero = digits.replace(/^0+/, '');
  return numero.length >= 1 ? { numero } : 'nothing';
}

export const portalDeliverySchema = z.object({
  id: z.number().int(),
  numero: z.string().nullable(),
  serie: z.string().nullable(),
  chaveAcesso: z.string(),
  /** ISO instant. */
  dataEmissao: z.string().nullable(),
  emitenteNome: z.string().nullable(),
  destinatarioNome: z.string().nullable(),
  destinatarioCnpjCpf: z.string().nullable(),
  destinatarioMunicipio: z.string().nullable(),
  destinatarioUf: z.string().nullable(),
  volumes: z.number().int().nullable(),
  status: z.enum(ENTREGA_STATUSES),
  /** 'yyyy-mm-dd'. */
  dataPrevista: z.string().nullable(),
  /** ISO instant. */
  dataEntrega: z.string().nullable(),
  /** On time or late (delivery-timing.ts); null for a returned or cancelled delivery. */
  prazo: z.enum(ENTREGA_PRAZOS).nullable(),
});
export type PortalDelivery = z.infer<typeof portalDeliverySchema>;

export const portalDeliveryPageSchema = z.object({
  items: z.array(portalDeliverySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type PortalDeliveryPage = z.infer<typeof portalDeliveryPageSchema>;

export const portalOccurrenceSchema = z.object({
  id: z.number().int(),
  /** The carrier's code as text ('1', 'A7'). */
  codigo: z.string(),
  descricao: z.string(),
  status: z.enum(ENTREGA_STATUSES),
  /** ISO instant. */
  dataOcorrencia: z.string(),
  texto: z.string(),
});
export type PortalOccurrence = z.infer<typeof portalOccurrenceSchema>;

export const portalStatusChangeSchema = z.object({
  id: z.number().int(),
  de: z.enum(ENTREGA_STATUSES),
  para: z.enum(ENTREGA_STATUSES),
  /** ISO instant. */
  createdAt: z.string(),
});
export type PortalStatusChange = z.infer<typeof portalStatusChangeSchema>;

export const portalProofSchema = z.object({
  id: z.number().int(),
  tipo: z.enum(COMPROVANTE_STORED_TYPES),
  tamanho: z.number().int(),
  /** ISO instant. */
  createdAt: z.string(),
});
export type PortalProof = z.infer<typeof portalProofSchema>;

export const portalDeliveryDetailSchema = z.object({
  entrega: portalDeliverySchema,
  /** The carrier's occurrences, oldest first. */
  ocorrencias: z.array(portalOccurrenceSchema),
  /** The status changes, oldest first. */
  historico: z.array(portalStatusChangeSchema),
  /** Its proofs of delivery, newest first. */
  comprovantes: z.array(portalProofSchema),
});
export type PortalDeliveryDetail = z.infer<typeof portalDeliveryDetailSchema>;
