// The SPA's one connection to the notifications hub (/hubs/notifications), on the hub's contract:
// import progress pushed to the user who started an import and to everyone watching it.
import { notificationsContract } from '@/domain/realtime/notifications-contract';
import { createHubClient } from './hub-client';

export const notificationsHub = createHubClient(notificationsContract);

/** Calls `handler` for every `event` push of the hub; returns the unsubscribe function. */
export const onHubMessage: typeof notificationsHub.on = (event, handler) =>
  notificationsHub.on(event, handler);

/** Receives the progress of one import of the company (its group) until the returned function is called. */
export const watchImport = (importId: number): (() => void) => notificationsHub.join('import', importId);
