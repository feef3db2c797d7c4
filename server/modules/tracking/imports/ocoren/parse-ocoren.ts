// Reads a PROCEDA OCOREN file (3.1 or 5.0) into its occurrence records. Pure and single pass:
// no I/O, no database. A line that cannot be read becomes a problem with its line number and a
// sentence for the import log, and the lines after it are still read.
import {
  type ImportLogPart,
  importLogMessage,
} from '../../../../../src/domain/tracking/imports/import-log-message';
import {
  CARRIER_CODE_PATTERN,
  normalizeCarrierCode,
} from '../../../../../src/domain/tracking/ocorrencia/carrier-code';
import { decodeText } from '../../../../files/decode-text';
import { HEADER, LAYOUTS, type OccurrenceLayout, type OcorenVersion, slice } from './ocoren-layout';

export interface OcorenOccurrence {
  /** 1-based line of the 342/542 record. */
  line: number;
  /** CNPJ of the carrier (341/541) the record belongs to, or null when the file names none. */
  transportadorCnpj: string | null;
  /** CNPJ of the NF-e's issuer, 14 digits. */
  emitenteCnpj: string;
  /** NF series without leading zeros ('023' → '23', '000' → '0'), as the NF-e writes it. */
  serie: string;
  /** NF number without leading zeros, as the NF-e's nNF. */
  numero: string;
  /** The carrier's occurrence code as text ('001' in 5.0 is '1'; a carrier's 'A7' stays 'A7'). */
  codigo: string;
  /** Business day of the occurrence, 'yyyy-mm-dd'. */
  dia: string;
  /** The instant (business clock UTC-3; 00:00 when the file gives no time), ISO 8601. */
  dataOcorrencia: string;
  /** Observation code (01 total return, 02 partial ...), null for 00 or blank. */
  codigoObservacao: number | null;
  texto: string;
}

export type OcorenProblemKind = 'linhaCurta' | 'desalinhada' | 'dataInvalida' | 'registroDesconhecido';

export interface OcorenProblem {
  line: number;
  kind: OcorenProblemKind;
  mensagem: ImportLogPart;
}

export interface OcorenHeader {
  remetente: string;
  destinatario: string;
  intercambio: string;
}

export interface ParsedOcoren {
  /** Null when no line is an occurrence record of either version. */
  version: OcorenVersion | null;
  header: OcorenHeader | null;
  occurrences: OcorenOccurrence[];
  problems: OcorenProblem[];
  /** Non-empty lines read. */
  lines: number;
}

const DIGITS = /^\d+$/;

/** The version of the file: the first record type that belongs to one. */
function detectVersion(lines: readonly string[]): OcorenVersion | null {
  for (const line of lines) {
    const type = line.slice(0, 3);
    if (type.startsWith('34')) return '3.1';
    if (type.startsWith('54')) return '5.0';
  }
  return null;
}

const withoutLeadingZeros = (value: string) => value.replace(/^0+(?=.)/, '');

/** 'yyyy-mm-dd' of a DDMMAAAA that names a real calendar day, else null. */
export function calendarDay(ddmmaaaa: string): string | null {
  if (!/^\d{8}$/.test(ddmmaaaa)) return null;
  const day = Number(ddmmaaaa.slice(0, 2));
  const month = Number(ddmmaaaa.slice(2, 4));
  const year = Number(ddmmaaaa.slice(4, 8));
  if (year < 1900 || month < 1 || month > 12 || day < 1) return null;
  if (day > new Date(Date.UTC(year, month, 0)).getUTCDate()) return null;
  return `${ddmmaaaa.slice(4, 8)}-${ddmmaaaa.slice(2, 4)}-${ddmmaaaa.slice(0, 2)}`;
}

/** 'HH:MM' of an HHMM; '00:00' for a blank time (optional in the layout); null when invalid. */
export function clockTime(hhmm: string): string | null {
  if (hhmm === '') return '00:00';
  if (!/^\d{4}$/.test(hhmm)) return null;
  const hours = Number(hhmm.slice(0, 2));
  const minutes = Number(hhmm.slice(2, 4));
  if (hours > 23 || minutes > 59) return null;
  return `${hhmm.slice(0, 2)}:${hhmm.slice(2, 4)}`;
}

type RecordResult = OcorenOccurrence | OcorenProblem;

