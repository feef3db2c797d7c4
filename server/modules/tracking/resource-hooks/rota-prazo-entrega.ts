// Deadlines per route: every committed change (one row's, or many rows' edited at once) queues
// the recomputation of the open deliveries the rows covered before or cover now
// (server/modules/tracking/rota-prazo/recompute-job.ts).
import {
  coveredDestinationUfs,
  type RuleDestination,
} from '../../../../src/domain/tracking/entrega/deadline-recompute';
import { queueDeadlineRecompute } from '../rota-prazo/recompute-job';
import type { HookContext, ResourceHooks, RowWrite } from '../../../resources/hooks/resource-hooks';

const destinationOf = (row: Record<string, unknown>): RuleDestination => ({
  destinoPais: (row.destinoPais as string | null) ?? null,
  destinoUf: (row.destinoUf as string | null) ?? null,
});

/** The rows before and after the writes, as the destinations they cover. */
const destinationsOf = (writes: readonly RowWrite[]) =>
  writes.flatMap(({ before, after }) => [before, after].filter((row) => row !== null).map(destinationOf));

/** One recomputation of the open deliveries the written rows covered before or cover now. */
const queueRecompute = async (ctx: HookContext, writes: readonly RowWrite[]): Promise<void> => {
  await queueDeadlineRecompute(ctx.jobs, ctx.db, {
    empresaId: ctx.auth.empresaId,
    destinoUfs: coveredDestinationUfs(destinationsOf(writes)),
  });
};

export const rotaPrazoEntregaHooks: ResourceHooks = {
  afterWrite: (ctx, write) => queueRecompute(ctx, [write]),
  // Many rows edited at once queue one recomputation for all of them.
  afterEditMultiple: queueRecompute,
};
