// Errors a route may throw; the one error handler (server/app.ts) turns them into
// { isSuccess:false, errors:[...], messageIds?:[...] } with their status code. An error made of
// catalog messages (refuse) is answered in the request's language, with the ids for the SPA.
import { DEFAULT_LOCALE, type Locale } from '../src/domain/constants';
import { messageText, type MessageId, type ServerMessage } from './messages';
import { validationMessages, type ValidationIssue } from './validation-messages';

type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 416 | 429;

export class HttpError extends Error {
  constructor(
    readonly statusCode: ErrorStatus,
    /** The texts in Portuguese: the answer when the error has no catalog messages. */
    readonly errors: string[],
    /** The same errors as catalog messages, answered in the request's language. */
    readonly messages?: readonly ServerMessage[],
  ) {
    super(errors.join('; '));
  }
}

/** An error made of catalog messages: ids for the SPA, texts in each client's language. */
export const refuse = (statusCode: ErrorStatus, ...messages: ServerMessage[]) =>
  new HttpError(
    statusCode,
    messages.map((message) => messageText(message)),
    messages,
  );
const said = (id: MessageId): ServerMessage => ({ id });

export const badRequest = (...errors: string[]) => new HttpError(400, errors);
export const unauthorized = () => refuse(401, said('error.sessionExpired'));
export const forbidden = (message?: string) =>
  message ? new HttpError(403, [message]) : refuse(403, said('error.forbidden'));
export const notFound = (message?: string) =>
  message ? new HttpError(404, [message]) : refuse(404, said('error.notFound'));
export const conflict = (message: string) => new HttpError(409, [message]);

interface ErrorLike {
  code?: unknown;
  statusCode?: unknown;
  message?: unknown;
}

const DATABASE_CONFLICTS: Record<string, MessageId> = {
  '23505': 'error.duplicate',
  '23503': 'error.relatedMissing',
};

const FASTIFY_CLIENT_ERRORS: Record<string, [number, MessageId]> = {
  FST_ERR_CTP_INVALID_JSON_BODY: [400, 'error.invalidJson'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'error.emptyBody'],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'error.bodyTooLarge'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'error.unsupportedMediaType'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, 'error.invalidContentLength'],
  // Multipart uploads: too big, too many parts, or cut off before the end.
  FST_REQ_FILE_TOO_LARGE: [413, 'error.fileTooLarge'],
  FST_PARTS_LIMIT: [413, 'error.tooManyParts'],
  FST_FILES_LIMIT: [413, 'error.oneFileAtATime'],
  FST_FIELDS_LIMIT: [413, 'error.tooManyFields'],
  FST_MP_PREMATURE_CLOSE: [400, 'error.invalidUpload'],
  FST_INVALID_MULTIPART_CONTENT_TYPE: [415, 'error.multipartRequired'],
  FST_INVALID_JSON_FIELD_ERROR: [400, 'error.invalidJson'],
  FST_PROTO_VIOLATION: [400, 'error.fieldNameRefused'],
};

export interface ErrorAnswer {
  statusCode: number;
  body: { isSuccess: false; errors: string[]; messageIds?: string[] };
  /** Unexpected: log with the stack. */
  unexpected: boolean;
  /** A value the client sent that the database refused: log at warn, without a stack. */
  refusedValue?: boolean;
}

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

/** The id a message is about: a field's refusal ('{field}: {message}') names its inner message. */
const refusedId = (message: ServerMessage): string => {
  const inner = message.values?.message;
  return message.id === 'error.validation.field' && typeof inner === 'object' ? inner.id : message.id;
};

/** What the answer needs of the request: its language, and the values its validation refused. */
export interface RequestContext {
  locale: Locale;
  /** The value the request sent at a path of the validated part (body, query...), if any. */
  valueAt?: (path: readonly PropertyKey[]) => unknown;
}

/** Maps anything thrown in a request to the envelope and its status; never leaks internals. */
export function answerFor(
  error: unknown,
  isZodValidation: boolean,
  context: RequestContext = { locale: DEFAULT_LOCALE },
): ErrorAnswer {
  const { locale } = context;
  const fail = (statusCode: number, errors: string[], unexpected = false): ErrorAnswer => ({
    statusCode,
    body: { isSuccess: false, errors },
    unexpected,
  });
  const say = (statusCode: number, messages: readonly ServerMessage[], unexpected = false): ErrorAnswer => ({
    statusCode,
    body: {
      isSuccess: false,
      errors: [...new Set(messages.map((message) => messageText(message, locale)))],
      messageIds: messages.map(refusedId),
    },
    unexpected,
  });
  if (error instanceof HttpError)
    return error.messages ? say(error.statusCode, error.messages) : fail(error.statusCode, error.errors);
  const e = (typeof error === 'object' && error !== null ? error : {}) as ErrorLike & {
    validation?: ValidationIssue[];
    severity?: unknown;
  };
  if (isZodValidation || Array.isArray(e.validation))
    return say(400, validationMessages(e.validation ?? [], context.valueAt));
  const code = typeof e.code === 'string' ? e.code : '';
  const conflictMessage = DATABASE_CONFLICTS[code];
  if (conflictMessage) return say(409, [said(conflictMessage)]);
  if (isRefusedValue(e, code)) return { ...say(400, [said('error.invalidValue')]), refusedValue: true };
  const known = FASTIFY_CLIENT_ERRORS[code];
  if (known) return say(known[0], [said(known[1])]);
  if (isMultipartParseError(e.message) || isClientAbort(code, e.message))
    return say(400, [said('error.invalidUpload')]);
  const status = typeof e.statusCode === 'number' ? e.statusCode : 500;
  if (status >= 400 && status < 500)
    return say(status, [said(status === 429 ? 'error.tooManyAttempts' : 'error.badRequest')]);
  return say(500, [said('error.internal')], true);
}
