// POST /api/tracking/rotaPrazoEntrega/editMultiple: sets values on every deadline-per-route row
// of the company that the list's filters select, in one statement, and queues the recomputation
// of the open deliveries they cover in the same transaction.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { coveredDestinationUfs } from '../../../../src/domain/tracking/entrega/deadline-recompute';
import {
  editMultipleBody,
  editMultipleResult,
} from '../../../../src/domain/tracking/entrega/rota-prazo-edit-multiple';
import { writeRuleOf } from '../../../../src/domain/resources/define-resource';
import { changedStamp } from '../../../resources/history-stamp';
import { rotaPrazoEntregaResource } from '../../../../src/domain/tracking/resources/rota-prazo-entrega';
import { filterConditions } from '../../../resources/filter-conditions';
import { bearer } from '../../../resources/route-schemas';
import { queueDeadlineRecompute } from '../rota-prazo/recompute-job';
import { dataEnvelope } from '../../../services/envelope';

export async function rotaPrazoRoutes(app: FastifyInstance) {
  const def = rotaPrazoEntregaResource;
  app.withTypeProvider<ZodTypeProvider>().post(
    `/${def.name}/editMultiple`,
    {
      // A change to the company's deadlines, as the register's own writes.
      onRequest: app.requireRule(writeRuleOf(def)),
      schema: {
        tags: [def.service, def.name],
        security: bearer,
        summary: 'Altera de uma vez as rotas selecionadas pelos filtros',
        body: editMultipleBody,
        response: { 200: dataEnvelope(editMultipleResult) },
      },
    },
    async (request) => {
      const { filtros, valores } = request.body;
      const { empresaId } = request.auth;
      const alterados = await app.db.transaction().execute(async (trx) => {
        const changed = await trx
          .updateTable('rotaPrazoEntrega')
          .set({ ...valores, ...changedStamp(def, request.auth.userId) })
          .where('empresaId', '=', empresaId)
          .where(filterConditions(def.filters, filtros))
          .returning(['destinoPais', 'destinoUf'])
          .execute();
        if (changed.length > 0) {
          await queueDeadlineRecompute(app.jobs, trx, {
            empresaId,
            destinoUfs: coveredDestinationUfs(changed),
          });
        }
        return changed.length;
      });
      return { isSuccess: true as const, data: { alterados } };
    },
  );
}
