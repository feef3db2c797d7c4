// The sentences of the document import log (NF-e, CT-e, OCOREN) as message ids of the SPA's
// catalogs (lang/*.json) with their values. The server stores the message with each log row and
// writes the row's Portuguese `descricao` from the pt catalog; the SPA shows the message in the
// user's language. Every id the server can log is declared here, with how each value is shown.
import { z } from 'zod';

/**
 * How a value is shown:
 * - `text`: as given (a file name, a key, a document number as printed, text read from a file),
 *   kept in its own direction inside a sentence of either direction;
 * - `number`: a number the catalog formats for the language (counts, line numbers);
 * - `day`: a 'yyyy-mm-dd' calendar day, formatted for the language;
 * - `message`: one nested sentence; `messages`: nested sentences joined by `importLog.separator`.
 */
export type ImportLogValueKind = 'text' | 'number' | 'day' | 'message' | 'messages';

const NO_VALUES = {} as const;
const DOCUMENT = { documento: 'text' } as const;
const DOCUMENT_KEY = { documento: 'text', chave: 'text' } as const;
const CTE_LINKS = { documento: 'text', referenciadas: 'number', jaImportadas: 'number' } as const;
const CTE_LINKS_WARNINGS = { ...CTE_LINKS, avisos: 'messages' } as const;
const OCOREN_NOTE = { linha: 'number', numero: 'text', serie: 'text', emitente: 'text' } as const;
const OCOREN_RECORD = { ...OCOREN_NOTE, codigo: 'text', ocorrencia: 'text' } as const;

