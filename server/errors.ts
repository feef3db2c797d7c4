// Errors a route may throw; the one error handler (server/app.ts) turns them into
// { isSuccess:false, errors:[...] } with their status code.
export class HttpError extends Error {
  constructor(
    readonly statusCode: 400 | 401 | 403 | 404 | 409 | 413 | 416 | 429,
    readonly errors: string[],
    /** The SPA's message ids of `errors` (lang/*.json), so a screen shows them in its language. */
    readonly messageIds?: string[],
  ) {
    super(errors.join('; '));
  }
}

export const badRequest = (...errors: string[]) => new HttpError(400, errors);
export const unauthorized = (message = 'Sessão inválida ou expirada. Entre novamente.') =>
  new HttpError(401, [message]);
export const forbidden = (message = 'Você não tem permissão para esta ação.') =>
  new HttpError(403, [message]);
export const notFound = (message = 'Registro não encontrado.') => new HttpError(404, [message]);
export const conflict = (message: string) => new HttpError(409, [message]);

interface ErrorLike {
  code?: unknown;
  statusCode?: unknown;
  message?: unknown;
}

const DATABASE_CONFLICTS: Record<string, string> = {
  '23505': 'Registro duplicado',
  '23503': 'Registro relacionado inexistente ou em uso',
};

const INVALID_UPLOAD_TEXT = 'Envio de arquivo malformado ou incompleto. Envie o arquivo novamente.';

const FASTIFY_CLIENT_ERRORS: Record<string, [number, string]> = {
  FST_ERR_CTP_INVALID_JSON_BODY: [400, 'JSON inválido'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'Corpo da requisição vazio'],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'Conteúdo muito grande'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'Tipo de conteúdo não suportado'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, 'Tamanho do conteúdo inválido'],
  // Multipart uploads: too big, too many parts, or cut off before the end.
  FST_REQ_FILE_TOO_LARGE: [413, 'Arquivo maior que o limite aceito.'],
  FST_PARTS_LIMIT: [413, 'Partes demais no envio.'],
  FST_FILES_LIMIT: [413, 'Envie um arquivo por vez.'],
  FST_FIELDS_LIMIT: [413, 'Campos demais no envio.'],
  FST_MP_PREMATURE_CLOSE: [400, INVALID_UPLOAD_TEXT],
  FST_INVALID_MULTIPART_CONTENT_TYPE: [415, 'Envie o arquivo como multipart/form-data.'],
  FST_INVALID_JSON_FIELD_ERROR: [400, 'JSON inválido'],
  FST_PROTO_VIOLATION: [400, 'Nome de campo não permitido'],
};

export interface ErrorAnswer {
  statusCode: number;
  body: { isSuccess: false; errors: string[]; messageIds?: string[] };
  /** Unexpected: log with the stack. */
  unexpected: boolean;
  /** A value the client sent that the database refused: log at warn, without a stack. */
  refusedValue?: boolean;
}

const INVALID_VALUE = 'Valor inválido: verifique os dados enviados.';

/**
 * PostgreSQL refusing a value a client can send: class 22 (data exception: NUL or a bad byte
 * sequence, a date or number out of range, a string too long) and 54000 (an index row too large,
 * a huge login). pg's errors carry the SQLSTATE as `code` and a `severity`.
 */
const isRefusedValue = (e: ErrorLike & { severity?: unknown }, code: string) =>
  typeof e.severity === 'string' && (/^22[0-9A-Z]{3}$/.test(code) || code === '54000');

/**
 * The multipart parser (busboy) reports a malformed or cut-off upload with plain errors that have
 * neither a code nor a status; the upload routes let them through.
 */
const MULTIPART_PARSE_ERRORS = [
  /^Multipart: Boundary not found$/,
  /^Boundary required$/,
  /unexpected end of (multipart data|form)/i,
  /^Malformed part header$/,
];

const isMultipartParseError = (message: unknown) =>
  typeof message === 'string' && MULTIPART_PARSE_ERRORS.some((pattern) => pattern.test(message));

/**
 * The client went away in the middle of its request body (Node's HTTP server says 'aborted'):
 * nobody reads the answer, but it is the client's doing, not a server error worth a stack. A
 * reset of the server's own outbound connections reads differently ('read ECONNRESET').
 */
const isClientAbort = (code: string, message: unknown) => code === 'ECONNRESET' && message === 'aborted';

/** Schema validation issues as field messages: 'nome: Informe a razão social'. */
export const validationMessages = (
  issues: readonly { instancePath?: string; message?: string }[],
): string[] => [
  // A value failing several checks of one rule (an id too big and not whole) says it once.
  ...new Set(
    issues.map((issue) => {
      const field = (issue.instancePath ?? '').replace(/^\//, '').replaceAll('/', '.');
      const message = issue.message ?? 'Valor inválido';
      return field ? `${field}: ${message}` : message;
    }),
  ),
];

/** Maps anything thrown in a request to the envelope and its status; never leaks internals. */
export function answerFor(error: unknown, isZodValidation: boolean): ErrorAnswer {
  const fail = (statusCode: number, errors: string[], unexpected = false): ErrorAnswer => ({
    statusCode,
    body: { isSuccess: false, errors },
    unexpected,
  });
  if (error instanceof HttpError) {
    const answer = fail(error.statusCode, error.errors);
    return error.messageIds ? { ...answer, body: { ...answer.body, messageIds: error.messageIds } } : answer;
  }
  const e = (typeof error === 'object' && error !== null ? error : {}) as ErrorLike & {
    validation?: { instancePath?: string; message?: string }[];
    severity?: unknown;
  };
  if (isZodValidation || Array.isArray(e.validation))
    return fail(400, validationMessages(e.validation ?? []));
  const code = typeof e.code === 'string' ? e.code : '';
  const conflictMessage = DATABASE_CONFLICTS[code];
  if (conflictMessage) return fail(409, [conflictMessage]);
  if (isRefusedValue(e, code)) return { ...fail(400, [INVALID_VALUE]), refusedValue: true };
  const known = FASTIFY_CLIENT_ERRORS[code];
  if (known) return fail(known[0], [known[1]]);
  if (isMultipartParseError(e.message) || isClientAbort(code, e.message))
    return fail(400, [INVALID_UPLOAD_TEXT]);
  const status = typeof e.statusCode === 'number' ? e.statusCode : 500;
  if (status >= 400 && status < 500) {
    const message =
      status === 429 ? 'Muitas tentativas. Tente novamente em alguns minutos.' : 'Requisição inválida';
    return fail(status, [message]);
  }
  return fail(500, ['Erro interno. Tente novamente mais tarde.'], true);
}
