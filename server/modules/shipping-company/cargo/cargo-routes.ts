// The cargo of the signed-in company (cargoKanban: tracking plus cargoKanbamAvaliable):
//   GET  /api/tracking/cargo/board        → every load of the board, in one query
//   GET  /api/tracking/cargo/{id}         → one load with its status history
//   POST /api/tracking/cargo              → a new load, numbered next in the company
//   POST /api/tracking/cargo/{id}/status  → a move { to, version, motivo?, motivoId? } through the
//                                           machine: 409 when refused or stale, 404 for a load
//                                           the company does not have
// Moves and new loads are pushed to everyone on the company's board once committed.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { type Insertable, sql, type Transaction } from 'kysely';
import { z } from 'zod';
import {
  cargoCardSchema,
  cargoDetailSchema,
  cargoHistoryEntrySchema,
  cargoInputSchema,
  cargoMoveSchema,
} from '../../../../src/domain/shipping-company/cargo';
import type { Database } from '../../../db/schema';
import { refuse } from '../../../errors';
import { publishMachineChanges } from '../../../machines/publish-machine-changes';
import { refusal } from '../../../machines/refusal';
import { bearer, idParams } from '../../../resources/route-schemas';
import { dataEnvelope } from '../../../services/envelope';
import { boardCards, CARGO_REFUSALS, cargoCard, cargoDetail, cargoHistory, moveCargo } from './cargo-store';
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
        response: { 200: dataEnvelope(z.object({ cards: z.array(cargoCardSchema) })) },
      },
    },
    async (request) => ({
      isSuccess: true as const,
      data: { cards: await boardCards(app.db, request.auth.empresaId) },
    }),
  );

  routes.get(
    '/cargo/:id',
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
    '/cargo',
    {
      onRequest,
      schema: {
        tags,
        security: bearer,
        summary: 'Cria uma carga com o próximo número da empresa',
        body: cargoInputSchema,
        response: { 200: dataEnvelope(cargoCardSchema) },
      },
    },
    async (request) => {
      const { empresaId, userId } = request.auth;
      const card = await app.db.transaction().execute(async (trx) => {
        const { placasReboque, ...input } = request.body;
        const id = await insertCargo(trx, empresaId, userId, {
          ...input,
          placaReboque1: placasReboque[0] ?? null,
          placaReboque2: placasReboque[1] ?? null,
          placaReboque3: placasReboque[2] ?? null,
        });
        return cargoCard(trx, empresaId, id);
      });
      if (!card) throw new Error('A created load is found');
      await app.cargoBoard.created(empresaId, card);
      return { isSuccess: true as const, data: card };
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

type NewCargo = Omit<Insertable<Database['carga']>, 'empresaId' | 'numero'>;

/**
 * Inserts a load with the company's next number. A transaction-scoped lock per company keeps two
 * creations from taking the same number.
 */
export async function insertCargo(
  trx: Transaction<Database>,
  empresaId: number,
  usuarioId: number | null,
  values: NewCargo,
): Promise<number> {
  await sql`select pg_advisory_xact_lock(hashtext('carga.numero'), ${empresaId})`.execute(trx);
  const row = await trx
    .insertInto('carga')
    .values((eb) => ({
      ...values,
      empresaId,
      createdBy: usuarioId,
      numero: eb
        .selectFrom('carga')
        .select(sql<number>`coalesce(max(numero), 0) + 1`.as('n'))
        .where('empresaId', '=', empresaId),
    }))
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
