// A kanban board's read: `GET <path>` answers every card of the board in one query and the
// company's limits of its columns (the boardLimit register) beside them. The check of the answer
// is timed (`<path>:parse`, e.g. `cargo/board:parse`, read by `npm run bench:board`).
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
  const body = await api.tracking.get(path).json();
  const started = performance.now();
  const read = answer.parse(body).data;
  performance.measure(`${path}:parse`, { start: started, end: performance.now() });
  return read;
}
