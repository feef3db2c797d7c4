// A log sentence as plain text in one language, from that language's catalog: the server writes
// every row's Portuguese `descricao` with it, so the Portuguese the log shows has one source.
import { IntlMessageFormat } from 'intl-messageformat';
import { IMPORT_LOG_SEPARATOR_ID, type ImportLogMessage, renderImportLogMessage } from './import-log-message';

export type MessageCatalog = Readonly<Record<string, string>>;

// Parsed sentences per catalog: an OCOREN file logs a sentence per line.
const parsed = new WeakMap<MessageCatalog, Map<string, IntlMessageFormat>>();

function sentenceOf(catalog: MessageCatalog, locale: string, id: string): IntlMessageFormat {
  let byId = parsed.get(catalog);
  if (!byId) {
    byId = new Map();
    parsed.set(catalog, byId);
  }
  let format = byId.get(id);
  if (!format) {
    const pattern = catalog[id];
    if (pattern === undefined) throw new Error(`Import log message ${id} is not in the ${locale} catalog`);
    format = new IntlMessageFormat(pattern, locale);
    byId.set(id, format);
  }
  return format;
}

export function importLogText(message: ImportLogMessage, locale: string, catalog: MessageCatalog): string {
  return renderImportLogMessage<string>(message, locale, {
    sentence: (id, values) => String(sentenceOf(catalog, locale, id).format(values)),
    text: (value) => value,
    list: (items) => items.join(catalog[IMPORT_LOG_SEPARATOR_ID] ?? '; '),
  });
}
