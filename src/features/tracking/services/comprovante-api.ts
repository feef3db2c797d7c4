// Proof-of-delivery calls of the tracking service, shared by the upload screen and the delivery
// detail. Answers are checked with the shared schemas of src/domain/tracking/entrega/comprovante.
import { HTTPError } from 'ky';
import { z } from 'zod';
import {
  comprovanteAttachedSchema,
  comprovanteReadingSchema,
  comprovanteSchema,
  type Comprovante,
  type ComprovanteAttached,
  type ComprovanteReading,
} from '@/domain/tracking/entrega/comprovante';
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

/** POST comprovante[?chave=]: attaches the file to the delivery of the key (read when not given). */
export const attachProof = (file: File, chave?: string): Promise<ComprovanteAttached> =>
  withMessages(async () => {
    const body = await api.tracking
      .post('comprovante', {
        body: formOf(file),
        searchParams: chave ? { chave } : undefined,
        timeout: 120_000,
      })
      .json();
    return envelope(comprovanteAttachedSchema).parse(body).data;
  });

/** GET comprovante/entrega/{id}: a delivery's proofs, newest first. */
export const listProofs = async (entregaId: number): Promise<Comprovante[]> => {
  const body = await api.tracking.get(`comprovante/entrega/${entregaId}`).json();
  return envelope(z.array(comprovanteSchema)).parse(body).data;
};

/** GET comprovante/{id}/arquivo: the stored file (the token goes in a header, so not an <img src>). */
export const fetchProofFile = (id: number): Promise<Blob> =>
  api.tracking.get(`comprovante/${id}/arquivo`).blob();

export const proofsQueryKey = (entregaId: number) => ['comprovantes', entregaId] as const;
