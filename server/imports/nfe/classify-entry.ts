// Decides what one zip entry is before anything touches the database: an NF-e to take in (the
// writer then tells new, updated and duplicate apart), a cancellation of a note that may already
// be imported, or a rejection with the sentence the import log shows.
import { createHash } from 'node:crypto';
import { parseAccessKey, isValidAccessKey } from '../../../src/domain/nfe/access-key';
import type { NfeOccurrenceKind } from '../../../src/domain/nfe/nfe-import';
import { formatBytes, type ZipEntry } from '../zip/zip-entries';
import { authorisationStatus, parseNfe, type ParsedNfe } from './parse-nfe';

/** The importing company, as far as the rules below need it. */
export interface ImportingCompany {
  id: number;
  /** Digits only; '' when the company has none. */
  cnpj: string;
  /** A shipper (embarcadora) imports the notes it issued itself. */
  shipper: boolean;
}

export interface Rejection {
  kind: 'rejected';
  index: number;
  name: string;
  tipo: Exclude<NfeOccurrenceKind, 'importada' | 'atualizada' | 'duplicada'>;
  descricao: string;
  chaveAcesso: string | null;
}

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

/** First byte after an optional UTF-8 BOM and whitespace is '<': worth handing to the parser. */
function looksLikeXml(bytes: Buffer): boolean {
  let index = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? 3 : 0;
  while (index < bytes.length) {
    const byte = bytes[index]!;
    if (byte === 0x3c) return true;
    if (byte !== 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0d) return false;
    index += 1;
  }
  return false;
}

const NOT_NFE_TEXT: Record<string, string> = {
  cte: 'Não é uma NF-e: é um CT-e (importe-o em Importar CT-e).',
  event: 'Não é uma NF-e: é um evento da nota (cancelamento, carta de correção...), que não gera entrega.',
  'missing-infNFe': 'Não é uma NF-e: o documento não tem o grupo infNFe.',
};

export function classifyEntry(entry: ZipEntry, company: ImportingCompany): EntryOutcome {
  const base = { index: entry.index, name: entry.name };
  const reject = (
    tipo: Rejection['tipo'],
    descricao: string,
    chaveAcesso: string | null = null,
  ): Rejection => ({
    kind: 'rejected',
    ...base,
    tipo,
    descricao,
    chaveAcesso,
  });
  if (entry.kind === 'unsafe-name') {
    return reject(
      'nomeInvalido',
      'Nome de arquivo inseguro no zip (caminho absoluto ou com ".."): arquivo ignorado.',
    );
  }
  if (entry.kind === 'too-large') {
    return reject(
      'arquivoGrande',
      `Arquivo grande demais para uma NF-e (${formatBytes(entry.size)}): ignorado.`,
    );
  }
  if (!looksLikeXml(entry.bytes)) return reject('naoXml', 'Não é um arquivo XML: ignorado.');

  const parsed = parseNfe(entry.bytes);
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
  return { kind: 'nfe', ...base, nfe: parsed, hash: createHash('sha256').update(entry.bytes).digest('hex') };
}
