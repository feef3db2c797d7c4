// Streaming reader of one CT-e XML document (layouts 3.00 and 4.00: cteProc = CTe + protCTe
// [+ procCancCTe], or a bare CTe). The root element and its namespace decide whether the file is a
// CT-e at all (a CT-e holds elements named infNFe, an NF-e never holds infCte). Only the fields the
// import needs are kept; elements are matched by local name.
import { SaxesParser, type SaxesTagNS } from 'saxes';
import {
  type ImportLogPart,
  importLogMessage,
} from '../../../../../src/domain/tracking/imports/import-log-message';
import { decodeXml } from '../nfe/decode-xml';
import { pickCargoWeight, type CargoMeasure } from './cargo-weight';

const CTE_NAMESPACE = 'http://www.portalfiscal.inf.br/cte';
const NFE_NAMESPACE = 'http://www.portalfiscal.inf.br/nfe';
const CANCELLATION_EVENT = '110111';
const CANCELLATION_ACCEPTED = new Set(['135', '155']);
const AUTHORISED = new Set(['100', '150']);
/** protCTe cStat 101: the cancellation of the CT-e was approved. */
const CANCELLED_STATUS = '101';

export interface CteParty {
  cnpjCpf: string | null;
  name: string | null;
}

export interface CtePlace {
  ibge: string | null;
  city: string | null;
  uf: string | null;
}

export interface ParsedCte {
  kind: 'cte';
  version: string | null;
  accessKey: string;
  number: string | null;
  series: string | null;
  issueDate: string | null;
  model: string | null;
  tpAmb: string | null;
  modal: string | null;
  tpCTe: string | null;
  tpServ: string | null;
  origin: CtePlace;
  destination: CtePlace;
  issuer: CteParty;
  sender: CteParty;
  recipient: CteParty;
  /** toma3/toma4 code (0 sender, 1 expedidor, 2 recebedor, 3 recipient, 4 other) and that party. */
  taker: CteParty & { code: string | null };
  freightTotal: string | null;
  freightReceivable: string | null;
  components: { nome: string; valor: string }[];
  cargoValue: string | null;
  product: string | null;
  weightKg: string | null;
  weightMeasure: string | null;
  /** Distinct referenced NF-e keys, in document order. */
  nfeKeys: string[];
  /** infNFe entries before deduplication. */
  nfeKeyEntries: number;
  protocol: {
    cStat: string | null;
    nProt: string | null;
    chCTe: string | null;
    xMotivo: string | null;
  } | null;
  cancelled: boolean;
  /** Warnings for the import log (the file is still taken in). */
  warnings: ImportLogPart[];
}

export type NotCteReason = 'nfe' | 'cte-os' | 'event' | 'unknown-root' | 'missing-infCte';

export type CteParseResult =
  | ParsedCte
  | { kind: 'not-cte'; reason: NotCteReason; rootElement: string }
  | { kind: 'invalid-xml'; message: string };

export type CteStatus = 'authorised' | 'not-authorised' | 'cancelled';

export function cteStatus(parsed: ParsedCte): CteStatus {
  if (parsed.cancelled) return 'cancelled';
  const status = parsed.protocol?.cStat;
  return status != null && AUTHORISED.has(status) ? 'authorised' : 'not-authorised';
}

interface Draft {
  fields: Map<string, string>;
  infCteId: string | null;
  version: string | null;
  components: { nome: string; valor: string }[];
  measures: CargoMeasure[];
  nfeKeys: string[];
  events: Map<string, string>[];
  hasProtocol: boolean;
}

const INF = 'CTe/infCte';
const COMPONENT = `${INF}/vPrest/Comp`;
const MEASURE = `${INF}/infCTeNorm/infCarga/infQ`;
const NFE_KEY = `${INF}/infCTeNorm/infDoc/infNFe/chave`;
const EVENT = 'procCancCTe/retEventoCTe/infEvento';

