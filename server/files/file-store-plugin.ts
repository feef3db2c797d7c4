// The app's file store, chosen by FILE_STORE: every route and job reads and writes files through
// `app.files`, never through paths of their own.
import type { FastifyInstance } from 'fastify';
import { DatabaseFileStore } from './database-file-store';
import type { FileStore } from './file-store';
import { LocalFileStore } from './local-file-store';

declare module 'fastify' {
  interface FastifyInstance {
    files: FileStore;
  }
}

export function decorateFileStore(app: FastifyInstance): void {
  const { fileStore, dataDir } = app.config;
  const store: FileStore =
    fileStore === 'database' ? new DatabaseFileStore(app.db) : new LocalFileStore(dataDir);
  app.decorate('files', store);
  app.addHook('onClose', () => store.close());
  if (store instanceof DatabaseFileStore) {
    // Files a stopped server wrote without their row; in the background, once per start.
    app.addHook('onReady', () => {
      void store
        .sweepOrphans()
        .then((removed) => removed > 0 && app.log.info({ removed }, 'files without an owner removed'))
        .catch((error: unknown) => app.log.warn({ err: error }, 'sweeping files without an owner failed'));
    });
  }
}
