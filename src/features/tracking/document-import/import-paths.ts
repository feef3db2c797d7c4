// Addresses of the import screens (spec 2.2), built in one place so links are never typed by hand.
// `base` is the kind's (see import-screen-kind.tsx): /notaFiscal for NF-e, /cte for CT-e.
import type { ImportLogView } from '@/domain/tracking/imports/document-import';
import { entregaResource } from '@/domain/tracking/resources/entrega';
import type { ImportId } from '@/machines/document-import-machine';

const NFE_BASE = '/notaFiscal';

export const importPath = (base: string = NFE_BASE): string => `${base}/import`;

export const importStatusHref = (id: ImportId, base: string = NFE_BASE): string =>
  `${base}/importStatus/${id}`;

/**
 * The log of an import; links use the current time, so opening it always reloads the rows. A view
 * opens it on one outcome (the rejected files) or on the problems.
 */
export const importLogHref = (
  id: ImportId,
  lastRefresh: number = Date.now(),
  base: string = NFE_BASE,
  view?: ImportLogView,
): string => `${base}/importLog/${id}/${lastRefresh}${view ? `?resultado=${view}` : ''}`;

/** The delivery list narrowed to the deliveries an NF-e import created. */
export const importDeliveriesHref = (id: ImportId): string =>
  `${entregaResource.routes.list}?importacao=${id}`;
