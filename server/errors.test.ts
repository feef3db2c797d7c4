import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { answerFor, badRequest, refuse } from './errors';
import { requestLocale } from './messages';

const databaseError = (code: string) => Object.assign(new Error('detail'), { code, severity: 'ERROR' });

describe('answerFor', () => {
  it('answers values the database refuses with 400, logged as refused values', () => {
    for (const code of ['22P05', '22021', '22008', '22007', '22003', '22001', '22P02', '54000']) {
      const answer = answerFor(databaseError(code), false);
      expect(answer.statusCode, code).toBe(400);
      expect(answer.refusedValue).toBe(true);
      expect(answer.unexpected).toBe(false);
      expect(JSON.stringify(answer.body)).not.toContain('detail');
    }
    // Without a severity it is not a database error: a system error with a look-alike code.
    expect(answerFor(Object.assign(new Error('x'), { code: '22000' }), false).statusCode).toBe(500);
    expect(answerFor(databaseError('42P01'), false).statusCode).toBe(500);
  });

  it('answers malformed uploads and multipart limits with 4xx', () => {
    for (const message of [
      'Multipart: Boundary not found',
      'Unexpected end of form',
      'Unexpected end of multipart data',
      'Part terminated early due to unexpected end of multipart data',
      'Malformed part header',
    ])
      expect(answerFor(new Error(message), false).statusCode, message).toBe(400);
    expect(answerFor(Object.assign(new Error('aborted'), { code: 'ECONNRESET' }), false).statusCode).toBe(
      400,
    );
    expect(
      answerFor(Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' }), false).statusCode,
    ).toBe(500);
    expect(answerFor(Object.assign(new Error('x'), { code: 'FST_PARTS_LIMIT' }), false).statusCode).toBe(413);
    expect(
      answerFor(Object.assign(new Error('x'), { code: 'FST_MP_PREMATURE_CLOSE' }), false).statusCode,
    ).toBe(400);
  });

  it('keeps HttpErrors and hides anything else', () => {
    expect(answerFor(badRequest('a'), false)).toMatchObject({ statusCode: 400, body: { errors: ['a'] } });
    const crash = answerFor(new Error('secret'), false);
    expect(crash).toMatchObject({ statusCode: 500, unexpected: true });
    expect(JSON.stringify(crash.body)).not.toContain('secret');
  });

  it('says a repeated validation message once', () => {
    const issues = [
      { instancePath: '/id', message: 'Identificador inválido' },
      { instancePath: '/id', message: 'Identificador inválido' },
    ];
    expect(answerFor({ validation: issues }, false).body.errors).toEqual(['id: Identificador inválido']);
  });
});

describe('answers in the request language', () => {
  it('gives the ids and the texts of catalog messages in pt, en and ar', () => {
    const error = refuse(403, { id: 'error.noCompanyAccess' });
    expect(error.errors).toEqual(['Você não tem acesso a esta empresa.']);
    const en = answerFor(error, false, { locale: 'en' });
    expect(en).toMatchObject({
      statusCode: 403,
      body: { errors: ['You do not have access to this company.'], messageIds: ['error.noCompanyAccess'] },
    });
    expect(answerFor(error, false, { locale: 'ar' }).body.errors).toEqual(['ليس لديك وصول إلى هذه الشركة.']);
  });

  it('says what the database and the framework refused in the language asked', () => {
    const duplicate = answerFor(databaseError('23505'), false, { locale: 'en' });
    expect(duplicate).toMatchObject({ statusCode: 409, body: { errors: ['Duplicate record'] } });
    const tooBig = answerFor(Object.assign(new Error('x'), { code: 'FST_REQ_FILE_TOO_LARGE' }), false, {
      locale: 'ar',
    });
    expect(tooBig.body).toMatchObject({
      errors: ['الملف أكبر من الحد المسموح.'],
      messageIds: ['error.fileTooLarge'],
    });
  });

  it("words zod's own refusals by their code, and keeps a schema's own text", () => {
    const body = { nome: '', email: 'x', codigo: 'ab' };
    const schema = z.strictObject({
      nome: z.string().min(1),
      email: z.email(),
      codigo: z.string().min(3),
      idade: z.number(),
      razao: z.string().min(1, 'Informe a razão social'),
      extra: z.string().optional(),
    });
    const result = schema.safeParse({ ...body, razao: '', sobra: 1 });
    const validation = result.error!.issues.map((issue) => ({
      keyword: issue.code,
      instancePath: `/${issue.path.join('/')}`,
      message: issue.message,
      params: Object.fromEntries(
        Object.entries(issue).filter(([key]) => !['path', 'code', 'message'].includes(key)),
      ),
    }));
    const answer = (locale: 'pt' | 'en') =>
      answerFor({ validation }, true, {
        locale,
        valueAt: (path) => (body as Record<PropertyKey, unknown>)[path[0]!],
      }).body.errors;
    expect(answer('en')).toEqual([
      'nome: Required field',
      'email: Invalid e-mail',
      'codigo: Use at least 3 characters',
      'idade: Required field',
      'razao: Informe a razão social',
      'Unrecognised field: sobra',
    ]);
    expect(answer('pt')).toContain('codigo: Use ao menos 3 caracteres');
  });

  it("tells zod's own refusals under the Portuguese locale the server sets", () => {
    z.config(z.locales.pt());
    try {
      const result = z.object({
        nome: z.string().min(2),
        razao: z.string().min(1, 'Informe a razão social'),
      });
      const issues = result.safeParse({ nome: 'a', razao: '' }).error!.issues.map((issue) => ({
        keyword: issue.code,
        instancePath: `/${issue.path.join('/')}`,
        message: issue.message,
        params: Object.fromEntries(
          Object.entries(issue).filter(([key]) => !['path', 'code', 'message'].includes(key)),
        ),
      }));
      expect(
        answerFor({ validation: issues }, true, { locale: 'en', valueAt: () => 'a' }).body.errors,
      ).toEqual(['nome: Use at least 2 characters', 'razao: Informe a razão social']);
    } finally {
      z.config(z.locales.en());
    }
  });
});

describe('requestLocale', () => {
  it('takes the first language the product speaks, Portuguese otherwise', () => {
    expect(requestLocale('en-US,en;q=0.9')).toBe('en');
    expect(requestLocale('fr-FR, ar;q=0.8, en;q=0.5')).toBe('ar');
    expect(requestLocale('de')).toBe('pt');
    expect(requestLocale(undefined)).toBe('pt');
    expect(requestLocale('en;q=0, ar')).toBe('ar');
  });
});
