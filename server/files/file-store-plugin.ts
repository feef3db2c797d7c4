// The app's file store, chosen by FILE_STORE: every route and job reads and writes files through
// `app.files`, never through paths of their own.
import type { FastifyInstance } from 'fastify';
import { DatabaseFileStore } from './database-file-store';
import type { FileStore } from './file-store';
import { LocalFileStore } from './local-file-store';
import { sweepFileStore } from './orphan-sweep';

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
  // Files nothing names any more (orphan-sweep.ts), on either store: in the background, once per
  // start. The registers' files are swept by their own part (server/resources/files).
  app.addHook('onReady', () => {
    void sweepFileStore(app.db, store)
      .then(
        (removed) =>
          (removed.rows > 0 || removed.files > 0) && app.log.info(removed, 'files nothing names removed'),
      )
      .catch((error: unknown) => app.log.warn({ err: error }, 'sweeping files nothing names failed'));
  });
}
