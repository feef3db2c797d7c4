// The notifications hub (/hubs/notifications): per-user pushes such as import progress. Clients
// call nothing on it; server code pushes with app.notifications.sendUser(userId, target, ...args),
// which reaches every open tab of that user on every server instance.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { registerHub } from './register-hub';

export interface Notifications {
  sendUser(userId: number, target: string, ...args: unknown[]): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    notifications: Notifications;
  }
}

export const notificationsHub = fp(
  async (app: FastifyInstance) => {
    const hub = registerHub(app, { name: 'notifications' });
    app.decorate('notifications', {
      sendUser: (userId: number, target: string, ...args: unknown[]) => hub.sendUser(userId, target, ...args),
    } satisfies Notifications);
  },
  { name: 'rota-notifications-hub', dependencies: ['rota-realtime'] },
);