const PARTY_PATHS = {
  issuer: `${INF}/emit`,
  sender: `${INF}/rem`,
  expedidor: `${INF}/exped`,
  receiver: `${INF}/receb`,
  recipient: `${INF}/dest`,
  other: `${INF}/ide/toma4`,
} as const;

function classifyRoot(local: string, uri: string): NotCteReason | null {
  if ((local === 'cteProc' || local === 'CTe') && (uri === CTE_NAMESPACE || uri === '')) return null;
  if (local === 'cteOSProc' || local === 'CTeOS') return 'cte-os';
  if (local === 'procEventoCTe' || local === 'eventoCTe' || local === 'retEventoCTe') return 'event';
  if (uri === NFE_NAMESPACE || local === 'nfeProc' || local === 'NFe') return 'nfe';
  return 'unknown-root';
}

/**
 * Text that was UTF-8, read as Latin-1 and stored as UTF-8 again ("MossorÃ³") is turned back;
 * text that does not decode cleanly is left as it was.
 */
export function repairDoubleEncoding(text: string): string {
  if (!/[ÂÃ][\u0080-\u00bf]/.test(text) || /[\u0100-\uffff]/.test(text)) return text;
  const repaired = Buffer.from(text, 'latin1').toString('utf8');
  return repaired.includes('\ufffd') ? text : repaired;
}

class StopReading extends Error {
  constructor(
    readonly reason: NotCteReason,
    readonly rootElement: string,
  ) {
    super(reason);
  }
}

function readDraft(xml: string): Draft {
  const parser = new SaxesParser({ xmlns: true, position: false });
  const draft: Draft = {
    fields: new Map(),
    infCteId: null,
    version: null,
    components: [],
    measures: [],
    nfeKeys: [],
    events: [],
    hasProtocol: false,
  };
  const paths: string[] = [];
  let text = '';
  parser.on('opentag', (tag: SaxesTagNS) => {
    let path: string;
    if (paths.length === 0) {
      const reason = classifyRoot(tag.local, tag.uri);
      if (reason !== null) throw new StopReading(reason, tag.local);
      path = tag.local === 'CTe' ? 'CTe' : '';
    } else {
      const parent = paths[paths.length - 1]!;
      path = parent === '' ? tag.local : `${parent}/${tag.local}`;
    }
    paths.push(path);
    text = '';
    if (path === INF) {
      draft.infCteId = tag.attributes.Id?.value ?? null;
      draft.version = tag.attributes.versao?.value ?? null;
    } else if (path === COMPONENT) draft.components.push({ nome: '', valor: '' });
    else if (path === MEASURE) draft.measures.push({ cUnid: null, tpMed: null, qCarga: null });
    else if (path === EVENT) draft.events.push(new Map());
    else if (path === 'protCTe') draft.hasProtocol = true;
  });
  parser.on('text', (chunk) => (text += chunk));
  parser.on('cdata', (chunk) => (text += chunk));
  parser.on('closetag', () => {
    const path = paths.pop()!;
    const value = repairDoubleEncoding(text.trim());
    text = '';
    const slash = path.lastIndexOf('/');
    const parent = path.slice(0, slash);
    const local = path.slice(slash + 1);
    if (parent === COMPONENT) {
      const component = draft.components[draft.components.length - 1]!;
      if (local === 'xNome') component.nome = value;
      if (local === 'vComp') component.valor = value;
    } else if (parent === MEASURE) {
      const measure = draft.measures[draft.measures.length - 1]!;
      if (local === 'cUnid' || local === 'tpMed' || local === 'qCarga') measure[local] = value;
    } else if (path === NFE_KEY) {
      draft.nfeKeys.push(value);
    } else if (parent === EVENT) {
      draft.events[draft.events.length - 1]!.set(local, value);
    } else if (value !== '' && !draft.fields.has(path)) {
      draft.fields.set(path, value);
    }
  });
  parser.write(xml).close();
  return draft;
}

