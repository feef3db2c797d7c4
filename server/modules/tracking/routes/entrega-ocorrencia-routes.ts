// GET /api/tracking/entregaOcorrencia/list/{id}: one delivery's occurrences in time order, for the
// delivery's own company only (another company's delivery answers 404 like a missing one).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { entregaOcorrenciaSchema } from '../../../../src/domain/tracking/ocorrencia/entrega-ocorrencia';
import { companyEntrega } from './company-entrega';
import { bearer, idParams } from '../../../resources/route-schemas';
import { dataEnvelope } from '../../../services/envelope';

export async function entregaOcorrenciaRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get(
    '/entregaOcorrencia/list/:id',
    {
      onRequest: app.requireRule('tracking'),
      schema: {
        tags: ['tracking', 'entregaOcorrencia'],
        security: bearer,
        summary: 'Ocorrências de uma entrega, em ordem de data',
        params: idParams,
        response: { 200: dataEnvelope(z.array(entregaOcorrenciaSchema)) },
      },
    },
    async (request) => {
      const { empresaId } = request.auth;
      const entrega = await companyEntrega(app.db, empresaId, request.params.id);
      const rows = await app.db
        .selectFrom('entregaOcorrencia')
        .select([
          'id',
          'codigo',
          'codigoEmbarcador',
          'descricao',
          'status',
          'dataOcorrencia',
          'codigoObservacao',
          'texto',
          'transportadorCnpj',
        ])
        .where('empresaId', '=', empresaId)
        .where('entregaId', '=', entrega.id)
        .orderBy('dataOcorrencia')
        .orderBy('id')
        .execute();
      return {
        isSuccess: true as const,
        data: rows.map((row) => ({
          ...row,
          id: Number(row.id),
          dataOcorrencia: row.dataOcorrencia.toISOString(),
        })),
      };
    },
  );
}
