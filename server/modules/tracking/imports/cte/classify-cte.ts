// Decides what one file of a CT-e upload is, in the worker thread: a CT-e to take in (the writer
// tells new, updated and duplicate apart), a cancellation, or a rejection with its log sentence.
// Policy on keys: a CT-e key that is not 44 digits is refused; a wrong check digit is taken in
// with a warning in the log, because CT-e samples and test issuers often carry scrambled keys and
// the CT-e only links to NF-e that passed the NF-e import's own key check.
import { createHash } from 'node:crypto';
import {
  type ImportLogMessage,
  importLogMessage,
} from '../../../../../src/domain/tracking/imports/import-log-message';
import { isAccessKeyFormat, isValidAccessKey } from '../../../../../src/domain/tracking/nfe/access-key';
import type { ImportingCompany, Rejection } from '../pipeline/import-kind';
import { rejection, screenXmlEntry } from '../pipeline/screen-entry';
import type { ZipEntry } from '../zip/zip-entries';
import { cteStatus, type NotCteReason, parseCte, type ParsedCte } from './parse-cte';

export interface CteCandidate {
  kind: 'cte';
  index: number;
  name: string;
  cte: ParsedCte;
  keyValid: boolean;
  /** SHA-256 of the file: the same key with other bytes is an update. */
  hash: string;
}

export interface CteCancellation {
  kind: 'cancelled';
  index: number;
  name: string;
  cte: ParsedCte;
}

export type CteOutcome = Rejection | CteCandidate | CteCancellation;

/** '781/1': number and series as the document has them ('CT-e 781/1' in the log). */
export const cteNumber = (cte: Pick<ParsedCte, 'number' | 'series'>): string =>
  `${cte.number ?? '?'}${cte.series === null ? '' : `/${cte.series}`}`;

const NOT_CTE: Record<Exclude<NotCteReason, 'unknown-root'>, ImportLogMessage> = {
  nfe: importLogMessage('importLog.cte.notCte.nfe'),
  'cte-os': importLogMessage('importLog.cte.notCte.cteOs'),
  event: importLogMessage('importLog.cte.notCte.event'),
  'missing-infCte': importLogMessage('importLog.cte.notCte.missingInfCte'),
};

export function classifyCte(entry: ZipEntry, _company: ImportingCompany): CteOutcome {
  const screened = screenXmlEntry(entry, 'importLog.cte.tooLarge');
  if (screened.kind === 'rejected') return screened;
  const reject = (tipo: Rejection['tipo'], mensagem: ImportLogMessage, chave: string | null = null) =>
    rejection(entry, tipo, mensagem, chave);
  const parsed = parseCte(screened.bytes);
  if (parsed.kind === 'invalid-xml')
    return reject('xmlInvalido', importLogMessage('importLog.file.invalidXml', { detalhe: parsed.message }));
  if (parsed.kind === 'not-cte') {
    const root = parsed.rootElement;
    return reject(
      'naoCte',
      parsed.reason !== 'unknown-root'
        ? NOT_CTE[parsed.reason]
        : root
          ? importLogMessage('importLog.cte.notCte.root', { raiz: root })
          : importLogMessage('importLog.cte.notCte.unknownRoot'),
    );
  }
  const key = parsed.accessKey;
  const documento = cteNumber(parsed);
  if (!isAccessKeyFormat(key)) {
    return reject('xmlInvalido', importLogMessage('importLog.cte.keyFormat', { documento, chave: key }));
  }
  if (parsed.model !== null && parsed.model !== '57') {
    return reject(
      'naoCte',
      importLogMessage('importLog.cte.model', { documento, modelo: parsed.model }),
      key,
    );
  }
  const status = cteStatus(parsed);
  if (status === 'cancelled') return { kind: 'cancelled', index: entry.index, name: entry.name, cte: parsed };
  if (status === 'not-authorised') {
    const protocol = parsed.protocol;
    return reject(
      'naoAutorizada',
      protocol?.cStat == null
        ? importLogMessage('importLog.cte.noProtocol', { documento })
        : protocol.xMotivo
          ? importLogMessage('importLog.cte.notAuthorisedReason', {
              documento,
              situacao: protocol.cStat,
              motivo: protocol.xMotivo,
            })
          : importLogMessage('importLog.cte.notAuthorised', { documento, situacao: protocol.cStat }),
      key,
    );
  }
  const keyValid = isValidAccessKey(key);
  const warnings = [...parsed.warnings];
  if (!keyValid) warnings.unshift(importLogMessage('importLog.cte.warning.keyCheckDigit', { chave: key }));
  const malformed = parsed.nfeKeys.filter((nfeKey) => !isAccessKeyFormat(nfeKey));
  if (malformed.length > 0)
    warnings.push(importLogMessage('importLog.cte.warning.nfeKeysIgnored', { chaves: malformed.join(', ') }));
  const cte = { ...parsed, nfeKeys: parsed.nfeKeys.filter(isAccessKeyFormat), warnings };
  return {
    kind: 'cte',
    index: entry.index,
    name: entry.name,
    cte,
    keyValid,
    hash: createHash('sha256').update(screened.bytes).digest('hex'),
  };
}
