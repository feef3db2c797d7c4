// Companies: the company the session is using cannot be deleted or deactivated from under it.
import { refuse } from '../../errors';
import type { ResourceHooks } from './resource-hooks';

export const empresaHooks: ResourceHooks = {
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
