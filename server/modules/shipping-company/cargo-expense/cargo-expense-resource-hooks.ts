// What the cargo expense register's declaration cannot say (src/domain/shipping-company/resources/
// cargo-expense.ts):
// - a new expense takes the company's next number, under a lock, and starts in the machine's
//   first status, with a history row saying who launched it; no body sets or changes the status;
// - once committed, everyone on the company's expense board sees the new or changed card.
import type { FastifyInstance } from 'fastify';
import { type Kysely, sql } from 'kysely';
import { CARGO_EXPENSE_STATUSES } from '../../../../src/machines/cargo-expense-status-machine';
import type { Database } from '../../../db/schema';
import type { HookContext, ResourceHooks } from '../../../resources/hooks/resource-hooks';
import { expenseCard } from './cargo-expense-store';

/** The event name of a creation in the history (no machine event: an expense starts launched). */
export const CARGO_EXPENSE_CREATED_EVENT = 'despesa.criada';

const typed = (ctx: HookContext) => ctx.db as Kysely<Database>;

async function nextNumber(ctx: HookContext): Promise<number> {
  const { empresaId } = ctx.auth;
  await sql`select pg_advisory_xact_lock(hashtext('carga_despesa.numero'), ${empresaId})`.execute(ctx.db);
  const row = await typed(ctx)
    .selectFrom('cargaDespesa')
    .select(sql<number>`coalesce(max(numero), 0) + 1`.as('n'))
    .where('empresaId', '=', empresaId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export const cargoExpenseHooks = (): ResourceHooks => ({
  beforeCreate: async (ctx, values) => ({
    ...values,
    numero: await nextNumber(ctx),
    status: CARGO_EXPENSE_STATUSES[0],
  }),
  // The status is the machine's: whatever an edit sends, the stored one stays.
  beforeUpdate: async (_ctx, _id, values) => {
    const { status: _status, numero: _numero, ...rest } = values;
    return rest;
  },
  afterWrite: async (ctx, write) => {
    if (write.before !== null || write.after === null) return;
    await typed(ctx)
      .insertInto('cargaDespesaStatusHistorico')
      .values({
        empresaId: ctx.auth.empresaId,
        cargaDespesaId: write.id,
        usuarioId: ctx.auth.userId,
        evento: CARGO_EXPENSE_CREATED_EVENT,
        estadoAnterior: '',
        estadoNovo: String(write.after.status),
      })
      .execute();
  },
  afterCommit: async (app: FastifyInstance, write) => {
    const row = await app.db
      .selectFrom('cargaDespesa')
      .select('empresaId')
      .where('id', '=', write.id)
      .executeTakeFirst();
    const card = row ? await expenseCard(app.db, row.empresaId, write.id) : null;
    if (!row || !card) return;
    if (write.before === null) await app.expenseBoard.created(row.empresaId, card);
    else await app.expenseBoard.updated(row.empresaId, card);
  },
});
