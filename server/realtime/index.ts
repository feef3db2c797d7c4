// Realtime (SignalR JSON hub protocol over WebSockets): the machinery and the product's hubs.
import type { FastifyInstance } from 'fastify';
import { notificationsHub } from './notifications-hub';
import { realtimePlugin } from './realtime-plugin';

export { registerHub, type ContractCaller, type HubImplementation, type HubPushes } from './register-hub';
export { HubError, type HubSettings } from './hub-definition';
export type { Notifications } from './notifications-hub';

/** Installs the hub machinery and the notifications hub (app.notifications). */
export async function registerRealtime(app: FastifyInstance): Promise<void> {
  await app.register(realtimePlugin);
  await app.register(notificationsHub);
}
