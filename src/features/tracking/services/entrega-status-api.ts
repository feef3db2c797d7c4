// A delivery's status through its machine (GET/POST entrega/{id}/status), checked with the shared
// schemas. A refusal carries the server's message ids, so the screen shows it in its language.
import { HTTPError } from 'ky';
import { z } from 'zod';
import {
  entregaStatusStateSchema,
  type EntregaStatusRequest,
  type EntregaStatusState,
} from '@/domain/tracking/entrega/entrega-status-change';
import { machineHistoryEntrySchema, type MachineHistoryEntry } from '@/domain/machines/machine-change';
import { api, errorMessages } from '@/services/api';

export const entregaStatusQueryKey = (entregaId: number) => ['entrega', entregaId, 'status'] as const;

const statusAnswer = z.object({
  data: z.object({ entrega: entregaStatusStateSchema, historico: z.array(machineHistoryEntrySchema) }),
});

export interface EntregaStatusView {
  entrega: EntregaStatusState;
  historico: MachineHistoryEntry[];
}

export const getEntregaStatus = async (entregaId: number): Promise<EntregaStatusView> =>
  statusAnswer.parse(await api.tracking.get(`entrega/${entregaId}/status`).json()).data;

/** A refused change: the message ids the catalogs know, else the server's texts. */
export class EntregaStatusRefused extends Error {
  constructor(
    readonly statusCode: number,
    readonly messageIds: string[],
    readonly messages: string[],
  ) {
    super(messages.join(' '));
  }
}

const messageIdsOf = async (error: HTTPError): Promise<string[]> => {
  try {
    const body = (await error.response.clone().json()) as { messageIds?: unknown };
    return Array.isArray(body.messageIds) ? body.messageIds.map(String) : [];
  } catch {
    return [];
  }
};

export async function applyEntregaStatus(
  entregaId: number,
  request: EntregaStatusRequest,
): Promise<EntregaStatusState> {
  try {
    const body = await api.tracking.post(`entrega/${entregaId}/status`, { json: request }).json();
    return z.object({ data: entregaStatusStateSchema }).parse(body).data;
  } catch (error) {
    if (error instanceof HTTPError)
      throw new EntregaStatusRefused(
        error.response.status,
        await messageIdsOf(error),
        await errorMessages(error),
      );
    throw error;
  }
}
