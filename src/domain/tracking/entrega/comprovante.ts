// Proof of delivery (/entrega/comprovante): the shapes the server answers and the SPA reads, the
// accepted file kinds and how a company's image settings become the stored image's size and
// quality.
import { z } from 'zod';
import { DEFAULT_COMPRESSION_LEVEL, DEFAULT_IMAGE_QUALITY } from '../../constants';
import { ENTREGA_STATUSES } from './entrega-status';

/** Largest proof file accepted by default (PROOF_MAX_UPLOAD_MB). */
export const DEFAULT_PROOF_MAX_UPLOAD_MB = 15;

export const COMPROVANTE_ORIGINS = ['barcode', 'digitada'] as const;
export type ComprovanteOrigin = (typeof COMPROVANTE_ORIGINS)[number];

/** What is stored: images become WebP; a PDF is kept as it came. */
export const COMPROVANTE_STORED_TYPES = ['image/webp', 'application/pdf'] as const;

/** The file chooser's filter; the server still checks the bytes. */
export const COMPROVANTE_ACCEPT = 'image/jpeg,image/png,application/pdf';

/** The delivery a key points at, as the screen shows it. */
export const comprovanteEntregaSchema = z.object({
  id: z.number().int(),
  numero: z.string().nullable(),
  serie: z.string().nullable(),
  destinatarioNome: z.string().nullable(),
  chaveAcesso: z.string(),
  status: z.enum(ENTREGA_STATUSES),
  /** The issuer's CNPJ or CPF and name, to tell two notes of one number apart. */
  emitenteCnpjCpf: z.string().nullable().default(null),
  emitenteNome: z.string().nullable().default(null),
  /** Proofs the delivery already has: a second one is worth a warning. */
  comprovantes: z.number().int().default(0),
});
export type ComprovanteEntrega = z.infer<typeof comprovanteEntregaSchema>;

/** The answer of reading a file: the key found on it (or none) and its delivery (or none). */
export const comprovanteReadingSchema = z.object({
  chaveAcesso: z.string().nullable(),
  entrega: comprovanteEntregaSchema.nullable(),
});
export type ComprovanteReading = z.infer<typeof comprovanteReadingSchema>;

export const comprovanteSchema = z.object({
  id: z.number().int(),
  entregaId: z.number().int(),
  tipo: z.enum(COMPROVANTE_STORED_TYPES),
  tamanho: z.number().int(),
  nomeOriginal: z.string(),
  chaveAcesso: z.string(),
  origem: z.enum(COMPROVANTE_ORIGINS),
  /** What the receipt says: its day ('yyyy-mm-dd'), who received and their CPF or CNPJ. */
  dataRecebimento: z.string().nullable().default(null),
  recebedorNome: z.string().nullable().default(null),
  recebedorDocumento: z.string().nullable().default(null),
  createdAt: z.string(),
});
export type Comprovante = z.infer<typeof comprovanteSchema>;

/** The answer of attaching a proof: the stored proof and the delivery as it is now. */
export const comprovanteAttachedSchema = z.object({
  comprovante: comprovanteSchema,
  entrega: comprovanteEntregaSchema,
});
export type ComprovanteAttached = z.infer<typeof comprovanteAttachedSchema>;

/** Finding a note whose barcode cannot be read: its number, and its series and issuer if known. */
export const comprovanteSearchSchema = z.object({
  numero: z
    .string()
    .trim()
    .regex(/^\d{1,9}$/, 'comprovante.error.searchNumber')
    // The number as the NF-e stores it: without leading zeros.
    .transform((numero) => String(Number(numero))),
  serie: z
    .string()
    .trim()
    .regex(/^\d{1,3}$/, 'comprovante.error.searchSerie')
    .transform((serie) => String(Number(serie)))
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** The issuer's CNPJ or CPF (digits, punctuation ignored) or part of its name. */
  emitente: z.string().trim().max(120).optional(),
});
export type ComprovanteSearch = z.input<typeof comprovanteSearchSchema>;
export const COMPROVANTE_SEARCH_LIMIT = 20;

/** The largest side of a stored image at compression level 0 (an A4 page at about 300 dpi). */
const MAX_SIDE_PX = 3508;
/** The WebP quality of imageQuality 0, the spec's default. */
const DEFAULT_WEBP_QUALITY = 80;

export interface ImageEncoding {
  /** Largest width or height of the stored image, in pixels. */
  maxSidePx: number;
  /** WebP quality, 1 to 100. */
  quality: number;
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/**
 * How a company's media settings shape a stored proof image.
 * - imageQuality: 0 (the default) means WebP quality 80; 1 to 100 is the WebP quality itself.
 * - compressionLevel: 0 to 100, how much smaller the stored image gets: its largest side is cut
 *   from 3508 px (level 0) down to half of that (level 100). The default 40 keeps about 2800 px,
 *   enough to read a signature and the printed DANFE.
 */
export function imageEncodingFor(
  imageQuality: number = DEFAULT_IMAGE_QUALITY,
  compressionLevel: number = DEFAULT_COMPRESSION_LEVEL,
): ImageEncoding {
  const level = clamp(Math.round(compressionLevel), 0, 100);
  const quality =
    Math.round(imageQuality) <= 0 ? DEFAULT_WEBP_QUALITY : clamp(Math.round(imageQuality), 1, 100);
  return { maxSidePx: Math.round(MAX_SIDE_PX * (1 - level / 200)), quality };
}
