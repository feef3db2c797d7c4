// A delivery's status through its machine (server/machines/):
//   GET  /api/tracking/entrega/{id}/status  → its status, version and status history
//   POST /api/tracking/entrega/{id}/status  → applies a user's action { event, version, reason?,
//                                             recebimento? } (a confirmed delivery's receipt day
//                                             and receiver)
// Both for the signed-in company's deliveries only (another company's answers 404).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  entregaStatusRequestSchema,
  entregaStatusStateSchema,
  type EntregaStatusState,
} from '../../../../src/domain/tracking/entrega/entrega-status-change';
import { machineHistoryEntrySchema } from '../../../../src/domain/machines/machine-change';
import { entregaActionEvent } from '../../../../src/machines/entrega-status-machine';
import { applyMachineEvent } from '../../../machines/apply-machine-event';
import { entregaRecord } from '../machines/entrega-record';
import type { LockedRecord } from '../../../machines/record-store';
import { publishMachineChanges } from '../../../machines/publish-machine-changes';
import { appliedOrThrow, refusal, type RefusalMessages } from '../../../machines/refusal';
import { bearer, idParams } from '../../../resources/route-schemas';
import { dataEnvelope } from '../../../services/envelope';

const tags = ['tracking', 'entrega'];

const REFUSALS: RefusalMessages = {
  notFound: 'entregaStatus.error.notFound',
  notAccepted: 'entregaStatus.error.notAccepted',
  stale: 'entregaStatus.error.stale',
};

const stateOf = (record: LockedRecord<typeof entregaRecord.machine>): EntregaStatusState =>
  entregaStatusStateSchema.parse({
    id: record.id,
    status: record.state,
    version: record.version,
    ...record.context,
  });

export async function entregaStatusRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/entrega/:id/status',
    {
      onRequest: app.requireRule('tracking'),
      schema: {
        tags,
        security: bearer,
        summary: 'Status de uma entrega, sua versão e o histórico de alterações',
        params: idParams,
        response: {
          200: dataEnvelope(
            z.object({ entrega: entregaStatusStateSchema, historico: z.array(machineHistoryEntrySchema) }),
          ),
        },
      },
    },
    async (request) => {
      const { empresaId } = request.auth;
      const { id } = request.params;
      const [entrega, historico] = await Promise.all([
        app.db
          .selectFrom('entrega')
          .select([
            'id',
            'status',
            'version',
            'dataPrevista',
            'dataEntrega',
            'recebedorNome',
            'recebedorDocumento',
          ])
          .where('empresaId', '=', empresaId)
          .where('id', '=', id)
          .executeTakeFirst(),
        app.db
          .selectFrom('entregaStatusHistorico as h')
          .leftJoin('usuario as u', 'u.id', 'h.usuarioId')
          .select([
            'h.id',
            'h.evento',
            'h.estadoAnterior',
            'h.estadoNovo',
            'h.motivo',
            'h.createdAt',
            'u.nomeApresentacao',
          ])
          .where('h.empresaId', '=', empresaId)
          .where('h.entregaId', '=', id)
          .orderBy('h.id', 'desc')
          .execute(),
      ]);
      if (!entrega) throw refusal(404, REFUSALS.notFound);
      return {
        isSuccess: true as const,
        data: {
          entrega: stateOf({
            ...entrega,
            state: entrega.status,
            context: entregaRecord.readContext(entrega),
          }),
          historico: historico.map((row) => ({
            id: row.id,
            evento: row.evento,
            de: row.estadoAnterior,
            para: row.estadoNovo,
            motivo: row.motivo,
            usuario: row.nomeApresentacao,
            createdAt: row.createdAt.toISOString(),
          })),
        },
      };
    },
  );

  routes.post(
    '/entrega/:id/status',
    {
      onRequest: app.requireRule('tracking'),
      schema: {
        tags,
        security: bearer,
        summary:
          'Aplica uma ação ao status da entrega (409 se o status atual não a aceita ou se a versão mudou)',
        params: idParams,
        body: entregaStatusRequestSchema,
        response: { 200: dataEnvelope(entregaStatusStateSchema) },
      },
    },
    async (request) => {
      const { empresaId, userId } = request.auth;
      const { event, version, reason, recebimento } = request.body;
      const result = await app.db.transaction().execute((trx) =>
        applyMachineEvent(trx, entregaRecord, {
          empresaId,
          id: request.params.id,
          event: entregaActionEvent(event, new Date(), recebimento),
          expectedVersion: version,
          reason: reason ?? null,
          actor: { usuarioId: userId },
        }),
      );
      const applied = appliedOrThrow(result, REFUSALS);
      // Committed: the delivery lists count the new status, and the company's screens hear of it.
      app.listTotals.forgetAll();
      await publishMachineChanges(app, [applied.outbox]);
      return { isSuccess: true as const, data: stateOf(applied.record) };
    },
  );
}