function readOccurrence(
  line: string,
  lineNumber: number,
  layout: OccurrenceLayout,
  transportadorCnpj: string | null,
): RecordResult {
  const problem = (kind: OcorenProblemKind, mensagem: ImportLogPart): OcorenProblem => ({
    line: lineNumber,
    kind,
    mensagem,
  });
  // Trailing blanks may be trimmed by the sender, but the date must be there.
  if (line.trimEnd().length < layout.data.to) {
    return problem(
      'linhaCurta',
      importLogMessage('importLog.ocoren.shortLine', {
        linha: lineNumber,
        registro: line.slice(0, 3),
        caracteres: line.trimEnd().length,
      }),
    );
  }
  if (line.length > layout.recordLength && line.slice(layout.recordLength).trim() !== '') {
    return problem(
      'desalinhada',
      importLogMessage('importLog.ocoren.longLine', {
        linha: lineNumber,
        caracteres: line.length,
        leiaute: layout.recordLength === 120 ? '3.1' : '5.0',
        tamanho: layout.recordLength,
      }),
    );
  }
  const emitenteCnpj = slice(line, layout.cnpj);
  const numero = slice(line, layout.numero);
  const codigo = slice(line, layout.codigo);
  // Carriers send codes with letters as well as PROCEDA's numbers.
  if (!/^\d{14}$/.test(emitenteCnpj) || !DIGITS.test(numero) || !CARRIER_CODE_PATTERN.test(codigo)) {
    return problem(
      'desalinhada',
      importLogMessage('importLog.ocoren.misaligned', {
        linha: lineNumber,
        cnpj: emitenteCnpj,
        nota: numero,
        codigo,
      }),
    );
  }
  const rawDate = slice(line, layout.data);
  const rawTime = slice(line, layout.hora);
  const dia = calendarDay(rawDate);
  const hora = clockTime(rawTime);
  if (dia === null || hora === null) {
    return problem(
      'dataInvalida',
      importLogMessage('importLog.ocoren.invalidDate', { linha: lineNumber, data: rawDate, hora: rawTime }),
    );
  }
  const observacao = slice(line, layout.observacao);
  const texts = layout.freeText === null ? layout.texts.map((field) => slice(line, field)) : [];
  return {
    line: lineNumber,
    transportadorCnpj,
    emitenteCnpj,
    serie: withoutLeadingZeros(slice(line, layout.serie)),
    numero: withoutLeadingZeros(numero),
    codigo: normalizeCarrierCode(codigo),
    dia,
    dataOcorrencia: `${dia}T${hora}:00-03:00`,
    codigoObservacao: DIGITS.test(observacao) && Number(observacao) > 0 ? Number(observacao) : null,
    texto: texts.filter(Boolean).join(' '),
  };
}

export function parseOcoren(bytes: Uint8Array): ParsedOcoren {
  // Decoded before slicing: fields are cut by characters, so an accented name never shifts the
  // columns after it.
  const text = decodeText(bytes);
  const lines = text.split('\n');
  const version = detectVersion(lines);
  const result: ParsedOcoren = { version, header: null, occurrences: [], problems: [], lines: 0 };
  const layout = version === null ? null : LAYOUTS[version];
  let carrier: string | null = null;
  // The 542 a 5.0 free-text record belongs to: only the one right before it.
  let lastOccurrence: OcorenOccurrence | null = null;

  for (let index = 0; index < lines.length; index += 1) {
    const raw = lines[index] ?? '';
    const line = raw.endsWith('\r') ? raw.slice(0, -1) : raw;
    if (line.trim() === '') continue;
    result.lines += 1;
    const lineNumber = index + 1;
    const type = line.slice(0, 3);
    const previous = lastOccurrence;
    lastOccurrence = null;
    if (type === '000') {
      result.header ??= {
        remetente: slice(line, HEADER.remetente),
        destinatario: slice(line, HEADER.destinatario),
        intercambio: slice(line, HEADER.intercambio),
      };
      continue;
    }
    if (layout === null) {
      result.problems.push({
        line: lineNumber,
        kind: 'registroDesconhecido',
        mensagem: importLogMessage('importLog.ocoren.unknownRecord', { linha: lineNumber, registro: type }),
      });
      continue;
    }
    if (type === layout.header || layout.ignored.includes(type)) continue;
    if (type === layout.carrier) {
      const cnpj = slice(line, layout.carrierCnpj);
      carrier = /^\d{14}$/.test(cnpj) ? cnpj : null;
      continue;
    }
    if (type === layout.occurrence) {
      const read = readOccurrence(line, lineNumber, layout, carrier);
      if ('kind' in read) result.problems.push(read);
      else {
        result.occurrences.push(read);
        lastOccurrence = read;
      }
      continue;
    }
    if (type === layout.freeText) {
      const texto = layout.texts
        .map((field) => slice(line, field))
        .filter(Boolean)
        .join(' ');
      if (previous !== null && texto !== '')
        previous.texto = previous.texto ? `${previous.texto} ${texto}` : texto;
      continue;
    }
    result.problems.push({
      line: lineNumber,
      kind: 'registroDesconhecido',
      mensagem: importLogMessage('importLog.ocoren.unknownRecordInVersion', {
        linha: lineNumber,
        registro: type,
        versao: version ?? '',
      }),
    });
  }
  return result;
}
