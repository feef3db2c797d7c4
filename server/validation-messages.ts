// A schema's refusals as catalog messages, '{field}: {message}', each message chosen as the SPA's
// forms choose it (src/domain/validation/issue-message.ts), so it reads in the request's language.
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { DEFAULT_LOCALE, type Locale } from '../src/domain/constants';
import { issueMessage, type IssueLike } from '../src/domain/validation/issue-message';
import { messageText, type MessageId, type ServerMessage } from './messages';

/** One refusal as fastify-type-provider-zod reports it: the zod issue without path and code. */
export interface ValidationIssue {
  keyword?: string;
  instancePath?: string;
  message?: string;
  params?: Record<string, unknown>;
}

const pathOf = (issue: ValidationIssue): string[] =>
  (issue.instancePath ?? '').split('/').filter((segment) => segment !== '');

/**
 * Each refusal once ('nome: Campo obrigatório'). `valueAt` gives the value the request sent at a
 * path, which tells a missing field from a wrong one.
 */
export function validationMessages(
  issues: readonly ValidationIssue[],
  valueAt: (path: readonly PropertyKey[]) => unknown = () => undefined,
): ServerMessage[] {
  const seen = new Set<string>();
  return issues.flatMap((issue) => {
    const path = pathOf(issue);
    const own = issueMessage(
      { ...issue.params, code: issue.keyword ?? '', message: issue.message ?? '' },
      valueAt(path),
    );
    // An id a schema names is a catalog id (catalogs.test.ts checks the ones the code writes).
    const message: ServerMessage = { id: own.id as MessageId, ...(own.values && { values: own.values }) };
    const field = path.join('.');
    const answer: ServerMessage = field
      ? { id: 'error.validation.field', values: { field, message } }
      : message;
    const key = JSON.stringify(answer);
    if (seen.has(key)) return [];
    seen.add(key);
    return [answer];
  });
}

/** The part of the request a validation error is about (Fastify names it validationContext). */
export function validatedPart(request: FastifyRequest, error: unknown): unknown {
  const part = (error as { validationContext?: unknown } | null)?.validationContext;
  if (part === 'body') return request.body;
  if (part === 'querystring') return request.query;
  if (part === 'params') return request.params;
  if (part === 'headers') return request.headers;
  return undefined;
}

/** The value at a path of a parsed JSON value; undefined where the path leads nowhere. */
export function valueAt(root: unknown, path: readonly PropertyKey[]): unknown {
  let value = root;
  for (const key of path) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

/** One zod issue of a value the server parsed itself (a spreadsheet row) as text in a language. */
export const issueText = (
  issue: z.core.$ZodIssue,
  root: unknown,
  locale: Locale = DEFAULT_LOCALE,
): string => {
  const own = issueMessage(issue as unknown as IssueLike, valueAt(root, issue.path));
  return messageText({ id: own.id as MessageId, ...(own.values && { values: own.values }) }, locale);
};
