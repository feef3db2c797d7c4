// Installs the realtime machinery on the app: the hub registry (app.realtime), the WebSocket
// upgrade listener on the HTTP server, and the shutdown order (Close messages before the HTTP
// server stops, Redis after). Hubs are then added with registerHub.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { HubRegistry } from './hub-registry';
import { upgradeListener } from './upgrade';

declare module 'fastify' {
  interface FastifyInstance {
    /** The hubs of this server; add one with registerHub(app, definition). */
    realtime: HubRegistry;
  }
}

export const realtimePlugin = fp(
  async (app: FastifyInstance) => {
    const registry = new HubRegistry(app);
    app.decorate('realtime', registry);
    // app.server exists before listen(), so the listener is in place for the first connection.
    const listener = upgradeListener(app, registry);
    app.server.on('upgrade', listener);
    // preClose runs before the HTTP server waits for its connections, which open sockets would hold.
    app.addHook('preClose', async () => {
      await registry.shutdown();
    });
    app.addHook('onClose', async () => {
      app.server.off('upgrade', listener);
      await registry.dispose();
    });
  },
  { name: 'rota-realtime', dependencies: ['rota-authentication'] },
);
