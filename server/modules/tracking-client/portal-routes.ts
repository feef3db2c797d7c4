// The delivery clients' portal under /api/tracking/deliveryClient (beside the client's sign-in,
// /v1/deliveryClient/auth): its deliveries in 'Em andamento' and 'Entregues', one delivery with
// its history, and a proof's file. Only for delivery-client sessions, and only what
// delivery-client-scope.ts lets the client see: anything else answers 404, like a missing row.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  portalDeliveryDetailSchema,
  portalDeliveryPageSchema,
  portalListQuery,
} from '../../../src/domain/tracking-client/portal-deliveries';
import { refuse } from '../../errors';
import { sendStoredFile } from '../../files/send-stored-file';
import { bearer, idParams } from '../../resources/route-schemas';
import { dataEnvelope } from '../../services/envelope';
import { clientDeliveryDetail, clientProof, listClientDeliveries } from './portal-queries';
import { deliveryClientOf, requireDeliveryClient } from './require-delivery-client';

const tags = ['tracking', 'deliveryClient'];
const deliveryNotFound = () => refuse(404, { id: 'trackingClient.error.deliveryNotFound' });
const proofNotFound = () => refuse(404, { id: 'trackingClient.error.proofNotFound' });

export async function portalRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const guard = requireDeliveryClient(app);

  routes.get(
    '/deliveryClient/entregas',
    {
      onRequest: guard,
      schema: {
        tags,
        security: bearer,
        summary: 'Entregas do cliente: em andamento (opened) ou entregues (finished), por página',
        querystring: portalListQuery,
        response: { 200: dataEnvelope(portalDeliveryPageSchema) },
      },
    },
    async (request) => {
      const { page, pageSize } = request.query;
      const { items, total } = await listClientDeliveries(app.db, deliveryClientOf(request), request.query);
      return { isSuccess: true as const, data: { items, total, page, pageSize } };
    },
  );

  routes.get(
    '/deliveryClient/entregas/:id',
    {
      onRequest: guard,
      schema: {
        tags,
        security: bearer,
        summary: 'Uma entrega do cliente com suas ocorrências, o histórico de status e os comprovantes',
        params: idParams,
        response: { 200: dataEnvelope(portalDeliveryDetailSchema) },
      },
    },
    async (request) => {
      const detail = await clientDeliveryDetail(app.db, deliveryClientOf(request), request.params.id);
      if (!detail) throw deliveryNotFound();
      return { isSuccess: true as const, data: detail };
    },
  );

  routes.get(
    '/deliveryClient/comprovantes/:id/arquivo',
    {
      onRequest: guard,
      schema: {
        tags,
        security: bearer,
        summary: 'O arquivo de um comprovante de uma entrega do cliente (WebP ou PDF); aceita Range: bytes=',
        params: idParams,
      },
    },
    async (request, reply) => {
      const proof = await clientProof(app.db, deliveryClientOf(request), request.params.id);
      if (!proof) throw proofNotFound();
      const extension = proof.tipo === 'application/pdf' ? 'pdf' : 'webp';
      return sendStoredFile(
        request,
        reply,
        app.files,
        // The proofs' area of the file store, owned by the proof's company (as the tracking
        // module stores them).
        { area: 'comprovantes', empresaId: proof.empresaId, name: proof.arquivo },
        { contentType: proof.tipo, downloadName: `comprovante-${proof.id}.${extension}`, inline: true },
        proofNotFound(),
      );
    },
  );
}
