// GET /api/tracking/dashboard/entregas: the tracking dashboard's counts for a period of issue
// dates (default: the last 30 days), scoped to the token's company, rule 'tracking'.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { dashboardPeriod } from '../../../../src/domain/tracking/dashboard/entrega-dashboard';
import {
  dashboardQuerySchema,
  entregaDashboardSchema,
} from '../../../../src/domain/tracking/dashboard/entrega-dashboard-schemas';
import { bearer } from '../../../resources/route-schemas';
import { dataEnvelope } from '../../../services/envelope';
import { entregaDashboard } from './dashboard-query';

export async function dashboardRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get(
    '/dashboard/entregas',
    {
      onRequest: app.requireRule('tracking'),
      schema: {
        tags: ['tracking', 'dashboard'],
        security: bearer,
        summary: 'Entregas do período por situação, prazo, UF de destino e dia de emissão',
        querystring: dashboardQuerySchema,
        response: { 200: dataEnvelope(entregaDashboardSchema) },
      },
    },
    async (request) => ({
      isSuccess: true as const,
      data: await entregaDashboard(app.db, request.auth.empresaId, dashboardPeriod(request.query)),
    }),
  );
}
