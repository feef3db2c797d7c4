// The board limits' table (migration 0075-board-limits), in camelCase as the rest of the server
// names it.
import type { Generated } from 'kysely';
import type { BoardKindKey } from '../../../../src/domain/shipping-company/board-limits';
import type { Nullable, RegisterHistory } from '../../../db/column-types';

export interface BoardLimitTable extends RegisterHistory {
  id: Generated<number>;
  empresaId: number;
  quadro: BoardKindKey;
  status: string;
  limiteWip: Nullable<number>;
  limiteHoras: Nullable<number>;
}

export interface BoardLimitTables {
  boardLimit: BoardLimitTable;
}
