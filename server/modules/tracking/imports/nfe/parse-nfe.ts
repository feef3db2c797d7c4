// Streaming reader of one NF-e XML document (layout 4.00: nfeProc = NFe + protNFe [+ retEvento], or
// a bare NFe). It classifies the file and pulls out only the fields an import needs, keeping a small
// stack of element paths instead of building an object tree, because an import reads thousands of
// files per second. Elements are matched by local name; the root's namespace decides the kind.
import { SaxesParser, type SaxesTagNS } from 'saxes';
import { isValidAccessKey, parseAccessKey } from '../../../../../src/domain/tracking/nfe/access-key';
import { addDecimal, formatDecimal, type DecimalSum } from './decimal-sum';
import { decodeXml } from './decode-xml';

export const NFE_NAMESPACE = 'http://www.portalfiscal.inf.br/nfe';
const CTE_NAMESPACE = 'http://www.portalfiscal.inf.br/cte';
const CANCELLATION_EVENT = '110111';
const CANCELLATION_ACCEPTED = new Set(['135', '155']);
const AUTHORISED = new Set(['100', '150']);

export interface NfeAddress {
  xLgr: string | null;
  nro: string | null;
  xBairro: string | null;
  cMun: string | null;
  xMun: string | null;
  UF: string | null;
  CEP: string | null;
}

export interface NfeParty {
  /** CNPJ or CPF, whichever the file has. */
  cnpjCpf: string | null;
  name: string | null;
  address: NfeAddress;
}

export interface NfeIssuer extends NfeParty {
  fantasia: string | null;
}

export interface NfeRecipient extends NfeParty {
  /** Foreign buyer's id (free text) when there is no CNPJ/CPF. */
  idEstrangeiro: string | null;
}

export interface NfeCarrier {
  cnpjCpf: string | null;
  name: string | null;
  city: string | null;
  UF: string | null;
}

export interface NfeProtocol {
  nProt: string | null;
  cStat: string | null;
  chNFe: string | null;
  dhRecbto: string | null;
  xMotivo: string | null;
}

export interface NfeCancellation {
  nProt: string | null;
  cStat: string;
  dhRegEvento: string | null;
}

export type NfeWarningCode =
  | 'protocol-key-differs'
  | 'key-check-digit-invalid'
  | 'key-format-invalid'
  | 'issuer-differs-from-key'
  | 'event-key-differs'
  | 'invalid-decimal'
  | 'missing-namespace'
  | 'not-utf8';

export interface NfeWarning {
  code: NfeWarningCode;
  message: string;
}

export interface ParsedNfe {
  kind: 'nfe';
  accessKey: string;
  number: string | null;
  series: string | null;
  issueDate: string | null;
  model: string | null;
  /** 0 inbound, 1 outbound. */
  tpNF: string | null;
  /** 1 production, 2 homologação (test environment). */
  tpAmb: string | null;
  issuer: NfeIssuer;
  recipient: NfeRecipient;
  carrier: NfeCarrier | null;
  modFrete: string | null;
  totalValue: string | null;
  volumes: number | null;
  grossWeight: string | null;
  netWeight: string | null;
  itemsCount: number;
  protocol: NfeProtocol | null;
  cancelled: boolean;
  cancellation: NfeCancellation | null;
  warnings: NfeWarning[];
}

export type NotNfeReason = 'cte' | 'event' | 'unknown-root' | 'missing-infNFe';

export interface NotNfe {
  kind: 'not-nfe';
  reason: NotNfeReason;
  rootElement: string;
  namespace: string;
}

export interface InvalidXml {
  kind: 'invalid-xml';
  message: string;
}

export type NfeParseResult = ParsedNfe | NotNfe | InvalidXml;

export type AuthorisationStatus = 'authorised' | 'not-authorised' | 'cancelled';

/** Whether an NF-e may become a delivery: authorised by SEFAZ (100/150) and not cancelled. */
export function authorisationStatus(parsed: ParsedNfe): AuthorisationStatus {
  if (parsed.cancelled) return 'cancelled';
  const status = parsed.protocol?.cStat;
  return status != null && AUTHORISED.has(status) ? 'authorised' : 'not-authorised';
}

