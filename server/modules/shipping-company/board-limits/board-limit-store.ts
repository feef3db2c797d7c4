// The limits a board reads with its cards: the company's rows of that board, by status.
import type { Kysely } from 'kysely';
import type { BoardColumnLimit, BoardKindKey } from '../../../../src/domain/shipping-company/board-limits';
import type { Database } from '../../../db/schema';

export async function boardLimits(
  db: Kysely<Database>,
  empresaId: number,
  quadro: BoardKindKey,
): Promise<BoardColumnLimit[]> {
  return db
    .selectFrom('boardLimit')
    .select(['status', 'limiteWip', 'limiteHoras'])
    .where('empresaId', '=', empresaId)
    .where('quadro', '=', quadro)
    .orderBy('status')
    .execute();
}
