// The cargo of the signed-in company (cargoKanban: tracking plus cargoKanbamAvaliable):
//   GET  /api/tracking/cargo/board        → every load of the board, in one query, and the
//                                           company's limits of its columns (boardLimit)
//   GET  /api/tracking/cargo/reasons?kind → the reasons a move may pick (naoAtendimento: the
//                                           non-attendance register; reprovacao: disapproval)
//   GET  /api/tracking/cargo/{id}/details → one load with its status history
//   POST /api/tracking/cargo/{id}/status  → a move { to, version, motivo?, motivoId? } through the
//                                           machine: 409 when refused or stale, 404 for a load
//                                           the company does not have
// Moves are pushed to everyone on the company's board once committed. Loads are listed, created,
// edited and imported by the resource engine (the `cargo` register, cargo-resource-hooks.ts).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  cargoCardSchema,
  cargoDetailSchema,
  cargoHistoryEntrySchema,
  cargoMoveSchema,
  cargoReasonOptionSchema,
} from '../../../../src/domain/shipping-company/cargo';
import { CARGO_REASON_KINDS } from '../../../../src/machines/cargo-status-machine';
import { boardColumnLimitSchema } from '../../../../src/domain/shipping-company/board-limits';
import { refuse } from '../../../errors';
import { publishMachineChanges } from '../../../machines/publish-machine-changes';
import { refusal } from '../../../machines/refusal';
import { bearer, idParams } from '../../../resources/route-schemas';
import { dataEnvelope } from '../../../services/envelope';
import {
  boardCards,
  CARGO_REFUSALS,
  cargoDetail,
  cargoHistory,
  moveCargo,
  reasonOptions,
} from './cargo-store';
import { boardLimits } from '../board-limits';
import { userName } from './cargo-hub';

const tags = ['shippingCompany', 'cargo'];

export async function cargoRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const onRequest = app.requireRule('cargoKanban');

  routes.get(
    '/cargo/board',
    {
      onRequest,
      schema: {
        tags,
        security: bearer,
        summary: 'Todas as cargas do quadro kanban da empresa',
        response: {
          200: dataEnvelope(
            z.object({ cards: z.array(cargoCardSchema), limits: z.array(boardColumnLimitSchema) }),
          ),
        },
      },
    },
    async (request) => {
      const { empresaId } = request.auth;
      const [cards, limits] = await Promise.all([
        boardCards(app.db, empresaId),
        boardLimits(app.db, empresaId, 'cargo'),
      ]);
      return { isSuccess: true as const, data: { cards, limits } };
    },
  );

  routes.get(
    '/cargo/reasons',
    {
      onRequest,
      schema: {
        tags,
        security: bearer,
        summary: 'Os motivos que uma mudança de status oferece, do cadastro do tipo pedido, em sequência',
        querystring: z.object({ kind: z.enum(CARGO_REASON_KINDS) }),
        response: { 200: dataEnvelope(z.object({ reasons: z.array(cargoReasonOptionSchema) })) },
      },
    },
    async (request) => ({
      isSuccess: true as const,
      data: { reasons: await reasonOptions(app.db, request.auth.empresaId, request.query.kind) },
    }),
  );

  routes.get(
    '/cargo/:id/details',
    {
      onRequest,
      schema: {
        tags,
        security: bearer,
        summary: 'Uma carga com o histórico de status',
        params: idParams,
        response: {
          200: dataEnvelope(
            z.object({ carga: cargoDetailSchema, historico: z.array(cargoHistoryEntrySchema) }),
          ),
        },
      },
    },
    async (request) => {
      const { empresaId } = request.auth;
      const [carga, historico] = await Promise.all([
        cargoDetail(app.db, empresaId, request.params.id),
        cargoHistory(app.db, empresaId, request.params.id),
      ]);
      if (!carga) throw refusal(404, CARGO_REFUSALS.notFound);
      return { isSuccess: true as const, data: { carga, historico } };
    },
  );

  routes.post(
    '/cargo/:id/status',
    {
      onRequest,
      schema: {
        tags,
        security: bearer,
        summary:
          'Move a carga para outro status (409 se o status atual não aceita o movimento, se falta o motivo ou se a versão mudou)',
        params: idParams,
        body: cargoMoveSchema,
        response: { 200: dataEnvelope(cargoCardSchema) },
      },
    },
    async (request) => {
      const { empresaId, userId } = request.auth;
      const outcome = await moveCargo(app.db, {
        empresaId,
        usuarioId: userId,
        id: request.params.id,
        move: request.body,
      });
      if (!outcome.ok) throw refuse(outcome.status, { id: outcome.messageId });
      await app.cargoBoard.moved(empresaId, outcome.card, { userId, name: await userName(app, userId) });
      await publishMachineChanges(app, [outcome.outbox]);
      return { isSuccess: true as const, data: outcome.card };
    },
  );
}
