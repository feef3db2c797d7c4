// The logistics screens' routes under /api/tracking/logistics (spec 2.6), each bound to the
// signed-in company and open only in a logistics company (empresa.logistica_especial):
//   GET  trips                   → the loads as trips (tripPlan)
//   GET  fleet                   → the vehicles with their state (vehicles)
//   GET  monitor                 → the monitoring panel's figures and short lists (tripPlan)
//   GET  freteRapido/nfe         → the open NF-e for a pickup (freteRapidoPickup)
//   POST freteRapido/coleta      → asks Frete Rápido to pick them up (freteRapidoPickup)
//   GET  freteRapido/settings    → the service's address and whether a token is stored
//   PUT  freteRapido/settings    → sets them (freteRapidoSettings); the token is never answered
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  fleetPageSchema,
  fleetQuerySchema,
  freteRapidoSettingsInput,
  freteRapidoSettingsSchema,
  monitorSchema,
  pickupNfeSchema,
  pickupQuerySchema,
  pickupRequestSchema,
  pickupResultSchema,
  tripPageSchema,
  tripQuerySchema,
} from '../../../src/domain/logistics/logistics';
import type { Rule } from '../../../src/domain/permissions';
import { refuse } from '../../errors';
import { bearer } from '../../resources/route-schemas';
import { dataEnvelope } from '../../services/envelope';
import { requestColeta } from './frete-rapido/frete-rapido-client';
import {
  pickupCandidates,
  pickupOrders,
  recordColeta,
  saveSettings,
  storedSettings,
  visibleSettings,
} from './frete-rapido/pickup-store';
import { listFleet, listTrips, monitor } from './logistics-queries';

const tags = ['logistics'];

