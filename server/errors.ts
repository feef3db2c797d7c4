// Errors a route may throw; the one error handler (server/app.ts) turns them into
// { isSuccess:false, errors:[...] } with their status code.
export class HttpError extends Error {
  constructor(
    readonly statusCode: 400 | 401 | 403 | 404 | 409 | 413 | 429,
    readonly errors: string[],
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

const FASTIFY_CLIENT_ERRORS: Record<string, [number, string]> = {
  FST_ERR_CTP_INVALID_JSON_BODY: [400, 'JSON inválido'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'Corpo da requisição vazio'],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'Conteúdo muito grande'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'Tipo de conteúdo não suportado'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, 'Tamanho do conteúdo inválido'],
};

export interface ErrorAnswer {
  statusCode: number;
  body: { isSuccess: false; errors: string[] };
  /** Unexpected: log with the stack. */
  unexpected: boolean;
}

/** Schema validation issues as field messages: 'nome: Informe a razão social'. */
export const validationMessages = (
  issues: readonly { instancePath?: string; message?: string }[],
): string[] =>
  issues.map((issue) => {
    const field = (issue.instancePath ?? '').replace(/^\//, '').replaceAll('/', '.');
    const message = issue.message ?? 'Valor inválido';
    return field ? `${field}: ${message}` : message;
  });

/** Maps anything thrown in a request to the envelope and its status; never leaks internals. */
export function answerFor(error: unknown, isZodValidation: boolean): ErrorAnswer {
  const fail = (statusCode: number, errors: string[], unexpected = false): ErrorAnswer => ({
    statusCode,
    body: { isSuccess: false, errors },
    unexpected,
  });
  if (error instanceof HttpError) return fail(error.statusCode, error.errors);
  const e = (typeof error === 'object' && error !== null ? error : {}) as ErrorLike & {
    validation?: { instancePath?: string; message?: string }[];
  };
  if (isZodValidation || Array.isArray(e.validation))
    return fail(400, validationMessages(e.validation ?? []));
  const code = typeof e.code === 'string' ? e.code : '';
  const conflictMessage = DATABASE_CONFLICTS[code];
  if (conflictMessage) return fail(409, [conflictMessage]);
  const known = FASTIFY_CLIENT_ERRORS[code];
  if (known) return fail(known[0], [known[1]]);
  const status = typeof e.statusCode === 'number' ? e.statusCode : 500;
  if (status >= 400 && status < 500) {
    const message =
      status === 429 ? 'Muitas tentativas. Tente novamente em alguns minutos.' : 'Requisição inválida';
    return fail(status, [message]);
  }
  return fail(500, ['Erro interno. Tente novamente mais tarde.'], true);
}
