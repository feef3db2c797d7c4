// Companies: the company the session is using cannot be deleted or deactivated from under it.
import { conflict } from '../../errors';
import type { ResourceHooks } from './resource-hooks';

export const empresaHooks: ResourceHooks = {
  async beforeDelete(ctx, id) {
    if (id === ctx.auth.empresaId) {
      throw conflict('Não é possível excluir a empresa em uso. Troque de empresa antes.');
    }
  },
  async beforeDeactivate(ctx, id) {
    if (id === ctx.auth.empresaId) {
      throw conflict('Não é possível desativar a empresa em uso. Troque de empresa antes.');
    }
  },
};
