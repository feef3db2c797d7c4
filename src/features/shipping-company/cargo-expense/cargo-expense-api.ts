// The expense kanban's calls: the whole board in one request, one expense with its history, the
// disapproved reasons a move offers, a load's expenses summed by the server, and a move, made
// through the shared kanban hub (so the server pushes it to the others on the expense board) or,
// while the hub is not connected, through the HTTP route.
import { z } from 'zod';
import { cargoReasonOptionSchema, type CargoReasonOption } from '@/domain/shipping-company/cargo';
import type { CargoExpenseMoveResult } from '@/domain/shipping-company/cargo-board-contract';
import {
  cargoExpenseCardSchema,
  cargoExpenseDetailSchema,
  cargoExpenseHistoryEntrySchema,
  cargoExpenseTotalsSchema,
  type CargoExpenseMove,
  type CargoExpenseTotals,
} from '@/domain/shipping-company/cargo-expense';
import { api } from '@/services/api';
import { boardMoveOverHttp } from '../cargo/board-move-over-http';
import { cargoBoardHub } from '../cargo/cargo-board-hub';

export const expenseBoardQueryKey = ['cargoExpense', 'board'] as const;
export const expenseDetailQueryKey = (id: number) => ['cargoExpense', 'detail', id] as const;
export const expenseTotalsQueryKey = (cargoId: number) => ['cargoExpense', 'totals', cargoId] as const;
export const expenseReasonsQueryKey = ['cargoExpense', 'reasons'] as const;

const detailAnswer = z.object({
  data: z.object({ despesa: cargoExpenseDetailSchema, historico: z.array(cargoExpenseHistoryEntrySchema) }),
});
const reasonsAnswer = z.object({ data: z.object({ reasons: z.array(cargoReasonOptionSchema) }) });

export const getExpenseDetail = async (id: number) =>
  detailAnswer.parse(await api.tracking.get(`cargoExpense/${id}/details`).json()).data;

export const getExpenseReasons = async (): Promise<CargoReasonOption[]> =>
  reasonsAnswer.parse(await api.tracking.get('cargoExpense/reasons').json()).data.reasons;

export const getExpenseTotals = async (cargoId: number): Promise<CargoExpenseTotals> =>
  z
    .object({ data: cargoExpenseTotalsSchema })
    .parse(await api.tracking.get(`cargo/${cargoId}/expenseTotals`).json()).data;

const moveOverHttp = (id: number, move: CargoExpenseMove): Promise<CargoExpenseMoveResult> =>
  boardMoveOverHttp(`cargoExpense/${id}/status`, move, cargoExpenseCardSchema, 'cargoExpense.error.failed');

/** Moves an expense; a refusal is an answer (why, and the card as it is now), not an error. */
export async function moveExpenseCard(id: number, move: CargoExpenseMove): Promise<CargoExpenseMoveResult> {
  if (cargoBoardHub.status === 'connected') {
    try {
      return await cargoBoardHub.invoke('MoveExpense', id, move);
    } catch {
      // The connection dropped during the call: the HTTP route checks the version, so a move the
      // hub already applied answers stale rather than moving twice.
    }
  }
  return moveOverHttp(id, move);
}
