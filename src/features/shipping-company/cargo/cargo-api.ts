// The cargo kanban's calls: the whole board in one request, one load with its history, the reasons
// a move offers, and a move,
// made through the board's hub (so the server pushes it to the others on the board) or, while the
// hub is not connected, through the HTTP route.
import { z } from 'zod';
import {
  cargoCardSchema,
  cargoDetailSchema,
  cargoHistoryEntrySchema,
  cargoReasonOptionSchema,
  type CargoReasonOption,
  type CargoMove,
} from '@/domain/shipping-company/cargo';
import type { CargoMoveResult } from '@/domain/shipping-company/cargo-board-contract';
import type { CargoReasonKind } from '@/machines/cargo-status-machine';
import { api } from '@/services/api';
import { boardMoveOverHttp } from './board-move-over-http';
import { cargoBoardHub } from './cargo-board-hub';

export const cargoBoardQueryKey = ['cargo', 'board'] as const;
export const cargoDetailQueryKey = (id: number) => ['cargo', 'detail', id] as const;

const detailAnswer = z.object({
  data: z.object({ carga: cargoDetailSchema, historico: z.array(cargoHistoryEntrySchema) }),
});

export const getCargoDetail = async (id: number) =>
  detailAnswer.parse(await api.tracking.get(`cargo/${id}/details`).json()).data;

export const cargoReasonsQueryKey = (kind: CargoReasonKind) => ['cargo', 'reasons', kind] as const;

const reasonsAnswer = z.object({ data: z.object({ reasons: z.array(cargoReasonOptionSchema) }) });

/** The company's reasons a move of this kind offers, in their sequence. */
export const getCargoReasons = async (kind: CargoReasonKind): Promise<CargoReasonOption[]> =>
  reasonsAnswer.parse(await api.tracking.get('cargo/reasons', { searchParams: { kind } }).json()).data
    .reasons;

const moveOverHttp = (id: number, move: CargoMove): Promise<CargoMoveResult> =>
  boardMoveOverHttp(`cargo/${id}/status`, move, cargoCardSchema, 'cargo.error.failed');

/** Moves a load; a refusal is an answer (why, and the card as it is now), not an error. */
export async function moveCargoCard(id: number, move: CargoMove): Promise<CargoMoveResult> {
  if (cargoBoardHub.status === 'connected') {
    try {
      return await cargoBoardHub.invoke('MoveCard', id, move);
    } catch {
      // The connection dropped during the call: the HTTP route checks the version, so a move the
      // hub already applied answers stale rather than moving twice.
    }
  }
  return moveOverHttp(id, move);
}
