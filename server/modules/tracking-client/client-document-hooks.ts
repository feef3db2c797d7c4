// What the documents register's declaration cannot say: the user a document is linked to must be
// a delivery client of the company (the reference field offers the company's users, and a staff
// user linked to a document would gain nothing but confusion). Another company's user is refused
// the same way, so the answer tells nothing about who exists elsewhere.
import { refuse } from '../../errors';
import type { ColumnValues, HookContext, ResourceHooks } from '../../resources/hooks/resource-hooks';

async function linkedToDeliveryClient(ctx: HookContext, values: ColumnValues): Promise<ColumnValues> {
  const usuarioId = Number(values.usuarioId);
  const client = await ctx.db
    .selectFrom('usuario')
    .select('id')
    .where('id', '=', usuarioId)
    .where('empresaId', '=', ctx.auth.empresaId)
    .where('tipo', '=', 'deliveryClient')
    .executeTakeFirst();
  if (!client)
    throw refuse(400, {
      id: 'error.validation.field',
      values: {
        field: 'usuarioId',
        message: { id: 'resource.clienteEntregaDocumento.error.notDeliveryClient' },
      },
    });
  return values;
}

export const clientDocumentHooks: ResourceHooks = {
  beforeCreate: linkedToDeliveryClient,
  beforeUpdate: (ctx, _id, values) => linkedToDeliveryClient(ctx, values),
};
