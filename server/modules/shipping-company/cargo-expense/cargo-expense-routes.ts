// The cargo expenses of the signed-in company (cargoExpenses: tracking plus cargoExpensesAvaliable):
//   GET  /api/tracking/cargoExpense/board          → every expense of the board, in one query,
//                                                     and the company's limits of its columns
//   GET  /api/tracking/cargoExpense/reasons        → the disapproved reasons a move may pick
//   GET  /api/tracking/cargoExpense/{id}/details   → one expense with its status history
//   POST /api/tracking/cargoExpense/{id}/status    → a move { to, version, motivo?, motivoId? }
//                                                     through the machine: 409 when refused, stale
//                                                     or without its reason, 404 for another
//                                                     company's expense
//   GET  /api/tracking/cargo/{id}/expenseTotals    → a load's expenses summed, exactly, by status
// Moves are pushed to everyone on the company's expense board once committed. Expenses are listed,
// created and edited under their load by the resource engine (the `cargoExpense` register).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  cargoExpenseCardSchema,
  cargoExpenseDetailSchema,
  cargoExpenseHistoryEntrySchema,
  cargoExpenseMoveSchema,
  cargoExpenseTotalsSchema,
} from '../../../../src/domain/shipping-company/cargo-expense';
import { cargoReasonOptionSchema } from '../../../../src/domain/shipping-company/cargo';
import { boardColumnLimitSchema } from '../../../../src/domain/shipping-company/board-limits';
import { refuse } from '../../../errors';
import { publishMachineChanges } from '../../../machines/publish-machine-changes';
import { refusal } from '../../../machines/refusal';
import { bearer, idParams } from '../../../resources/route-schemas';
import { dataEnvelope } from '../../../services/envelope';
import { boardLimits } from '../board-limits';
import { userName } from '../cargo/cargo-hub';
import {
  CARGO_EXPENSE_REFUSALS,
  expenseBoardCards,
  expenseDetail,
  expenseHistory,
  expenseReasonOptions,
  expenseTotals,
  moveExpense,
} from './cargo-expense-store';

const tags = ['shippingCompany', 'cargoExpense'];

export async function cargoExpenseRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const onRequest = app.requireRule('cargoExpenses');

  routes.get(
    '/cargoExpense/board',
    {
      onRequest,
      schema: {
        tags,
        security: bearer,
        summary: 'Todas as despesas de cargas do quadro kanban da empresa',
        response: {
          200: dataEnvelope(
            z.object({ cards: z.array(cargoExpenseCardSchema), limits: z.array(boardColumnLimitSchema) }),
          ),
        },
      },
    },
    async (request) => {
      const { empresaId } = request.auth;
      const [cards, limits] = await Promise.all([
        expenseBoardCards(app.db, empresaId),
        boardLimits(app.db, empresaId, 'cargoExpense'),
      ]);
      return { isSuccess: true as const, data: { cards, limits } };
    },
  );

  routes.get(
    '/cargoExpense/reasons',
    {
      onRequest,
      schema: {
        tags,
        security: bearer,
        summary: 'Os motivos de reprovação que uma mudança de status oferece, em sequência',
        response: { 200: dataEnvelope(z.object({ reasons: z.array(cargoReasonOptionSchema) })) },
      },
    },
    async (request) => ({
      isSuccess: true as const,
      data: { reasons: await expenseReasonOptions(app.db, request.auth.empresaId) },
    }),
  );

  routes.get(
    '/cargoExpense/:id/details',
    {
      onRequest,
      schema: {
        tags,
        security: bearer,
        summary: 'Uma despesa de carga com o histórico de status',
        params: idParams,
        response: {
          200: dataEnvelope(
            z.object({
              despesa: cargoExpenseDetailSchema,
              historico: z.array(cargoExpenseHistoryEntrySchema),
            }),
          ),
        },
      },
    },
    async (request) => {
      const { empresaId } = request.auth;
      const [despesa, historico] = await Promise.all([
        expenseDetail(app.db, empresaId, request.params.id),
        expenseHistory(app.db, empresaId, request.params.id),
      ]);
      if (!despesa) throw refusal(404, CARGO_EXPENSE_REFUSALS.notFound);
      return { isSuccess: true as const, data: { despesa, historico } };
    },
  );

  routes.get(
    '/cargo/:id/expenseTotals',
    {
      onRequest,
      schema: {
        tags,
        security: bearer,
        summary: 'As despesas de uma carga somadas, exatas, no total e por status',
        params: idParams,
        response: { 200: dataEnvelope(cargoExpenseTotalsSchema) },
      },
    },
    async (request) => {
      const { empresaId } = request.auth;
      const load = await app.db
        .selectFrom('carga')
        .select('id')
        .where('empresaId', '=', empresaId)
        .where('id', '=', request.params.id)
        .executeTakeFirst();
      if (!load) throw refusal(404, 'cargo.error.notFound');
      return { isSuccess: true as const, data: await expenseTotals(app.db, empresaId, load.id) };
    },
  );

  routes.post(
    '/cargoExpense/:id/status',
    {
      onRequest,
      schema: {
        tags,
        security: bearer,
        summary:
          'Move a despesa para outro status (409 se o status atual não aceita o movimento, se falta o motivo ou se a versão mudou)',
        params: idParams,
        body: cargoExpenseMoveSchema,
        response: { 200: dataEnvelope(cargoExpenseCardSchema) },
      },
    },
    async (request) => {
      const { empresaId, userId } = request.auth;
      const outcome = await moveExpense(app.db, {
        empresaId,
        usuarioId: userId,
        id: request.params.id,
        move: request.body,
      });
      if (!outcome.ok) throw refuse(outcome.status, { id: outcome.messageId });
      await app.expenseBoard.moved(empresaId, outcome.card, { userId, name: await userName(app, userId) });
      await publishMachineChanges(app, [outcome.outbox]);
      return { isSuccess: true as const, data: outcome.card };
    },
  );
}
