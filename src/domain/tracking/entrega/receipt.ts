// What a signed receipt (the DANFE's stub) says about a delivery: the day written on it, who
// received the goods and their document. A delivery is delivered on the receipt's day, not on
// the day someone uploads its photo, so the deadline comparison and the dashboard's on-time and
// late figures follow the receipt.
import { z } from 'zod';
import { cleanDocument, isCnpj } from '../../documents/cnpj';
import { isCpf } from '../../documents/cpf';
import { businessToday } from './overdue';
import { isCalendarDay } from '../../calendar-day';

export const RECEIVER_NAME_MAX = 120;

/** A receipt's day may not be in the future nor before this one. */
export const RECEIPT_EARLIEST_DAY = '2000-01-01';

/** Whether `typed` (punctuation allowed) is a CPF or a CNPJ with right check digits. */
export const isReceiverDocument = (typed: string): boolean => {
  const clean = cleanDocument(typed);
  return clean.length === 11 ? isCpf(clean) : isCnpj(clean);
};

/**
 * The receipt's fields as a request carries them. The day must exist, and be neither in the
 * future (on the business clock) nor before 2000; the document, when given, is a CPF or a CNPJ
 * and is kept without punctuation.
 */
export const receiptSchema = z.object({
  dataRecebimento: z
    .string()
    .refine(isCalendarDay, 'comprovante.error.receiptDay')
    .refine((day) => day >= RECEIPT_EARLIEST_DAY && day <= businessToday(), 'comprovante.error.receiptDay'),
  recebedorNome: z
    .string()
    .trim()
    .max(RECEIVER_NAME_MAX)
    .optional()
    .transform((value) => value || undefined),
  recebedorDocumento: z
    .string()
    .trim()
    .optional()
    .transform((value) => (value ? cleanDocument(value) : undefined))
    .refine(
      (value) => value === undefined || isReceiverDocument(value),
      'comprovante.error.receiverDocument',
    ),
});
export type Receipt = z.output<typeof receiptSchema>;
export type ReceiptInput = z.input<typeof receiptSchema>;

/** A confirmation of delivery names who received it. */
export const deliveryConfirmationSchema = receiptSchema.refine((receipt) => !!receipt.recebedorNome, {
  path: ['recebedorNome'],
  message: 'entregaStatus.error.receiverName',
});

/**
 * The instant a delivery on `day` is recorded at: now when the receipt is of today, else the
 * middle of that business day (15:00 UTC is noon in UTC-3), so the day reads the same on any
 * clock the instant is shown in.
 */
export const receiptInstant = (day: string, now: Date = new Date()): string =>
  day === businessToday(now) ? now.toISOString() : `${day}T15:00:00.000Z`;
