// What the cargo register's declaration cannot say (src/domain/shipping-company/resources/cargo.ts):
// - a new load takes the company's next number, under the same lock as every other creation, and
//   starts in the machine's first status, with a history row saying who created it;
// - the driver is looked up by CPF in the driver register (refused at the field when unknown), and
//   the load keeps the driver's id and name; an edit that keeps the CPF keeps the driver even if
//   the driver was deactivated since;
// - once committed, everyone on the company's board sees the new or changed card.
import type { FastifyInstance } from 'fastify';
import { type Kysely, sql } from 'kysely';
import { CARGO_STATUSES } from '../../../../src/machines/cargo-status-machine';
import type { Database } from '../../../db/schema';
import type { ColumnValues, HookContext, ResourceHooks } from '../../../resources/hooks/resource-hooks';
import { driverNotFound, findDriver } from '../drivers/driver-lookup';
import { cargoCard } from './cargo-store';

/** The event name of a creation in the history (no machine event: a load starts in its first status). */
export const CARGO_CREATED_EVENT = 'carga.criada';

const typed = (ctx: HookContext) => ctx.db as Kysely<Database>;

async function withDriver(ctx: HookContext, values: ColumnValues): Promise<ColumnValues> {
  const cpf = String(values.motoristaCpf);
  const driver = await findDriver(typed(ctx), ctx.auth.empresaId, cpf);
  if (!driver) throw driverNotFound('motoristaCpf');
  return { ...values, motoristaId: driver.id, motoristaNome: driver.nome };
}

async function nextNumber(ctx: HookContext): Promise<number> {
  const { empresaId } = ctx.auth;
  // Two creations at once (a form and an import) must not take the same number.
  await sql`select pg_advisory_xact_lock(hashtext('carga.numero'), ${empresaId})`.execute(ctx.db);
  const row = await typed(ctx)
    .selectFrom('carga')
    .select(sql<number>`coalesce(max(numero), 0) + 1`.as('n'))
    .where('empresaId', '=', empresaId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export const cargoHooks = (): ResourceHooks => ({
  beforeCreate: async (ctx, values) => ({
    ...(await withDriver(ctx, values)),
    numero: await nextNumber(ctx),
    // The machine's first status; only the machine moves it from there.
    status: CARGO_STATUSES[0],
  }),
  beforeUpdate: async (ctx, id, values) => {
    const stored = await typed(ctx)
      .selectFrom('carga')
      .select(['motoristaCpf', 'motoristaId'])
      .where('empresaId', '=', ctx.auth.empresaId)
      .where('id', '=', id)
      .executeTakeFirst();
    if (stored && stored.motoristaCpf === values.motoristaCpf) return values;
    return withDriver(ctx, values);
  },
  afterWrite: async (ctx, write) => {
    if (write.before !== null || write.after === null) return;
    await typed(ctx)
      .insertInto('cargaStatusHistorico')
      .values({
        empresaId: ctx.auth.empresaId,
        cargaId: write.id,
        usuarioId: ctx.auth.userId,
        evento: CARGO_CREATED_EVENT,
        estadoAnterior: '',
        estadoNovo: String(write.after.status),
      })
      .execute();
  },
  afterCommit: async (app: FastifyInstance, write) => {
    // The write was the caller's own, already scoped; its company is the row's.
    const row = await app.db
      .selectFrom('carga')
      .select('empresaId')
      .where('id', '=', write.id)
      .executeTakeFirst();
    const card = row ? await cargoCard(app.db, row.empresaId, write.id) : null;
    if (!row || !card) return;
    const { empresaId } = row;
    if (write.before === null) await app.cargoBoard.created(empresaId, card);
    else await app.cargoBoard.updated(empresaId, card);
  },
});
