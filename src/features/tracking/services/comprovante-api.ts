// Proof-of-delivery calls of the tracking service, shared by the upload screen and the delivery
// detail. Answers are checked with the shared schemas of src/domain/tracking/entrega/comprovante.
import { HTTPError } from 'ky';
import { z } from 'zod';
import {
  comprovanteAttachedSchema,
  comprovanteEntregaSchema,
  comprovanteReadingSchema,
  comprovanteSchema,
  type Comprovante,
  type ComprovanteAttached,
  type ComprovanteEntrega,
  type ComprovanteReading,
  type ComprovanteSearch,
} from '@/domain/tracking/entrega/comprovante';
import type { Receipt } from '@/domain/tracking/entrega/receipt';
import { api, errorMessages } from '@/services/api';

const envelope = <T extends z.ZodType>(data: T) => z.object({ data });

/** A refused call, with the server's messages to show beside the file. */
export class ComprovanteRequestError extends Error {
  constructor(readonly messages: string[]) {
    super(messages.join(' '));
  }
}

const withMessages = async <T>(call: () => Promise<T>): Promise<T> => {
  try {
    return await call();
  } catch (error) {
    if (error instanceof HTTPError) throw new ComprovanteRequestError(await errorMessages(error));
    throw error;
  }
};

const formOf = (file: File) => {
  const form = new FormData();
  form.append('file', file, file.name);
  return form;
};

/** POST comprovante/ler: the key on the file's barcode and its delivery; nothing is stored. */
export const readProof = (file: File): Promise<ComprovanteReading> =>
  withMessages(async () => {
    const body = await api.tracking.post('comprovante/ler', { body: formOf(file), timeout: 120_000 }).json();
    return envelope(comprovanteReadingSchema).parse(body).data;
  });

/** Query parameters without the fields left empty. */
const paramsOf = (values: Record<string, string | undefined>) =>
  Object.fromEntries(Object.entries(values).filter((entry): entry is [string, string] => !!entry[1]));

/**
 * POST comprovante[?chave=]: attaches the file to the delivery of the key (read when not given),
 * with what its receipt says.
 */
export const attachProof = (
  file: File,
  chave?: string,
  recebimento?: Receipt,
): Promise<ComprovanteAttached> =>
  withMessages(async () => {
    const body = await api.tracking
      .post('comprovante', {
        body: formOf(file),
        searchParams: paramsOf({ chave, ...recebimento }),
        timeout: 120_000,
      })
      .json();
    return envelope(comprovanteAttachedSchema).parse(body).data;
  });

/** GET comprovante/buscar: the company's deliveries of an NF-e number (series, issuer). */
export const searchProofDeliveries = (search: ComprovanteSearch): Promise<ComprovanteEntrega[]> =>
  withMessages(async () => {
    const body = await api.tracking
      .get('comprovante/buscar', {
        searchParams: paramsOf({ numero: search.numero, serie: search.serie, emitente: search.emitente }),
      })
      .json();
    return envelope(z.array(comprovanteEntregaSchema)).parse(body).data;
  });

/** GET comprovante/paraEntrega/{id}: the delivery the screen was opened for. */
export const getExpectedDelivery = async (entregaId: number): Promise<ComprovanteEntrega> => {
  const body = await api.tracking.get(`comprovante/paraEntrega/${entregaId}`).json();
  return envelope(comprovanteEntregaSchema).parse(body).data;
};

/** GET comprovante/entrega/{id}: a delivery's proofs, newest first. */
export const listProofs = async (entregaId: number): Promise<Comprovante[]> => {
  const body = await api.tracking.get(`comprovante/entrega/${entregaId}`).json();
  return envelope(z.array(comprovanteSchema)).parse(body).data;
};

/** GET comprovante/{id}/arquivo: the stored file (the token goes in a header, so not an <img src>). */
export const fetchProofFile = (id: number): Promise<Blob> =>
  api.tracking.get(`comprovante/${id}/arquivo`).blob();

export const proofsQueryKey = (entregaId: number) => ['comprovantes', entregaId] as const;