export async function logisticsRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  /** After the rule: the logistics screens answer only in a logistics company. */
  const logisticsCompany = async (request: FastifyRequest) => {
    const company = await app.db
      .selectFrom('empresa')
      .select('logisticaEspecial')
      .where('id', '=', request.auth.empresaId)
      .executeTakeFirst();
    if (!company?.logisticaEspecial) throw refuse(403, { id: 'logistics.error.notLogisticsCompany' });
  };
  const guard = (rule: Rule) => [app.requireRule(rule), logisticsCompany];

  routes.get(
    '/logistics/trips',
    {
      onRequest: guard('tripPlan'),
      schema: {
        tags,
        security: bearer,
        summary: 'As viagens da empresa (suas cargas), com filtros de status, atraso e busca',
        querystring: tripQuerySchema,
        response: { 200: dataEnvelope(tripPageSchema) },
      },
    },
    async (request) => {
      const { status, late, search, page, pageSize } = request.query;
      const data = await listTrips(app.db, request.auth.empresaId, {
        status,
        late: late === 'true',
        search: search || undefined,
        page,
        pageSize,
      });
      return { isSuccess: true as const, data };
    },
  );

  routes.get(
    '/logistics/fleet',
    {
      onRequest: guard('vehicles'),
      schema: {
        tags,
        security: bearer,
        summary: 'Os veículos da empresa com o estado de cada um, derivado das cargas abertas',
        querystring: fleetQuerySchema,
        response: { 200: dataEnvelope(fleetPageSchema) },
      },
    },
    async (request) => {
      const { state, search, page, pageSize } = request.query;
      const data = await listFleet(app.db, request.auth.empresaId, {
        state,
        search: search || undefined,
        page,
        pageSize,
      });
      return { isSuccess: true as const, data };
    },
  );

  routes.get(
    '/logistics/monitor',
    {
      onRequest: guard('tripPlan'),
      schema: {
        tags,
        security: bearer,
        summary: 'O painel de monitoramento: números e listas curtas de cargas e veículos',
        response: { 200: dataEnvelope(monitorSchema) },
      },
    },
    async (request) => ({ isSuccess: true as const, data: await monitor(app.db, request.auth.empresaId) }),
  );

  routes.get(
    '/logistics/freteRapido/nfe',
    {
      onRequest: guard('freteRapidoPickup'),
      schema: {
        tags,
        security: bearer,
        summary: 'As NF-e ainda não entregues, para pedir a coleta à Frete Rápido',
        querystring: pickupQuerySchema,
        response: { 200: dataEnvelope(z.object({ rows: z.array(pickupNfeSchema) })) },
      },
    },
    async (request) => ({
      isSuccess: true as const,
      data: {
        rows: await pickupCandidates(app.db, request.auth.empresaId, request.query.search || undefined),
      },
    }),
  );

  routes.get(
    '/logistics/freteRapido/settings',
    {
      onRequest: guard('freteRapidoPickup'),
      schema: {
        tags,
        security: bearer,
        summary: 'O endereço da Frete Rápido e se há token salvo (o token nunca é devolvido)',
        response: { 200: dataEnvelope(freteRapidoSettingsSchema) },
      },
    },
    async (request) => ({
      isSuccess: true as const,
      data: visibleSettings(await storedSettings(app.db, request.auth.empresaId)),
    }),
  );

  routes.put(
    '/logistics/freteRapido/settings',
    {
      onRequest: guard('freteRapidoSettings'),
      schema: {
        tags,
        security: bearer,
        summary: 'Grava o endereço e, se informado, o token da Frete Rápido da empresa',
        body: freteRapidoSettingsInput,
        response: { 200: dataEnvelope(freteRapidoSettingsSchema) },
      },
    },
    async (request) => {
      const { empresaId, userId } = request.auth;
      const saved = await saveSettings(app.db, empresaId, userId, request.body);
      return { isSuccess: true as const, data: visibleSettings(saved) };
    },
  );

  routes.post(
    '/logistics/freteRapido/coleta',
    {
      onRequest: guard('freteRapidoPickup'),
      schema: {
        tags,
        security: bearer,
        summary:
          'Pede à Frete Rápido a coleta de cada NF-e escolhida (409 se falta configuração, se o token ou o pedido é recusado, ou se o serviço não responde)',
        body: pickupRequestSchema,
        response: { 200: dataEnvelope(pickupResultSchema) },
      },
    },
    async (request) => {
      const { empresaId, userId } = request.auth;
      const settings = await storedSettings(app.db, empresaId);
      if (!settings.url || !settings.token) {
        throw refuse(409, { id: 'logistics.error.freteRapidoNotConfigured' });
      }
      const { entregaIds, dataColeta } = request.body;
      const orders = await pickupOrders(app.db, empresaId, entregaIds, dataColeta);
      if (orders.size !== new Set(entregaIds).size)
        throw refuse(404, { id: 'logistics.error.nfeUnavailable' });
      const results: { entregaId: number; protocolo: string | null }[] = [];
      // One order per NF-e, each to its own consignee; the first failure stops the rest, so the
      // user sees the reason at once and the ones already accepted stay recorded.
      for (const [entregaId, order] of orders) {
        const outcome = await requestColeta(settings.url, settings.token, order);
        if (outcome.kind === 'tokenRefused') throw refuse(409, { id: 'logistics.error.freteRapidoToken' });
        if (outcome.kind === 'unreachable')
          throw refuse(409, { id: 'logistics.error.freteRapidoUnreachable' });
        if (outcome.kind === 'refused') {
          throw refuse(409, {
            id: 'logistics.error.freteRapidoRefused',
            values: { numero: order.notas_fiscais[0]?.numero ?? '', message: outcome.message || '—' },
          });
        }
        await recordColeta(app.db, {
          empresaId,
          entregaId,
          protocolo: outcome.protocolo,
          dataColeta,
          usuarioId: userId,
        });
        results.push({ entregaId, protocolo: outcome.protocolo });
      }
      return { isSuccess: true as const, data: { results } };
    },
  );
}
