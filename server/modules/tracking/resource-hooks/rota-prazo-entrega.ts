// Deadlines per route: every committed change queues the recomputation of the open deliveries
// the row covered before or covers now (server/modules/tracking/rota-prazo/recompute-job.ts).
import {
  coveredDestinationUfs,
  type RuleDestination,
} from '../../../../src/domain/tracking/entrega/deadline-recompute';
import { queueDeadlineRecompute } from '../rota-prazo/recompute-job';
import type { ResourceHooks } from '../../../resources/hooks/resource-hooks';

const destinationOf = (row: Record<string, unknown>): RuleDestination => ({
  destinoPais: (row.destinoPais as string | null) ?? null,
  destinoUf: (row.destinoUf as string | null) ?? null,
});

export const rotaPrazoEntregaHooks: ResourceHooks = {
  async afterWrite(ctx, { before, after }) {
    const rows = [before, after].filter((row) => row !== null).map(destinationOf);
    await queueDeadlineRecompute(ctx.jobs, ctx.db, {
      empresaId: ctx.auth.empresaId,
      destinoUfs: coveredDestinationUfs(rows),
    });
  },
};
