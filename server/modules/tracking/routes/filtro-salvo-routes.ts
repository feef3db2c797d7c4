// Saved filter sets of the delivery list, under /api/tracking/filtroSalvo: list, create, rename
// (or replace the filters) and delete. Each set belongs to the signed-in user within the token's
// company, so the rows are scoped by both. The resource engine scopes by company alone, hence
// these few routes. Rule 'tracking', like the list they narrow.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  filtroSalvoInputSchema,
  filtroSalvoRenameSchema,
  filtroSalvoSchema,
} from '../../../../src/domain/tracking/dashboard/filtro-salvo';
import { refuse } from '../../../errors';
import { deletedAnswer } from '../../../resources/deleted-answer';
import { bearer, deletedMessage, idParams } from '../../../resources/route-schemas';
import { dataEnvelope } from '../../../services/envelope';

const tags = ['tracking', 'filtroSalvo'];
// Answered in the request's language (lang/tracking).
const DUPLICATE = () => refuse(409, { id: 'savedFilters.error.duplicate' });
const NOT_FOUND = () => refuse(404, { id: 'savedFilters.error.notFound' });

export async function filtroSalvoRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const guard = app.requireRule('tracking');
  const columns = ['id', 'nome', 'filtros'] as const;

  /** A name the user already gave another of their sets in this company answers 409. */
  const ensureFreeName = async (empresaId: number, usuarioId: number, nome: string, id?: number) => {
    let query = app.db
      .selectFrom('filtroSalvo')
      .select('id')
      .where('empresaId', '=', empresaId)
      .where('usuarioId', '=', usuarioId)
      .where('nome', '=', nome);
    if (id !== undefined) query = query.where('id', '<>', id);
    if (await query.executeTakeFirst()) throw DUPLICATE();
  };

  routes.get(
    '/filtroSalvo',
    {
      onRequest: guard,
      schema: {
        tags,
        security: bearer,
        summary: 'Filtros salvos do usuário na empresa',
        response: { 200: dataEnvelope(z.array(filtroSalvoSchema)) },
      },
    },
    async (request) => ({
      isSuccess: true as const,
      data: await app.db
        .selectFrom('filtroSalvo')
        .select(columns)
        .where('empresaId', '=', request.auth.empresaId)
        .where('usuarioId', '=', request.auth.userId)
        .orderBy('nome')
        .execute(),
    }),
  );

  routes.post(
    '/filtroSalvo',
    {
      onRequest: guard,
      schema: {
        tags,
        security: bearer,
        summary: 'Salva os filtros atuais com um nome',
        body: filtroSalvoInputSchema,
        response: { 200: dataEnvelope(filtroSalvoSchema) },
      },
    },
    async (request) => {
      const { empresaId, userId } = request.auth;
      await ensureFreeName(empresaId, userId, request.body.nome);
      const row = await app.db
        .insertInto('filtroSalvo')
        .values({
          empresaId,
          usuarioId: userId,
          nome: request.body.nome,
          filtros: JSON.stringify(request.body.filtros),
        })
        .returning(columns)
        .executeTakeFirstOrThrow();
      return { isSuccess: true as const, data: row };
    },
  );

  routes.put(
    '/filtroSalvo/:id',
    {
      onRequest: guard,
      schema: {
        tags,
        security: bearer,
        summary: 'Renomeia um filtro salvo (ou troca os seus filtros)',
        params: idParams,
        body: filtroSalvoRenameSchema.extend({ filtros: filtroSalvoInputSchema.shape.filtros.optional() }),
        response: { 200: dataEnvelope(filtroSalvoSchema) },
      },
    },
    async (request) => {
      const { empresaId, userId } = request.auth;
      await ensureFreeName(empresaId, userId, request.body.nome, request.params.id);
      const row = await app.db
        .updateTable('filtroSalvo')
        .set({
          nome: request.body.nome,
          updatedAt: new Date(),
          ...(request.body.filtros ? { filtros: JSON.stringify(request.body.filtros) } : {}),
        })
        .where('id', '=', request.params.id)
        .where('empresaId', '=', empresaId)
        .where('usuarioId', '=', userId)
        .returning(columns)
        .executeTakeFirst();
      if (!row) throw NOT_FOUND();
      return { isSuccess: true as const, data: row };
    },
  );

  routes.delete(
    '/filtroSalvo/:id',
    {
      onRequest: guard,
      schema: {
        tags,
        security: bearer,
        summary: 'Exclui um filtro salvo',
        params: idParams,
        response: { 200: deletedMessage },
      },
    },
    async (request) => {
      const deleted = await app.db
        .deleteFrom('filtroSalvo')
        .where('id', '=', request.params.id)
        .where('empresaId', '=', request.auth.empresaId)
        .where('usuarioId', '=', request.auth.userId)
        .executeTakeFirst();
      if (Number(deleted.numDeletedRows) === 0) throw NOT_FOUND();
      return deletedAnswer(request);
    },
  );
}