/** Every sentence of the import log, by message id, with the kind of each of its values. */
export const IMPORT_LOG_MESSAGES = {
  // Any kind: the file itself.
  'importLog.file.unsafeName': NO_VALUES,
  'importLog.file.notXml': NO_VALUES,
  'importLog.file.invalidXml': { detalhe: 'text' },
  // The zip as a whole, the upload, and an import that could not go on.
  'importLog.zip.notZip': { detalhe: 'text' },
  'importLog.zip.corrupt': { detalhe: 'text' },
  'importLog.zip.corruptNoData': NO_VALUES,
  'importLog.zip.tooManyFiles': { maximo: 'number' },
  'importLog.zip.tooLargeUncompressed': { tamanho: 'text' },
  'importLog.zip.suspiciousRatio': { arquivo: 'text', taxa: 'number' },
  'importLog.zip.empty': NO_VALUES,
  'importLog.zip.stoppedMidway': { motivo: 'message', lidos: 'number', total: 'number' },
  'importLog.upload.notAccepted.nfe': NO_VALUES,
  'importLog.upload.notAccepted.cte': NO_VALUES,
  'importLog.upload.notAccepted.ocoren': NO_VALUES,
  'importLog.upload.empty': { comoEnviar: 'message' },
  'importLog.upload.tooLargeZip': { limite: 'text' },
  'importLog.upload.tooLargeFile': { limite: 'text' },
  'importLog.import.unexpectedError': NO_VALUES,
  // NF-e.
  'importLog.nfe.tooLarge': { tamanho: 'text' },
  'importLog.nfe.notNfe.cte': NO_VALUES,
  'importLog.nfe.notNfe.event': NO_VALUES,
  'importLog.nfe.notNfe.missingInfNFe': NO_VALUES,
  'importLog.nfe.notNfe.root': { raiz: 'text' },
  'importLog.nfe.notNfe.unknownRoot': NO_VALUES,
  'importLog.nfe.keyFormat': DOCUMENT_KEY,
  'importLog.nfe.keyCheckDigit': DOCUMENT_KEY,
  'importLog.nfe.model': { documento: 'text', modelo: 'text' },
  'importLog.nfe.noProtocol': DOCUMENT,
  'importLog.nfe.notAuthorised': { documento: 'text', situacao: 'text' },
  'importLog.nfe.notAuthorisedReason': { documento: 'text', situacao: 'text', motivo: 'text' },
  'importLog.nfe.otherCompany': { documento: 'text', emitente: 'text' },
  'importLog.nfe.otherCompanyNoIssuer': DOCUMENT,
  'importLog.nfe.repeatedInZip': DOCUMENT_KEY,
  'importLog.nfe.alreadyImported': DOCUMENT_KEY,
  'importLog.nfe.takenByOtherImport': DOCUMENT_KEY,
  'importLog.nfe.imported': DOCUMENT,
  'importLog.nfe.importedDue': { documento: 'text', dataPrevista: 'day' },
  'importLog.nfe.updated': DOCUMENT,
  'importLog.nfe.cancelled': DOCUMENT,
  'importLog.nfe.cancelledDelivery': DOCUMENT,
  // CT-e.
  'importLog.cte.tooLarge': { tamanho: 'text' },
  'importLog.cte.notCte.nfe': NO_VALUES,
  'importLog.cte.notCte.cteOs': NO_VALUES,
  'importLog.cte.notCte.event': NO_VALUES,
  'importLog.cte.notCte.missingInfCte': NO_VALUES,
  'importLog.cte.notCte.root': { raiz: 'text' },
  'importLog.cte.notCte.unknownRoot': NO_VALUES,
  'importLog.cte.keyFormat': DOCUMENT_KEY,
  'importLog.cte.model': { documento: 'text', modelo: 'text' },
  'importLog.cte.noProtocol': DOCUMENT,
  'importLog.cte.notAuthorised': { documento: 'text', situacao: 'text' },
  'importLog.cte.notAuthorisedReason': { documento: 'text', situacao: 'text', motivo: 'text' },
  'importLog.cte.warning.keyCheckDigit': { chave: 'text' },
  'importLog.cte.warning.nfeKeysIgnored': { chaves: 'text' },
  'importLog.cte.warning.protocolKey': { chave: 'text' },
  'importLog.cte.cancelled': DOCUMENT,
  'importLog.cte.cancelledRemoved': DOCUMENT,
  'importLog.cte.repeatedInFile': DOCUMENT_KEY,
  'importLog.cte.alreadyImported': DOCUMENT_KEY,
  'importLog.cte.takenByOtherImport': DOCUMENT_KEY,
  'importLog.cte.imported': CTE_LINKS,
  'importLog.cte.importedWarnings': CTE_LINKS_WARNINGS,
  'importLog.cte.updated': CTE_LINKS,
  'importLog.cte.updatedWarnings': CTE_LINKS_WARNINGS,
  // OCOREN: the file, then one sentence per line.
  'importLog.ocoren.tooLarge': { tamanho: 'text' },
  'importLog.ocoren.notOcoren': NO_VALUES,
  'importLog.ocoren.tooManyLines': { linhas: 'number', limite: 'number' },
  'importLog.ocoren.shortLine': { linha: 'number', registro: 'text', caracteres: 'number' },
  'importLog.ocoren.longLine': { linha: 'number', caracteres: 'number', leiaute: 'text', tamanho: 'number' },
  'importLog.ocoren.misaligned': { linha: 'number', cnpj: 'text', nota: 'text', codigo: 'text' },
  'importLog.ocoren.invalidDate': { linha: 'number', data: 'text', hora: 'text' },
  'importLog.ocoren.unknownRecord': { linha: 'number', registro: 'text' },
  'importLog.ocoren.unknownRecordInVersion': { linha: 'number', registro: 'text', versao: 'text' },
  'importLog.ocoren.noDelivery': OCOREN_NOTE,
  'importLog.ocoren.unknownCode': { ...OCOREN_NOTE, codigo: 'text' },
  'importLog.ocoren.unmappedCode': { ...OCOREN_NOTE, codigo: 'text', transportador: 'text' },
  'importLog.ocoren.recorded': OCOREN_RECORD,
  'importLog.ocoren.duplicate': OCOREN_RECORD,
} as const satisfies Record<string, Record<string, ImportLogValueKind>>;

type Registry = typeof IMPORT_LOG_MESSAGES;
export type ImportLogMessageId = keyof Registry;

/** Joins the sentences of a `messages` value. */
export const IMPORT_LOG_SEPARATOR_ID = 'importLog.separator';

/** Every id of the import log the catalogs must hold. */
export const IMPORT_LOG_CATALOG_IDS: readonly string[] = [
  ...Object.keys(IMPORT_LOG_MESSAGES),
  IMPORT_LOG_SEPARATOR_ID,
];

const scalar = z.union([z.string(), z.number()]);

/** A nested sentence: its values are plain text and numbers. */
export const importLogPartSchema = z.object({
  id: z.string(),
  values: z.record(z.string(), scalar).optional(),
});
export type ImportLogPart = z.infer<typeof importLogPartSchema>;

