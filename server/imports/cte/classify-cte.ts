// Decides what one file of a CT-e upload is, in the worker thread: a CT-e to take in (the writer
// tells new, updated and duplicate apart), a cancellation, or a rejection with its log sentence.
// Policy on keys: a CT-e key that is not 44 digits is refused; a wrong check digit is taken in
// with a warning in the log, because CT-e samples and test issuers often carry scrambled keys and
// the CT-e only links to NF-e that passed the NF-e import's own key check.
import { createHash } from 'node:crypto';
import { isAccessKeyFormat, isValidAccessKey } from '../../../src/domain/nfe/access-key';
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

/** 'CT-e 781/1' (number and series as the document has them). */
export const cteLabel = (cte: Pick<ParsedCte, 'number' | 'series'>): string =>
  `CT-e ${cte.number ?? '?'}${cte.series === null ? '' : `/${cte.series}`}`;

const NOT_CTE_TEXT: Record<NotCteReason, string> = {
  nfe: 'Não é um CT-e: é uma NF-e (importe-a em Importar NF-e).',
  'cte-os': 'Não é um CT-e: é um CT-e OS (modelo 67), que não é importado aqui.',
  event: 'Não é um CT-e: é um evento do CT-e (cancelamento, carta de correção...).',
  'missing-infCte': 'Não é um CT-e: o documento não tem o grupo infCte.',
  'unknown-root': 'Não é um CT-e',
};

export function classifyCte(entry: ZipEntry, _company: ImportingCompany): CteOutcome {
  const screened = screenXmlEntry(entry, (size) => `Arquivo grande demais para um CT-e (${size}): ignorado.`);
  if (screened.kind === 'rejected') return screened;
  const reject = (tipo: Rejection['tipo'], descricao: string, chave: string | null = null) =>
    rejection(entry, tipo, descricao, chave);
  const parsed = parseCte(screened.bytes);
  if (parsed.kind === 'invalid-xml') return reject('xmlInvalido', `XML inválido: ${parsed.message}`);
  if (parsed.kind === 'not-cte') {
    const text = NOT_CTE_TEXT[parsed.reason];
    return reject(
      'naoCte',
      parsed.reason === 'unknown-root'
        ? `${text} (documento ${parsed.rootElement || 'desconhecido'}).`
        : text,
    );
  }
  const key = parsed.accessKey;
  const label = cteLabel(parsed);
  if (!isAccessKeyFormat(key)) {
    return reject('xmlInvalido', `${label}: chave de acesso inválida (${key}), não tem 44 dígitos.`);
  }
  if (parsed.model !== null && parsed.model !== '57') {
    return reject('naoCte', `${label}: modelo ${parsed.model}, só CT-e modelo 57 é importado.`, key);
  }
  const status = cteStatus(parsed);
  if (status === 'cancelled') return { kind: 'cancelled', index: entry.index, name: entry.name, cte: parsed };
  if (status === 'not-authorised') {
    const protocol = parsed.protocol;
    const why =
      protocol?.cStat == null
        ? 'sem protocolo de autorização da SEFAZ (protCTe)'
        : `situação ${protocol.cStat}${protocol.xMotivo ? ` (${protocol.xMotivo})` : ''} na SEFAZ`;
    return reject('naoAutorizada', `${label} não autorizado: ${why}.`, key);
  }
  const keyValid = isValidAccessKey(key);
  const warnings = [...parsed.warnings];
  if (!keyValid) warnings.unshift(`chave ${key} com dígito verificador inválido`);
  const malformed = parsed.nfeKeys.filter((nfeKey) => !isAccessKeyFormat(nfeKey));
  if (malformed.length > 0) warnings.push(`chaves de NF-e sem 44 dígitos ignoradas: ${malformed.join(', ')}`);
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
