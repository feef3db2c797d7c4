// Addresses of the NF-e import screens (spec 2.2), built in one place so links are never typed by hand.
import type { NfeImportId } from '@/machines/nfe-import-machine';

export const NFE_IMPORT_PATH = '/notaFiscal/import';

export const importStatusHref = (id: NfeImportId): string => `/notaFiscal/importStatus/${id}`;

/** The log of an import; links use the current time, so opening it always reloads the rows. */
export const importLogHref = (id: NfeImportId, lastRefresh: number = Date.now()): string =>
  `/notaFiscal/importLog/${id}/${lastRefresh}`;