// ---------------------------------------------------------------------------------------------
// Field table. Paths are relative to the NF-e: 'NFe/...' for the document, 'protNFe/...' and
// 'retEvento/...' for nfeProc's other children (a root nfeProc contributes no path segment).

interface EventDraft {
  tpEvento: string | null;
  cStat: string | null;
  nProt: string | null;
  chNFe: string | null;
  dhRegEvento: string | null;
}

interface Draft {
  rootElement: string;
  accessKeyId: string | null;
  number: string | null;
  series: string | null;
  dhEmi: string | null;
  dEmi: string | null;
  model: string | null;
  tpNF: string | null;
  tpAmb: string | null;
  issuerCnpj: string | null;
  issuerCpf: string | null;
  issuerName: string | null;
  issuerFantasia: string | null;
  issuerAddress: NfeAddress;
  recipientCnpj: string | null;
  recipientCpf: string | null;
  recipientForeignId: string | null;
  recipientName: string | null;
  recipientAddress: NfeAddress;
  hasCarrier: boolean;
  carrierCnpj: string | null;
  carrierCpf: string | null;
  carrierName: string | null;
  carrierCity: string | null;
  carrierUf: string | null;
  modFrete: string | null;
  totalValue: string | null;
  volumes: number | null;
  grossWeight: DecimalSum | null;
  netWeight: DecimalSum | null;
  itemsCount: number;
  protocol: NfeProtocol | null;
  event: EventDraft | null;
  events: EventDraft[];
  warnings: NfeWarning[];
}

type TextField = (draft: Draft, text: string) => void;

const emptyAddress = (): NfeAddress => ({
  xLgr: null,
  nro: null,
  xBairro: null,
  cMun: null,
  xMun: null,
  UF: null,
  CEP: null,
});

const newDraft = (): Draft => ({
  rootElement: '',
  accessKeyId: null,
  number: null,
  series: null,
  dhEmi: null,
  dEmi: null,
  model: null,
  tpNF: null,
  tpAmb: null,
  issuerCnpj: null,
  issuerCpf: null,
  issuerName: null,
  issuerFantasia: null,
  issuerAddress: emptyAddress(),
  recipientCnpj: null,
  recipientCpf: null,
  recipientForeignId: null,
  recipientName: null,
  recipientAddress: emptyAddress(),
  hasCarrier: false,
  carrierCnpj: null,
  carrierCpf: null,
  carrierName: null,
  carrierCity: null,
  carrierUf: null,
  modFrete: null,
  totalValue: null,
  volumes: null,
  grossWeight: null,
  netWeight: null,
  itemsCount: 0,
  protocol: null,
  event: null,
  events: [],
  warnings: [],
});

const emptyProtocol = (): NfeProtocol => ({
  nProt: null,
  cStat: null,
  chNFe: null,
  dhRecbto: null,
  xMotivo: null,
});

const INF = 'NFe/infNFe';
const ITEM_PATH = `${INF}/det`;
const CARRIER_PATH = `${INF}/transp/transporta`;
const ADDRESS_KEYS = ['xLgr', 'nro', 'xBairro', 'cMun', 'xMun', 'UF', 'CEP'] as const;

function sumDecimalField(draft: Draft, text: string, field: 'grossWeight' | 'netWeight'): void {
  const sum = addDecimal(draft[field], text);
  if (sum === null) {
    draft.warnings.push({ code: 'invalid-decimal', message: `Peso inválido ignorado: "${text}"` });
    return;
  }
  draft[field] = sum;
}

function protocolOf(draft: Draft): NfeProtocol {
  draft.protocol ??= emptyProtocol();
  return draft.protocol;
}

