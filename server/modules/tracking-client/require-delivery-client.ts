// The guard of every portal route: a signed-in delivery client, else 401 (no session) or 403
// (a staff session: the portal answers only for the recipient's own deliveries, and staff read
// deliveries through the tracking module's screens). What the client may see is then narrowed by
// delivery-client-scope.ts.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { bearerOfHeader, resolveAuth } from '../../auth/authenticate';
import { refuse } from '../../errors';
import type { DeliveryClient } from './delivery-client-scope';

export const requireDeliveryClient = (app: FastifyInstance) => async (request: FastifyRequest) => {
  request.auth = await resolveAuth(app, bearerOfHeader(request.headers.authorization));
  if (!request.auth.principal.isDeliveryClient)
    throw refuse(403, { id: 'trackingClient.error.onlyDeliveryClients' });
};

/** The client a guarded request is for: its company (from the token) and its own user. */
export const deliveryClientOf = (request: FastifyRequest): DeliveryClient => ({
  empresaId: request.auth.empresaId,
  usuarioId: request.auth.userId,
});
