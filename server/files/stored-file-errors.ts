// Failures every file store reports alike, so callers never depend on which store is configured.

/** A reference that names no file a store may hold (a bug, never the user's input). */
export class StoredFileError extends Error {
  override name = 'StoredFileError';
}

/** No such file for that company (never written, removed, or another company's). */
export class StoredFileMissing extends Error {
  override name = 'StoredFileMissing';
  constructor(name: string) {
    super(`Stored file not found: ${name}`);
  }
}

/** The source went past the size the caller allows; nothing of it was kept. */
export class StoredFileTooLarge extends Error {
  override name = 'StoredFileTooLarge';
  constructor(readonly limitBytes: number) {
    super(`Stored file over its limit of ${limitBytes} bytes`);
  }
}
