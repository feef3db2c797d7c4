// GET /api/tracking/cargo/dashboard?dataInicio&dataFim: the shipping company dashboard's figures
// (loads per status, late loads, freight per pickup day of the period, default the last 30 days,
// expenses per status), scoped to the token's company, with the cargo board's rule (cargoKanban).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  cargoDashboardPeriod,
  cargoDashboardQuerySchema,
  cargoDashboardSchema,
} from '../../../../src/domain/shipping-company/dashboard/cargo-dashboard';
import { bearer } from '../../../resources/route-schemas';
import { dataEnvelope } from '../../../services/envelope';
import { cargoDashboard } from './dashboard-query';

export async function cargoDashboardRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get(
    '/cargo/dashboard',
    {
      onRequest: app.requireRule('cargoKanban'),
      schema: {
        tags: ['shippingCompany', 'cargo', 'dashboard'],
        security: bearer,
        summary: 'Cargas por status, cargas atrasadas, frete por dia de coleta e despesas por status',
        querystring: cargoDashboardQuerySchema,
        response: { 200: dataEnvelope(cargoDashboardSchema) },
      },
    },
    async (request) => ({
      isSuccess: true as const,
      data: await cargoDashboard(app.db, request.auth.empresaId, cargoDashboardPeriod(request.query)),
    }),
  );
}
