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
