// Decides what one zip entry is before anything touches the database: an NF-e to take in (the
// writer then tells new, updated and duplicate apart), a cancellation of a note that may already
// be imported, or a rejection with the sentence the import log shows.
import { createHash } from 'node:crypto';
import {
  type ImportLogMessage,
  importLogMessage,
} from '../../../../../src/domain/tracking/imports/import-log-message';
import { parseAccessKey, isValidAccessKey } from '../../../../../src/domain/tracking/nfe/access-key';
import type { ImportingCompany, Rejection } from '../pipeline/import-kind';
import { rejection, screenXmlEntry } from '../pipeline/screen-entry';
import type { ZipEntry } from '../zip/zip-entries';
import { authorisationStatus, type NotNfeReason, parseNfe, type ParsedNfe } from './parse-nfe';

export interface Candidate {
  kind: 'nfe';
  index: number;
  name: string;
  nfe: ParsedNfe;
  /** SHA-256 of the file: the same key with other bytes is an update. */
  hash: string;
}

export interface Cancellation {
  kind: 'cancelled';
  index: number;
  name: string;
  nfe: ParsedNfe;
}

export type EntryOutcome = Rejection | Candidate | Cancellation;

/** '47428/1': number and series as the note has them ('NF-e 47428/1' in the log). */
export const noteNumber = (nfe: Pick<ParsedNfe, 'number' | 'series'>): string =>
  `${nfe.number ?? '?'}${nfe.series === null ? '' : `/${nfe.series}`}`;

const CNPJ_ROOT = 8;
const digits = (text: string | null) => (text ?? '').replace(/\D/g, '');

/** Same company group: the first eight digits of a CNPJ name the company, the rest the branch. */
const sameCompany = (a: string, b: string) =>
  a.length === 14 && b.length === 14 && a.slice(0, CNPJ_ROOT) === b.slice(0, CNPJ_ROOT);

const NOT_NFE: Record<Exclude<NotNfeReason, 'unknown-root'>, ImportLogMessage> = {
  cte: importLogMessage('importLog.nfe.notNfe.cte'),
  event: importLogMessage('importLog.nfe.notNfe.event'),
  'missing-infNFe': importLogMessage('importLog.nfe.notNfe.missingInfNFe'),
};

export function classifyEntry(entry: ZipEntry, company: ImportingCompany): EntryOutcome {
  const screened = screenXmlEntry(entry, 'importLog.nfe.tooLarge');
  if (screened.kind === 'rejected') return screened;
  const { bytes } = screened;
  const base = { index: entry.index, name: entry.name };
  const reject = (tipo: Rejection['tipo'], mensagem: ImportLogMessage, chaveAcesso: string | null = null) =>
    rejection(entry, tipo, mensagem, chaveAcesso);

  const parsed = parseNfe(bytes);
  if (parsed.kind === 'invalid-xml')
    return reject('xmlInvalido', importLogMessage('importLog.file.invalidXml', { detalhe: parsed.message }));
  if (parsed.kind === 'not-nfe') {
    const root = parsed.rootElement;
    return reject(
      'naoNfe',
      parsed.reason !== 'unknown-root'
        ? NOT_NFE[parsed.reason]
        : root
          ? importLogMessage('importLog.nfe.notNfe.root', { raiz: root })
          : importLogMessage('importLog.nfe.notNfe.unknownRoot'),
    );
  }
  const key = parsed.accessKey;
  const documento = noteNumber(parsed);
  if (parseAccessKey(key) === null) {
    return reject('xmlInvalido', importLogMessage('importLog.nfe.keyFormat', { documento, chave: key }));
  }
  if (!isValidAccessKey(key)) {
    return reject(
      'xmlInvalido',
      importLogMessage('importLog.nfe.keyCheckDigit', { documento, chave: key }),
      key,
    );
  }
  if (parsed.model !== null && parsed.model !== '55') {
    return reject(
      'naoNfe',
      importLogMessage('importLog.nfe.model', { documento, modelo: parsed.model }),
      key,
    );
  }
  const status = authorisationStatus(parsed);
  if (status === 'cancelled') return { kind: 'cancelled', ...base, nfe: parsed };
  if (status === 'not-authorised') {
    const protocol = parsed.protocol;
    return reject(
      'naoAutorizada',
      protocol?.cStat == null
        ? importLogMessage('importLog.nfe.noProtocol', { documento })
        : protocol.xMotivo
          ? importLogMessage('importLog.nfe.notAuthorisedReason', {
              documento,
              situacao: protocol.cStat,
              motivo: protocol.xMotivo,
            })
          : importLogMessage('importLog.nfe.notAuthorised', { documento, situacao: protocol.cStat }),
      key,
    );
  }
  const issuer = digits(parsed.issuer.cnpjCpf);
  if (company.shipper && company.cnpj !== '' && !sameCompany(issuer, company.cnpj)) {
    return reject(
      'outraEmpresa',
      issuer
        ? importLogMessage('importLog.nfe.otherCompany', { documento, emitente: issuer })
        : importLogMessage('importLog.nfe.otherCompanyNoIssuer', { documento }),
      key,
    );
  }
  return { kind: 'nfe', ...base, nfe: parsed, hash: createHash('sha256').update(bytes).digest('hex') };
}
