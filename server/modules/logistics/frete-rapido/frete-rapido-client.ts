// The call to Frete Rápido's pickup request ("Solicitação de Coleta", dev.freterapido.com): a POST
// of one pickup order as JSON to <base address>/coleta/, with the company's integration token as
// the `token` query parameter, as the service's other methods take it. The service answers 2xx
// when it takes the order; any other answer may carry a message saying why.
//
// The outcome is one of four, each worded for the user by the route: accepted (with the service's
// protocol when it gives one), the token refused (401/403), the request refused (another 4xx, with
// the service's own message), or the service out of reach (no answer within the time limit, a
// connection refused, a 5xx).

/** One pickup order, in the field names of Frete Rápido's documentation. */
export interface FreteRapidoColeta {
  canal: string;
  data_coleta: string;
  remetente: { cnpj: string };
  destinatario: {
    cnpj_cpf: string;
    nome: string;
    endereco: { rua: string; numero: string; bairro: string; cep: string; cidade: string; estado: string };
  };
  notas_fiscais: {
    chave_acesso: string;
    numero: string;
    serie: string;
    valor: number;
    volumes: number;
    peso: number;
  }[];
}

export type ColetaOutcome =
  | { kind: 'accepted'; protocolo: string | null }
  | { kind: 'tokenRefused' }
  | { kind: 'refused'; message: string }
  | { kind: 'unreachable' };

/** How long the service has to answer: the user waits on the screen for it. */
export const FRETE_RAPIDO_TIMEOUT_MS = 10_000;

const MESSAGE_MAX = 300;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The service's protocol for the order, under the names its answers use. */
const protocolOf = (body: unknown): string | null => {
  if (!isRecord(body)) return null;
  for (const key of ['protocolo', 'numero_coleta', 'id_coleta', 'id']) {
    const value = body[key];
    if (typeof value === 'string' && value.trim()) return value.trim().slice(0, 100);
    if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  }
  return null;
};

/** The service's reason for refusing, whatever its shape; '' when it gave none. */
const messageOf = (text: string): string => {
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // a plain-text answer is the message itself
  }
  if (isRecord(body)) {
    for (const key of ['mensagem', 'message', 'error', 'erro', 'errors']) {
      const value = body[key];
      if (typeof value === 'string') return value.trim().slice(0, MESSAGE_MAX);
      if (Array.isArray(value)) return value.map(String).join('; ').slice(0, MESSAGE_MAX);
    }
    return '';
  }
  return typeof body === 'string' ? body.trim().slice(0, MESSAGE_MAX) : '';
};

export function coletaUrl(baseUrl: string, token: string): string {
  const url = new URL(`${baseUrl.replace(/\/+$/, '')}/coleta/`);
  url.searchParams.set('token', token);
  return url.toString();
}

export async function requestColeta(
  baseUrl: string,
  token: string,
  order: FreteRapidoColeta,
  timeoutMs = FRETE_RAPIDO_TIMEOUT_MS,
): Promise<ColetaOutcome> {
  let response: Response;
  try {
    response = await fetch(coletaUrl(baseUrl, token), {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(order),
      signal: AbortSignal.timeout(timeoutMs),
      redirect: 'error',
    });
  } catch {
    return { kind: 'unreachable' };
  }
  const text = await response.text().catch(() => '');
  if (response.ok) {
    let body: unknown = null;
    try {
      body = JSON.parse(text);
    } catch {
      // an empty or plain answer: accepted without a protocol
    }
    return { kind: 'accepted', protocolo: protocolOf(body) };
  }
  if (response.status === 401 || response.status === 403) return { kind: 'tokenRefused' };
  if (response.status >= 400 && response.status < 500) return { kind: 'refused', message: messageOf(text) };
  return { kind: 'unreachable' };
}
