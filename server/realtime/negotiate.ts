// POST /hubs/<name>/negotiate: the official client's first call. It authenticates like any API
// route (401 fails the client's start()), reserves a connection and lists the one transport this
// server offers. Stateful reconnect is never offered: a client that asked simply goes without it.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Hub } from './hub';

const NEGOTIATE_VERSION = 1;

const querySchema = z.object({ negotiateVersion: z.coerce.number().int().min(0).optional() }).passthrough();

export function registerNegotiateRoute(app: FastifyInstance, hub: Hub): void {
  app.post(
    `/hubs/${hub.name}/negotiate`,
    { schema: { hide: true, querystring: querySchema }, preHandler: app.authenticate },
    async (request) => {
      const { negotiateVersion = 0 } = request.query as z.infer<typeof querySchema>;
      const version = Math.min(negotiateVersion, NEGOTIATE_VERSION);
      const { connectionId, connectionToken } = hub.pending.create(request.auth.userId, version);
      return {
        connectionId,
        ...(version >= 1 && { connectionToken }),
        negotiateVersion: version,
        availableTransports: [{ transport: 'WebSockets', transferFormats: ['Text', 'Binary'] }],
      };
    },
  );
}
