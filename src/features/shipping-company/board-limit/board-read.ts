// A kanban board's read: `GET <path>` answers every card of the board in one query and the
// company's limits of its columns (the boardLimit register) beside them.
import { z } from 'zod';
import { boardColumnLimitSchema } from '@/domain/shipping-company/board-limits';
import { api } from '@/services/api';
import type { BoardRead } from '../cargo/board-kind';

export async function readBoard<S extends z.ZodType>(
  path: string,
  cardSchema: S,
): Promise<BoardRead<z.output<S>>> {
  const answer = z.object({
    data: z.object({ cards: z.array(cardSchema), limits: z.array(boardColumnLimitSchema) }),
  });
  return answer.parse(await api.tracking.get(path).json()).data;
}
