import { describe, expect, it } from 'vitest';
import { answerFor, badRequest } from './errors';

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
