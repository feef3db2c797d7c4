// A document import (NF-e, CT-e, OCOREN) as the API answers it (spec sections 3, 7 and 8), shared
// by the SPA, the server and the realtime hub. Every kind has the same routes under its own
// prefix in the tracking service: /api/tracking/nfe/..., /api/tracking/cte/...
import { z } from 'zod';
import { importLogMessageSchema } from './import-log-message';
import { importStatusShape } from './import-status';

/** The kinds of document import; stored as nfe_import.tipo. */
export const IMPORT_TIPOS = ['nfe', 'cte', 'ocoren'] as const;
export type ImportTipo = (typeof IMPORT_TIPOS)[number];

export { IMPORT_SITUATIONS, type ImportSituation } from './import-status';

/** GET /nfe/get/{id} (data.data); the notifications hub pushes the same fields as 'importProgress'. */
export const importStatusSchema = z.object(importStatusShape);
export type ImportStatusDto = z.infer<typeof importStatusSchema>;

export { IMPORT_PROGRESS_TARGET } from './import-progress-target';

/** GET /nfe/beginImport (data.data). */
export const beginImportSchema = z.object({ id: z.number().int() });

/**
 * What happened to one entry of the zip (or to the zip itself). Stored as `tipo`; the row's
 * `mensagem` is the sentence shown in the import log, `descricao` its Portuguese text.
 */
export const IMPORT_OCCURRENCE_KINDS = [
  'importada',
  'atualizada',
  'duplicada',
  'naoNfe',
  'naoCte',
  'xmlInvalido',
  'naoAutorizada',
  'cancelada',
  'outraEmpresa',
  'naoXml',
  'arquivoGrande',
  'nomeInvalido',
  'arquivoInvalido',
  // Lines of an OCOREN file (server/modules/tracking/imports/ocoren): no delivery with that NF-e, a code neither
  // the company's mapping nor the PROCEDA table knows, and lines that cannot be read.
  'semEntrega',
  'codigoDesconhecido',
  'linhaCurta',
  'linhaDesalinhada',
  'dataInvalida',
  'registroDesconhecido',
] as const;
export type ImportOccurrenceKind = (typeof IMPORT_OCCURRENCE_KINDS)[number];

/** Kinds that count as a document taken in (the rest are rejections or duplicates). */
export const ACCEPTED_OCCURRENCE_KINDS: readonly ImportOccurrenceKind[] = ['importada', 'atualizada'];

/** One row of the import log: GET /nfe/storyDetails/{id} answers a list of these (data.data). */
export const importOccurrenceSchema = z.object({
  id: z.number().int(),
  nomeArquivo: z.string(),
  /** The sentence in Portuguese. */
  descricao: z.string(),
  /** The same sentence as a message id of the catalogs and its values; null on older rows. */
  mensagem: importLogMessageSchema.nullable().optional(),
  tipo: z.enum(IMPORT_OCCURRENCE_KINDS),
  chaveAcesso: z.string().nullable(),
});
export type ImportOccurrence = z.infer<typeof importOccurrenceSchema>;

/** Sortable columns of the import log (GET /nfe/storyDetails/{id}/page). */
export const IMPORT_OCCURRENCE_SORTABLE = ['id', 'nomeArquivo', 'descricao', 'tipo'] as const;
/** Sortable columns of the company's imports (GET /nfe/imports). */
export const IMPORT_SORTABLE = ['id', 'dataInicio', 'dataFim', 'nomeArquivo'] as const;

/** What a log row means for the document, as the log's outcome column and count cards show it. */
export const IMPORT_OUTCOMES = ['importada', 'atualizada', 'duplicada', 'rejeitada'] as const;
export type ImportRowOutcome = (typeof IMPORT_OUTCOMES)[number];

export const rowOutcome = (tipo: ImportOccurrenceKind): ImportRowOutcome =>
  tipo === 'importada' || tipo === 'atualizada' || tipo === 'duplicada' ? tipo : 'rejeitada';

/**
 * The views of an import log: one per count card, and the problems (rejected and duplicated
 * rows, what a person may have to look at or send again).
 */
export const IMPORT_LOG_VIEWS = [
  'importadas',
  'atualizadas',
  'duplicadas',
  'rejeitadas',
  'problemas',
] as const;
export type ImportLogView = (typeof IMPORT_LOG_VIEWS)[number];

const VIEW_OUTCOMES: Record<ImportLogView, readonly ImportRowOutcome[]> = {
  importadas: ['importada'],
  atualizadas: ['atualizada'],
  duplicadas: ['duplicada'],
  rejeitadas: ['rejeitada'],
  problemas: ['duplicada', 'rejeitada'],
};

/** The row kinds (`tipo`) a view shows. */
export const tiposOfView = (view: ImportLogView): ImportOccurrenceKind[] =>
  IMPORT_OCCURRENCE_KINDS.filter((tipo) => VIEW_OUTCOMES[view].includes(rowOutcome(tipo)));

/** The row kinds of some outcomes. */
export const tiposOfOutcomes = (outcomes: readonly ImportRowOutcome[]): ImportOccurrenceKind[] =>
  IMPORT_OCCURRENCE_KINDS.filter((tipo) => outcomes.includes(rowOutcome(tipo)));

/** The log's query beside paging: a view and the search (GET <prefix>/storyDetails/{id}/page, /export). */
export const importLogQueryShape = {
  resultado: z.enum(IMPORT_LOG_VIEWS).optional(),
};
