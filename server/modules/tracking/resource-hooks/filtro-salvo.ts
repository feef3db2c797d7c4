// What the saved filter sets' declaration (src/domain/tracking/resources/filtro-salvo.ts) cannot
// say: a name the user already gave another of their sets in this company answers 409 with the
// bar's own message rather than the database's generic duplicate (the unique index
// filtro_salvo_dono_nome_idx of migration 0008 still settles a race), and a change marks the set's
// updated_at. The engine has already scoped the row to the signed-in user in the token's company.
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import { refuse } from '../../../errors';
import type { ColumnValues, HookContext, ResourceHooks } from '../../../resources/hooks/resource-hooks';

async function freeName(ctx: HookContext, values: ColumnValues, id: number | null): Promise<void> {
  let taken = (ctx.db as Kysely<Database>)
    .selectFrom('filtroSalvo')
    .select('id')
    .where('empresaId', '=', ctx.auth.empresaId)
    .where('usuarioId', '=', ctx.auth.userId)
    .where('nome', '=', String(values.nome));
  if (id !== null) taken = taken.where('id', '<>', id);
  // Answered in the request's language (lang/tracking).
  if (await taken.executeTakeFirst()) throw refuse(409, { id: 'savedFilters.error.duplicate' });
}

export const filtroSalvoHooks: ResourceHooks = {
  async beforeCreate(ctx, values) {
    await freeName(ctx, values, null);
    return values;
  },
  async beforeUpdate(ctx, id, values) {
    await freeName(ctx, values, id);
    return { ...values, updatedAt: new Date() };
  },
};
