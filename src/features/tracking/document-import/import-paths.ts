// Addresses of the import screens (spec 2.2), built in one place so links are never typed by hand.
// `base` is the kind's (see import-screen-kind.tsx): /notaFiscal for NF-e, /cte for CT-e.
import type { ImportId } from '@/machines/document-import-machine';

const NFE_BASE = '/notaFiscal';

export const importPath = (base: string = NFE_BASE): string => `${base}/import`;

export const importStatusHref = (id: ImportId, base: string = NFE_BASE): string =>
  `${base}/importStatus/${id}`;

/** The log of an import; links use the current time, so opening it always reloads the rows. */
export const importLogHref = (
  id: ImportId,
  lastRefresh: number = Date.now(),
  base: string = NFE_BASE,
): string => `${base}/importLog/${id}/${lastRefresh}`;