const TEXT_FIELDS = new Map<string, TextField>([
  [`${INF}/ide/nNF`, (d, t) => (d.number = t)],
  [`${INF}/ide/serie`, (d, t) => (d.series = t)],
  [`${INF}/ide/dhEmi`, (d, t) => (d.dhEmi = t)],
  [`${INF}/ide/dEmi`, (d, t) => (d.dEmi = t)],
  [`${INF}/ide/mod`, (d, t) => (d.model = t)],
  [`${INF}/ide/tpNF`, (d, t) => (d.tpNF = t)],
  [`${INF}/ide/tpAmb`, (d, t) => (d.tpAmb = t)],
  [`${INF}/emit/CNPJ`, (d, t) => (d.issuerCnpj = t)],
  [`${INF}/emit/CPF`, (d, t) => (d.issuerCpf = t)],
  [`${INF}/emit/xNome`, (d, t) => (d.issuerName = t)],
  [`${INF}/emit/xFant`, (d, t) => (d.issuerFantasia = t)],
  ...ADDRESS_KEYS.map((key): [string, TextField] => [
    `${INF}/emit/enderEmit/${key}`,
    (d, t) => (d.issuerAddress[key] = t),
  ]),
  [`${INF}/dest/CNPJ`, (d, t) => (d.recipientCnpj = t)],
  [`${INF}/dest/CPF`, (d, t) => (d.recipientCpf = t)],
  [`${INF}/dest/idEstrangeiro`, (d, t) => (d.recipientForeignId = t)],
  [`${INF}/dest/xNome`, (d, t) => (d.recipientName = t)],
  ...ADDRESS_KEYS.map((key): [string, TextField] => [
    `${INF}/dest/enderDest/${key}`,
    (d, t) => (d.recipientAddress[key] = t),
  ]),
  [`${INF}/transp/modFrete`, (d, t) => (d.modFrete = t)],
  [`${INF}/transp/transporta/CNPJ`, (d, t) => (d.carrierCnpj = t)],
  [`${INF}/transp/transporta/CPF`, (d, t) => (d.carrierCpf = t)],
  [`${INF}/transp/transporta/xNome`, (d, t) => (d.carrierName = t)],
  [`${INF}/transp/transporta/xMun`, (d, t) => (d.carrierCity = t)],
  [`${INF}/transp/transporta/UF`, (d, t) => (d.carrierUf = t)],
  [
    `${INF}/transp/vol/qVol`,
    (d, t) => {
      const quantity = Number(t);
      if (Number.isFinite(quantity)) d.volumes = (d.volumes ?? 0) + quantity;
      else d.warnings.push({ code: 'invalid-decimal', message: `Quantidade de volumes inválida: "${t}"` });
    },
  ],
  [`${INF}/transp/vol/pesoB`, (d, t) => sumDecimalField(d, t, 'grossWeight')],
  [`${INF}/transp/vol/pesoL`, (d, t) => sumDecimalField(d, t, 'netWeight')],
  [`${INF}/total/ICMSTot/vNF`, (d, t) => (d.totalValue = t)],
  ['protNFe/infProt/nProt', (d, t) => (protocolOf(d).nProt = t)],
  ['protNFe/infProt/cStat', (d, t) => (protocolOf(d).cStat = t)],
  ['protNFe/infProt/chNFe', (d, t) => (protocolOf(d).chNFe = t)],
  ['protNFe/infProt/dhRecbto', (d, t) => (protocolOf(d).dhRecbto = t)],
  ['protNFe/infProt/xMotivo', (d, t) => (protocolOf(d).xMotivo = t)],
]);

// A cancellation can sit in nfeProc as retEvento (as in the fixtures) or as a whole procEventoNFe.
const EVENT_PARENTS = ['retEvento/infEvento', 'procEventoNFe/retEvento/infEvento'];
const EVENT_KEYS = ['tpEvento', 'cStat', 'nProt', 'chNFe', 'dhRegEvento'] as const;
for (const parent of EVENT_PARENTS) {
  for (const key of EVENT_KEYS) {
    TEXT_FIELDS.set(`${parent}/${key}`, (d, t) => {
      if (d.event) d.event[key] = t;
    });
  }
}
const EVENT_PARENT_SET = new Set(EVENT_PARENTS);

/** Every path that leads to a field: below any other element nothing is read, so no path is built. */
const PREFIXES = new Set<string>();
for (const path of TEXT_FIELDS.keys()) {
  const parts = path.split('/');
  for (let length = 1; length < parts.length; length += 1) PREFIXES.add(parts.slice(0, length).join('/'));
}

const EVENT_ROOTS = new Set(['procEventoNFe', 'retEvento', 'envEvento', 'evento', 'retEnvEvento']);
const CTE_ROOTS = new Set(['cteProc', 'CTe', 'cteOSProc', 'CTeOS', 'procEventoCTe', 'eventoCTe']);