/** A log sentence as stored (nfe_import_ocorrencia.mensagem) and answered by the log routes. */
export const importLogMessageSchema = z.object({
  id: z.string(),
  values: z
    .record(z.string(), z.union([scalar, importLogPartSchema, z.array(importLogPartSchema)]))
    .optional(),
});
export type ImportLogMessage = z.infer<typeof importLogMessageSchema>;
export type ImportLogValue = NonNullable<ImportLogMessage['values']>[string];

type ValueOf<Kind> = Kind extends 'number'
  ? number
  : Kind extends 'message'
    ? ImportLogPart
    : Kind extends 'messages'
      ? ImportLogPart[]
      : string;
export type ImportLogValues<Id extends ImportLogMessageId> = {
  -readonly [Name in keyof Registry[Id]]: ValueOf<Registry[Id][Name]>;
};
type ValuesArgument<Id extends ImportLogMessageId> = keyof Registry[Id] extends never
  ? []
  : [values: ImportLogValues<Id>];

/** Sentences without nested sentences may themselves be nested in another. */
type MessageOf<Id extends ImportLogMessageId> =
  Extract<Registry[Id][keyof Registry[Id]], 'message' | 'messages'> extends never
    ? ImportLogPart
    : ImportLogMessage;

/** A log sentence; its values are checked against the registry when it is written. */
export const importLogMessage = <Id extends ImportLogMessageId>(
  id: Id,
  ...[values]: ValuesArgument<Id>
): MessageOf<Id> => (values === undefined ? { id } : { id, values }) as MessageOf<Id>;

export const isImportLogMessageId = (id: string): id is ImportLogMessageId =>
  Object.prototype.hasOwnProperty.call(IMPORT_LOG_MESSAGES, id);

const kindsOf = (id: string): Readonly<Record<string, ImportLogValueKind>> =>
  isImportLogMessageId(id) ? IMPORT_LOG_MESSAGES[id] : {};

const isPart = (value: unknown): value is ImportLogPart =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && 'id' in value;

/**
 * Whether a message read back can be shown from the catalogs: a known id with every value it
 * declares, each of the right kind (nested sentences included). Anything else shows `descricao`.
 */
export function isShowableImportLogMessage(message: ImportLogMessage | ImportLogPart): boolean {
  if (!isImportLogMessageId(message.id)) return false;
  const values: Record<string, unknown> = message.values ?? {};
  return Object.entries(kindsOf(message.id)).every(([name, kind]) => {
    const value = values[name];
    switch (kind) {
      case 'number':
        return typeof value === 'number';
      case 'text':
        return typeof value === 'string';
      case 'day':
        return typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value);
      case 'message':
        return isPart(value) && isShowableImportLogMessage(value);
      case 'messages':
        return (
          Array.isArray(value) && value.every((part) => isPart(part) && isShowableImportLogMessage(part))
        );
    }
  });
}

const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** A 'yyyy-mm-dd' calendar day as the language writes a short date (pt: 31/05/2026). */
export function formatLogDay(day: string, locale: string): string {
  let format = dayFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      timeZone: 'UTC',
    });
    dayFormats.set(locale, format);
  }
  return format.format(new Date(`${day}T00:00:00Z`));
}

/** How one language shows a sentence and the values inside it. */
export interface ImportLogRenderer<Out> {
  /** The catalog's sentence `id` with its values. */
  sentence(id: string, values: Record<string, number | string | Out>): Out;
  /** A text value (or a formatted day) inside a sentence. */
  text(value: string): string | Out;
  /** Nested sentences, each already rendered, with the catalog's separator between them. */
  list(items: Out[]): Out;
}

/** Renders a log sentence: days formatted for `locale`, nested sentences rendered first. */
export function renderImportLogMessage<Out>(
  message: ImportLogMessage | ImportLogPart,
  locale: string,
  renderer: ImportLogRenderer<Out>,
): Out {
  const kinds = kindsOf(message.id);
  const values: Record<string, number | string | Out> = {};
  for (const [name, value] of Object.entries(message.values ?? {})) {
    if (typeof value === 'number') values[name] = value;
    else if (typeof value === 'string')
      values[name] = renderer.text(kinds[name] === 'day' ? formatLogDay(value, locale) : value);
    else if (Array.isArray(value))
      values[name] = renderer.list(value.map((part) => renderImportLogMessage(part, locale, renderer)));
    else values[name] = renderImportLogMessage(value, locale, renderer);
  }
  return renderer.sentence(message.id, values);
}
