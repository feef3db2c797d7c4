// The checks every kind makes before reading a file: unsafe names and oversized files come from
// the zip reader; a file that does not start like XML is not worth handing to an XML parser.
import {
  type ImportLogMessage,
  type ImportLogMessageId,
  importLogMessage,
} from '../../../../../src/domain/tracking/imports/import-log-message';
import type { ZipEntry } from '../zip/zip-entries';
import { formatBytes } from '../zip/zip-entries';
import type { Rejection } from './import-kind';

/** First byte after an optional UTF-8 BOM and whitespace is '<'. */
export function looksLikeXml(bytes: Buffer): boolean {
  let index = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? 3 : 0;
  while (index < bytes.length) {
    const byte = bytes[index]!;
    if (byte === 0x3c) return true;
    if (byte !== 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0d) return false;
    index += 1;
  }
  return false;
}

export const rejection = (
  entry: Pick<ZipEntry, 'index' | 'name'>,
  tipo: Rejection['tipo'],
  mensagem: ImportLogMessage,
  chaveAcesso: string | null = null,
): Rejection => ({ kind: 'rejected', index: entry.index, name: entry.name, tipo, mensagem, chaveAcesso });

/** The sentences that name the kind's document: an entry over the size limit. */
type TooLargeId = Extract<ImportLogMessageId, `importLog.${string}.tooLarge`>;

/** An entry whose name is unsafe (absolute, or with '..'), or over the size limit. */
export function screenZipEntry(entry: Exclude<ZipEntry, { kind: 'file' }>, tooLarge: TooLargeId): Rejection {
  if (entry.kind === 'unsafe-name')
    return rejection(entry, 'nomeInvalido', importLogMessage('importLog.file.unsafeName'));
  return rejection(entry, 'arquivoGrande', importLogMessage(tooLarge, { tamanho: formatBytes(entry.size) }));
}

/** A rejection for what no kind can read, or the bytes of an entry that starts like XML. */
export function screenXmlEntry(
  entry: ZipEntry,
  tooLarge: TooLargeId,
): Rejection | { kind: 'xml'; bytes: Buffer } {
  if (entry.kind !== 'file') return screenZipEntry(entry, tooLarge);
  if (!looksLikeXml(entry.bytes))
    return rejection(entry, 'naoXml', importLogMessage('importLog.file.notXml'));
  return { kind: 'xml', bytes: entry.bytes };
}
