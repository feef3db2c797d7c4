// What the board limit register's declaration cannot say
// (src/domain/shipping-company/resources/board-limit.ts):
// - the status must be one of the chosen board's (the form offers only those; a client may send
//   any), refused at the field;
// - at least one of the two limits, refused at the WIP field;
// - one row per company, board and status: a second one is refused with a message naming it
//   rather than the database's generic duplicate.
import type { Kysely } from 'kysely';
import { isStatusOfBoard } from '../../../../src/domain/shipping-company/board-limits';
import type { Database } from '../../../db/schema';
import type { MessageId } from '../../../messages';
import { refuse } from '../../../errors';
import type { ColumnValues, HookContext, ResourceHooks } from '../../../resources/hooks/resource-hooks';

const atField = (field: string, id: MessageId) =>
  refuse(400, { id: 'error.validation.field', values: { field, message: { id } } });

async function checked(ctx: HookContext, values: ColumnValues, id: number | null): Promise<ColumnValues> {
  const quadro = String(values.quadro);
  const status = String(values.status);
  if (!isStatusOfBoard(quadro, status)) throw atField('status', 'resource.boardLimit.error.statusOfBoard');
  if (values.limiteWip == null && values.limiteHoras == null)
    throw atField('limiteWip', 'resource.boardLimit.error.noLimit');
  let taken = (ctx.db as Kysely<Database>)
    .selectFrom('boardLimit')
    .select('id')
    .where('empresaId', '=', ctx.auth.empresaId)
    .where('quadro', '=', quadro as 'cargo')
    .where('status', '=', status);
  if (id !== null) taken = taken.where('id', '<>', id);
  if (await taken.executeTakeFirst()) throw refuse(409, { id: 'resource.boardLimit.error.duplicate' });
  return values;
}

export const boardLimitHooks = (): ResourceHooks => ({
  beforeCreate: (ctx, values) => checked(ctx, values, null),
  beforeUpdate: (ctx, id, values) => checked(ctx, values, id),
});
