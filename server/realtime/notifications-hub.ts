// The notifications hub (/hubs/notifications): per-user pushes such as import progress. Clients
// call nothing on it; server code pushes with app.notifications.sendUser(userId, target, ...args),
// which reaches every open tab of that user on every server instance.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { registerHub } from './register-hub';

export interface Notifications {
  /** Resolves once sent to local sockets or published to the backplane; never rejects (a failed push is logged). */
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
      // Pushes are best-effort (every screen that listens also polls): a backplane failure is
      // logged, never thrown into the import or whatever else sent the push.
      sendUser: async (userId: number, target: string, ...args: unknown[]) => {
        try {
          await hub.sendUser(userId, target, ...args);
        } catch (err) {
          app.log.warn({ err, userId, target }, 'notification push failed');
        }
      },
    } satisfies Notifications);
  },
  { name: 'rota-notifications-hub', dependencies: ['rota-realtime'] },
);
