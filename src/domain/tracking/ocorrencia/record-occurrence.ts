// Recording an occurrence by hand on one delivery or on many at once (the delivery drawer and the
// delivery list's selection): the code comes from the company's occurrence table (its own
// mapping over the PROCEDA codes), the instant defaults to now, a note is optional. Shared by the
// server's route and the SPA's dialog.
import { z } from 'zod';
import { ENTREGA_STATUSES } from '../entrega/entrega-status';
import { carrierCodeSchema } from './carrier-code';

/** Deliveries one request may record an occurrence on. */
export const RECORD_OCCURRENCE_MAX = 500;
export const OCCURRENCE_NOTE_MAX = 500;

/** A code the company may record: what it means and, when its mapping gave it, its own code. */
export const occurrenceCodeSchema = z.object({
  /** The carrier code as the mapping spells it (carrier-code.ts): PROCEDA's numbers or letters. */
  codigo: z.string(),
  descricao: z.string(),
  status: z.enum(ENTREGA_STATUSES),
  codigoEmbarcador: z.string().nullable(),
});
export type OccurrenceCode = z.infer<typeof occurrenceCodeSchema>;

export const recordOccurrenceRequestSchema = z.object({
  entregaIds: z
    .array(z.number().int().positive().max(2_147_483_647))
    .min(1)
    .max(RECORD_OCCURRENCE_MAX, 'entregaOcorrencia.error.tooMany')
    .transform((ids) => [...new Set(ids)]),
  codigo: carrierCodeSchema,
  /** ISO instant; not in the future (a minute of clock drift allowed) nor before 2000. */
  dataOcorrencia: z
    .string()
    .datetime({ offset: true })
    .refine((at) => Date.parse(at) >= Date.UTC(2000, 0, 1), 'entregaOcorrencia.error.future')
    .refine((at) => Date.parse(at) <= Date.now() + 60_000, 'entregaOcorrencia.error.future'),
  texto: z
    .string()
    .trim()
    .max(OCCURRENCE_NOTE_MAX)
    .optional()
    .transform((value) => value ?? ''),
});
export type RecordOccurrenceRequest = z.input<typeof recordOccurrenceRequestSchema>;

/** How many deliveries got the occurrence and how many of them changed status. */
export const recordOccurrenceAnswerSchema = z.object({
  gravadas: z.number().int(),
  statusAlterados: z.number().int(),
});
export type RecordOccurrenceAnswer = z.infer<typeof recordOccurrenceAnswerSchema>;