function classifyRoot(local: string, uri: string): NotNfeReason | null {
  if ((local === 'nfeProc' || local === 'NFe') && (uri === NFE_NAMESPACE || uri === '')) return null;
  if (uri === CTE_NAMESPACE || CTE_ROOTS.has(local)) return 'cte';
  if (EVENT_ROOTS.has(local)) return 'event';
  return 'unknown-root';
}

/** Thrown from a handler to stop reading a file that is already known not to be an NF-e. */
class StopReading extends Error {}

// ---------------------------------------------------------------------------------------------
// One reader per process: the parse is synchronous, so a single saxes instance is reused.

class NfeReader {
  private readonly parser = new SaxesParser({ xmlns: true, position: false });
  private draft: Draft = newDraft();
  /** Path of each open element, or null below elements that hold no wanted field. */
  private readonly paths: (string | null)[] = [];
  private depth = 0;
  private capture: TextField | null = null;
  private captureDepth = -1;
  private text = '';
  private notNfe: NotNfe | null = null;

  constructor() {
    this.parser.on('opentag', (tag) => this.open(tag));
    this.parser.on('closetag', () => this.close());
    this.parser.on('text', (text) => this.append(text));
    this.parser.on('cdata', (text) => this.append(text));
  }

  read(xml: string): Draft | NotNfe {
    this.parser._init();
    this.draft = newDraft();
    this.paths.length = 0;
    this.depth = 0;
    this.capture = null;
    this.captureDepth = -1;
    this.text = '';
    this.notNfe = null;
    try {
      this.parser.write(xml).close();
    } catch (error) {
      if (error instanceof StopReading && this.notNfe) return this.notNfe;
      throw error;
    }
    return this.draft;
  }

  private append(text: string): void {
    if (this.capture !== null) this.text += text;
  }

  private open(tag: SaxesTagNS): void {
    const local = tag.local;
    const depth = this.depth;
    this.depth = depth + 1;
    let path: string | null;
    if (depth === 0) {
      const reason = classifyRoot(local, tag.uri);
      if (reason !== null) {
        this.notNfe = { kind: 'not-nfe', reason, rootElement: local, namespace: tag.uri };
        throw new StopReading();
      }
      if (tag.uri === '') {
        this.draft.warnings.push({
          code: 'missing-namespace',
          message: `O elemento ${local} não declara o namespace ${NFE_NAMESPACE}`,
        });
      }
      this.draft.rootElement = local;
      path = local === 'NFe' ? 'NFe' : '';
    } else {
      const parent = this.paths[depth - 1];
      path = parent === null ? null : parent === '' ? local : `${parent}/${local}`;
    }
    if (path !== null) {
      const field = TEXT_FIELDS.get(path);
      if (field !== undefined) {
        this.capture = field;
        this.captureDepth = depth;
        this.text = '';
      } else {
        this.openStructural(path, tag);
      }
      if (!PREFIXES.has(path) && path !== '') path = null;
    }
    this.paths[depth] = path;
  }

  private openStructural(path: string, tag: SaxesTagNS): void {
    const draft = this.draft;
    if (path === INF) {
      draft.accessKeyId = tag.attributes.Id?.value ?? null;
    } else if (path === ITEM_PATH) {
      draft.itemsCount += 1;
    } else if (path === CARRIER_PATH) {
      draft.hasCarrier = true;
    } else if (path === 'protNFe') {
      draft.protocol ??= emptyProtocol();
    } else if (EVENT_PARENT_SET.has(path)) {
      draft.event = { tpEvento: null, cStat: null, nProt: null, chNFe: null, dhRegEvento: null };
      draft.events.push(draft.event);
    }
  }

  private close(): void {
    this.depth -= 1;
    if (this.capture !== null && this.depth === this.captureDepth) {
      this.capture(this.draft, this.text.trim());
      this.capture = null;
      this.captureDepth = -1;
      this.text = '';
    }
  }
}

let sharedReader: NfeReader | null = null;

function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** Reads one XML file. Never throws: broken XML is reported as kind 'invalid-xml'. */
export function parseNfe(bytes: Uint8Array): NfeParseResult {
  const decoded = decodeXml(bytes);
  sharedReader ??= new NfeReader();
  let read: Draft | NotNfe;
  try {
    read = sharedReader.read(decoded.text);
  } catch {
    return { kind: 'invalid-xml', message: positionedErrorMessage(decoded.text) };
  }
  if ('kind' in read) return read;
  const result = finish(read);
  if (result.kind === 'nfe' && decoded.fellBackToLatin1) {
    result.warnings.push({
      code: 'not-utf8',
      message: 'O arquivo não é UTF-8 válido; foi lido como ISO-8859-1',
    });
  }
  return result;
}

