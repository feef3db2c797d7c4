// The notifications hub (/hubs/notifications), on its contract (src/domain/realtime/
// notifications-contract.ts): server pushes such as import progress, to a user's every open tab
// (app.notifications.sendUser) or to everyone watching one import (its `import` group, joined
// only for an import of the caller's company).
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { notificationsContract } from '../../src/domain/realtime/notifications-contract';
import { type HubPushes, registerHub } from './register-hub';

type NotificationsHub = HubPushes<typeof notificationsContract>;

/**
 * The hub's pushes, which resolve once sent or published and never reject (a failure is logged),
 * and who is watching an import now.
 */
export type Notifications = Pick<NotificationsHub, 'sendUser' | 'sendGroup' | 'presence'>;

declare module 'fastify' {
  interface FastifyInstance {
    notifications: Notifications;
  }
}

export const notificationsHub = fp(
  async (app: FastifyInstance) => {
    const hub = registerHub(app, notificationsContract, {
      methods: {},
      groups: {
        import: async (empresaId, importId) =>
          (await app.db
            .selectFrom('nfeImport')
            .select('id')
            .where('id', '=', importId)
            .where('empresaId', '=', empresaId)
            .executeTakeFirst()) !== undefined,
      },
    });
    // Pushes are best-effort (every screen that listens also polls): a backplane failure is
    // logged, never thrown into the import or whatever else sent the push.
    const bestEffort =
      <A extends unknown[]>(send: (...args: A) => Promise<void>) =>
      async (...args: A) => {
        try {
          await send(...args);
        } catch (err) {
          app.log.warn({ err, push: args.slice(0, 2) }, 'notification push failed');
        }
      };
    app.decorate('notifications', {
      sendUser: bestEffort(hub.sendUser),
      sendGroup: bestEffort(hub.sendGroup),
      presence: hub.presence,
    } as Notifications);
  },
  { name: 'rota-notifications-hub', dependencies: ['rota-realtime'] },
);