export function parseCte(bytes: Uint8Array): CteParseResult {
  const decoded = decodeXml(bytes);
  let draft: Draft;
  try {
    draft = readDraft(decoded.text);
  } catch (error) {
    if (error instanceof StopReading)
      return { kind: 'not-cte', reason: error.reason, rootElement: error.rootElement };
    return { kind: 'invalid-xml', message: error instanceof Error ? error.message : String(error) };
  }
  if (draft.infCteId === null) return { kind: 'not-cte', reason: 'missing-infCte', rootElement: 'CTe' };
  return finish(draft);
}

function finish(draft: Draft): ParsedCte {
  const field = (path: string) => draft.fields.get(path) ?? null;
  const party = (base: string): CteParty => ({
    cnpjCpf: field(`${base}/CNPJ`) ?? field(`${base}/CPF`),
    name: field(`${base}/xNome`),
  });
  const place = (suffix: 'Ini' | 'Fim'): CtePlace => ({
    ibge: field(`${INF}/ide/cMun${suffix}`),
    city: field(`${INF}/ide/xMun${suffix}`),
    uf: field(`${INF}/ide/UF${suffix}`),
  });
  const warnings: ImportLogPart[] = [];
  const id = draft.infCteId!;
  const accessKey = id.startsWith('CTe') ? id.slice(3) : id;

  const takerCode = field(`${INF}/ide/toma3/toma`) ?? field(`${INF}/ide/toma4/toma`);
  const takerBase = {
    '0': PARTY_PATHS.sender,
    '1': PARTY_PATHS.expedidor,
    '2': PARTY_PATHS.receiver,
    '3': PARTY_PATHS.recipient,
    '4': PARTY_PATHS.other,
  }[takerCode ?? ''];
  const taker = { code: takerCode, ...(takerBase ? party(takerBase) : { cnpjCpf: null, name: null }) };

  const protocol = draft.hasProtocol
    ? {
        cStat: field('protCTe/infProt/cStat'),
        nProt: field('protCTe/infProt/nProt'),
        chCTe: field('protCTe/infProt/chCTe'),
        xMotivo: field('protCTe/infProt/xMotivo'),
      }
    : null;
  if (protocol?.chCTe != null && protocol.chCTe !== accessKey) {
    warnings.push(importLogMessage('importLog.cte.warning.protocolKey', { chave: protocol.chCTe }));
  }
  const cancelledByEvent = draft.events.some(
    (event) =>
      event.get('tpEvento') === CANCELLATION_EVENT &&
      CANCELLATION_ACCEPTED.has(event.get('cStat') ?? '') &&
      (event.get('chCTe') ?? accessKey) === accessKey,
  );

  const nfeKeys = [...new Set(draft.nfeKeys)];
  const weight = pickCargoWeight(draft.measures);
  return {
    kind: 'cte',
    version: draft.version,
    accessKey,
    number: field(`${INF}/ide/nCT`),
    series: field(`${INF}/ide/serie`),
    issueDate: field(`${INF}/ide/dhEmi`),
    model: field(`${INF}/ide/mod`),
    tpAmb: field(`${INF}/ide/tpAmb`),
    modal: field(`${INF}/ide/modal`),
    tpCTe: field(`${INF}/ide/tpCTe`),
    tpServ: field(`${INF}/ide/tpServ`),
    origin: place('Ini'),
    destination: place('Fim'),
    issuer: party(PARTY_PATHS.issuer),
    sender: party(PARTY_PATHS.sender),
    recipient: party(PARTY_PATHS.recipient),
    taker,
    freightTotal: field(`${INF}/vPrest/vTPrest`),
    freightReceivable: field(`${INF}/vPrest/vRec`),
    components: draft.components,
    cargoValue: field(`${INF}/infCTeNorm/infCarga/vCarga`),
    product: field(`${INF}/infCTeNorm/infCarga/proPred`),
    weightKg: weight?.kg ?? null,
    weightMeasure: weight?.tpMed ?? null,
    nfeKeys,
    nfeKeyEntries: draft.nfeKeys.length,
    protocol,
    cancelled: protocol?.cStat === CANCELLED_STATUS || cancelledByEvent,
    warnings,
  };
}
