// The document (CNPJ or CPF) a delivery client follows, as staff type it and as it is stored: the
// same characters the NF-e writes for its recipient (digits, or the alphanumeric CNPJ's letters),
// with their check digits right, so a mistyped number is told at once instead of linking a client
// to deliveries that can never arrive.
import { z } from 'zod';
import { cleanDocument, isCnpj } from '../documents/cnpj';
import { isCpf } from '../documents/cpf';

/** The message ids of a refused document (lang/tracking: the register's form shows them). */
export const CLIENT_DOCUMENT_MESSAGES = {
  required: 'resource.clienteEntregaDocumento.error.documentoRequired',
  invalid: 'resource.clienteEntregaDocumento.error.documentoInvalid',
} as const;

export const isCnpjOrCpf = (document: string): boolean => isCpf(document) || isCnpj(document);

/** A CNPJ or CPF typed with or without punctuation, stored clean. */
export const clientDocumentSchema = z
  .string({ error: CLIENT_DOCUMENT_MESSAGES.required })
  .max(40, CLIENT_DOCUMENT_MESSAGES.invalid)
  .transform(cleanDocument)
  .refine((document) => document.length > 0, CLIENT_DOCUMENT_MESSAGES.required)
  .refine((document) => document.length === 0 || isCnpjOrCpf(document), CLIENT_DOCUMENT_MESSAGES.invalid);
