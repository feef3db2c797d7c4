// Decides what one zip entry is before anything touches the database: an NF-e to take in (the
// writer then tells new, updated and duplicate apart), a cancellation of a note that may already
// be imported, or a rejection with the sentence the import log shows.
import { createHash } from 'node:crypto';
import { parseAccessKey, isValidAccessKey } from '../../../src/domain/nfe/access-key';
import type { ImportingCompany, Rejection } from '../pipeline/import-kind';
import { rejection, screenXmlEntry } from '../pipeline/screen-entry';
import type { ZipEntry } from '../zip/zip-entries';
import { authorisationStatus, parseNfe, type ParsedNfe } from './parse-nfe';

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

/** 'NF-e 47428/1' (number and series as the note has them). */
export const noteLabel = (nfe: Pick<ParsedNfe, 'number' | 'series'>): string =>
  `NF-e ${nfe.number ?? '?'}${nfe.series === null ? '' : `/${nfe.series}`}`;

const CNPJ_ROOT = 8;
const digits = (text: string | null) => (text ?? '').replace(/\D/g, '');

/** Same company group: the first eight digits of a CNPJ name the company, the rest the branch. */
const sameCompany = (a: string, b: string) =>
  a.length === 14 && b.length === 14 && a.slice(0, CNPJ_ROOT) === b.slice(0, CNPJ_ROOT);

const NOT_NFE_TEXT: Record<string, string> = {
  cte: 'Não é uma NF-e: é um CT-e (importe-o em Importar CT-e).',
  event: 'Não é uma NF-e: é um evento da nota (cancelamento, carta de correção...), que não gera entrega.',
  'missing-infNFe': 'Não é uma NF-e: o documento não tem o grupo infNFe.',
};

export function classifyEntry(entry: ZipEntry, company: ImportingCompany): EntryOutcome {
  const screened = screenXmlEntry(
    entry,
    (size) => `Arquivo grande demais para uma NF-e (${size}): ignorado.`,
  );
  if (screened.kind === 'rejected') return screened;
  const { bytes } = screened;
  const base = { index: entry.index, name: entry.name };
  const reject = (tipo: Rejection['tipo'], descricao: string, chaveAcesso: string | null = null) =>
    rejection(entry, tipo, descricao, chaveAcesso);

  const parsed = parseNfe(bytes);
  if (parsed.kind === 'invalid-xml') return reject('xmlInvalido', `XML inválido: ${parsed.message}`);
  if (parsed.kind === 'not-nfe') {
    return reject(
      'naoNfe',
      NOT_NFE_TEXT[parsed.reason] ?? `Não é uma NF-e (documento ${parsed.rootElement || 'desconhecido'}).`,
    );
  }
  const key = parsed.accessKey;
  const label = noteLabel(parsed);
  if (parseAccessKey(key) === null) {
    return reject('xmlInvalido', `${label}: chave de acesso inválida (${key}), não tem 44 dígitos.`);
  }
  if (!isValidAccessKey(key)) {
    return reject('xmlInvalido', `${label}: chave de acesso ${key} com dígito verificador inválido.`, key);
  }
  if (parsed.model !== null && parsed.model !== '55') {
    return reject(
      'naoNfe',
      `${label}: modelo ${parsed.model} (NFC-e ou outro), só NF-e modelo 55 é importada.`,
      key,
    );
  }
  const status = authorisationStatus(parsed);
  if (status === 'cancelled') return { kind: 'cancelled', ...base, nfe: parsed };
  if (status === 'not-authorised') {
    const protocol = parsed.protocol;
    const why =
      protocol?.cStat == null
        ? 'sem protocolo de autorização da SEFAZ (protNFe)'
        : `situação ${protocol.cStat}${protocol.xMotivo ? ` (${protocol.xMotivo})` : ''} na SEFAZ`;
    return reject('naoAutorizada', `${label} não autorizada: ${why}.`, key);
  }
  const issuer = digits(parsed.issuer.cnpjCpf);
  if (company.shipper && company.cnpj !== '' && !sameCompany(issuer, company.cnpj)) {
    return reject(
      'outraEmpresa',
      `${label} emitida por outra empresa (CNPJ/CPF ${issuer || 'ausente'}): só são importadas as notas emitidas pela empresa.`,
      key,
    );
  }
  return { kind: 'nfe', ...base, nfe: parsed, hash: createHash('sha256').update(bytes).digest('hex') };
}