/**
 * The fast reader runs without position tracking; for the rare broken file a second, tracking
 * parse gives a message with line and column.
 */
function positionedErrorMessage(xml: string): string {
  const parser = new SaxesParser({ xmlns: true });
  try {
    parser.write(xml).close();
  } catch (error) {
    return errorMessage(error);
  }
  return 'XML inválido';
}

function finish(draft: Draft): ParsedNfe | NotNfe {
  if (draft.accessKeyId === null) {
    return {
      kind: 'not-nfe',
      reason: 'missing-infNFe',
      rootElement: draft.rootElement,
      namespace: NFE_NAMESPACE,
    };
  }
  const accessKey = draft.accessKeyId.startsWith('NFe') ? draft.accessKeyId.slice(3) : draft.accessKeyId;
  const warnings = draft.warnings;
  const keyParts = parseAccessKey(accessKey);
  if (keyParts === null) {
    warnings.push({ code: 'key-format-invalid', message: `A chave ${accessKey} não tem 44 dígitos` });
  } else if (!isValidAccessKey(accessKey)) {
    warnings.push({
      code: 'key-check-digit-invalid',
      message: `O dígito verificador da chave ${accessKey} é inválido`,
    });
  }
  const issuerId = draft.issuerCnpj ?? (draft.issuerCpf === null ? null : draft.issuerCpf.padStart(14, '0'));
  if (keyParts !== null && issuerId !== null && keyParts.issuerId !== issuerId) {
    warnings.push({
      code: 'issuer-differs-from-key',
      message: `O CNPJ/CPF do emitente (${issuerId}) difere do contido na chave (${keyParts.issuerId})`,
    });
  }
  const protocol = draft.protocol;
  if (protocol?.chNFe != null && protocol.chNFe !== accessKey) {
    warnings.push({
      code: 'protocol-key-differs',
      message: `A chave do protocolo (${protocol.chNFe}) difere da chave da nota (${accessKey})`,
    });
  }
  let cancellation: NfeCancellation | null = null;
  for (const event of draft.events) {
    if (event.tpEvento !== CANCELLATION_EVENT || event.cStat === null) continue;
    if (!CANCELLATION_ACCEPTED.has(event.cStat)) continue;
    if (event.chNFe !== null && event.chNFe !== accessKey) {
      warnings.push({
        code: 'event-key-differs',
        message: `O evento de cancelamento refere-se a outra chave (${event.chNFe})`,
      });
      continue;
    }
    cancellation = { nProt: event.nProt, cStat: event.cStat, dhRegEvento: event.dhRegEvento };
  }
  const hasCarrier = draft.hasCarrier;
  return {
    kind: 'nfe',
    accessKey,
    number: draft.number,
    series: draft.series,
    issueDate: draft.dhEmi ?? draft.dEmi,
    model: draft.model,
    tpNF: draft.tpNF,
    tpAmb: draft.tpAmb,
    issuer: {
      cnpjCpf: draft.issuerCnpj ?? draft.issuerCpf,
      name: draft.issuerName,
      fantasia: draft.issuerFantasia,
      address: draft.issuerAddress,
    },
    recipient: {
      cnpjCpf: draft.recipientCnpj ?? draft.recipientCpf,
      idEstrangeiro: draft.recipientForeignId,
      name: draft.recipientName,
      address: draft.recipientAddress,
    },
    carrier: hasCarrier
      ? {
          cnpjCpf: draft.carrierCnpj ?? draft.carrierCpf,
          name: draft.carrierName,
          city: draft.carrierCity,
          UF: draft.carrierUf,
        }
      : null,
    modFrete: draft.modFrete,
    totalValue: draft.totalValue,
    volumes: draft.volumes,
    grossWeight: draft.grossWeight === null ? null : formatDecimal(draft.grossWeight),
    netWeight: draft.netWeight === null ? null : formatDecimal(draft.netWeight),
    itemsCount: draft.itemsCount,
    protocol,
    cancelled: cancellation !== null,
    cancellation,
    warnings,
  };
}
