// The hub method that carries an import's progress to its user's connections, in a module of its
// own: a screen that only listens for it (the dashboard) does not build the import's schemas.
export const IMPORT_PROGRESS_TARGET = 'importProgress';
