// Companies: the company the session is using cannot be deleted or deactivated from under it, and
// the fields the declaration keeps to the vendor (vendorOnly: the logistics mark) change only by a
// vendor (RMS) user.
import { empresaResource } from '../../../src/domain/resources/empresa';
import { refuse } from '../../errors';
import type { ColumnValues, HookContext, ResourceHooks } from './resource-hooks';

const VENDOR_ONLY = empresaResource.fields.filter((f) => f.vendorOnly).map((f) => f.name);

/** 403 when a user who is not the vendor's changes a vendor-only field (a create: sets it). */
async function assertVendorFields(ctx: HookContext, id: number | null, values: ColumnValues) {
  if (ctx.auth.principal.isRms) return;
  const sent = VENDOR_ONLY.filter((name) => values[name] !== undefined);
  if (sent.length === 0) return;
  const stored: ColumnValues | undefined =
    id === null
      ? undefined
      : await ctx.db.selectFrom('empresa').select(sent).where('id', '=', id).executeTakeFirst();
  for (const name of sent) {
    const before = stored?.[name] ?? false;
    if (values[name] !== before) throw refuse(403, { id: 'error.company.vendorOnlyField' });
  }
}

export const empresaHooks: ResourceHooks = {
  async beforeCreate(ctx, values) {
    await assertVendorFields(ctx, null, values);
    return values;
  },
  async beforeUpdate(ctx, id, values) {
    await assertVendorFields(ctx, id, values);
    return values;
  },
  async beforeDelete(ctx, id) {
    if (id === ctx.auth.empresaId) {
      throw refuse(409, { id: 'error.company.cannotDeleteCurrent' });
    }
  },
  async beforeDeactivate(ctx, id) {
    if (id === ctx.auth.empresaId) {
      throw refuse(409, { id: 'error.company.cannotDeactivateCurrent' });
    }
  },
};
