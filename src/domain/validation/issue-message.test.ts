import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { issueMessage } from './issue-message';

const first = (schema: z.ZodType, value: unknown) => {
  const issue = schema.safeParse(value).error!.issues[0]!;
  return issueMessage(issue as never, value);
};

describe('issueMessage', () => {
  it("words zod's own refusals by their code", () => {
    expect(first(z.string(), undefined)).toEqual({ id: 'error.validation.required' });
    expect(first(z.string().min(1), '')).toEqual({ id: 'error.validation.required' });
    expect(first(z.string().min(4), 'ab')).toEqual({
      id: 'error.validation.tooShort',
      values: { minimum: 4 },
    });
    expect(first(z.string().max(2), 'abc')).toEqual({
      id: 'error.validation.tooLong',
      values: { maximum: 2 },
    });
    expect(first(z.number().int(), 1.5)).toEqual({ id: 'error.validation.notInteger' });
    expect(first(z.number().max(10), 11)).toEqual({
      id: 'error.validation.tooBig',
      values: { maximum: '10' },
    });
    expect(first(z.email(), 'x')).toEqual({ id: 'error.validation.invalidEmail' });
    expect(first(z.enum(['a', 'b']), 'c')).toEqual({ id: 'error.validation.invalidOption' });
  });

  it('takes a catalog id a schema names, with the limits its text may use', () => {
    expect(first(z.string().min(3, 'resource.usuario.error.loginTooShort'), 'a')).toEqual({
      id: 'resource.usuario.error.loginTooShort',
      values: { minimum: 3 },
    });
    expect(first(z.string().regex(/^\d+$/, 'resource.x.error.digits'), 'a')).toEqual({
      id: 'resource.x.error.digits',
    });
  });

  it('keeps a text a schema wrote itself', () => {
    expect(first(z.string().min(1, 'Informe um nome'), '')).toEqual({
      id: 'error.validation.text',
      values: { text: 'Informe um nome' },
    });
  });
});
