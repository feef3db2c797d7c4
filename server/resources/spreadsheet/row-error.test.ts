import { describe, expect, it } from 'vitest';
import { SHEET_MESSAGES } from '../../../src/domain/resources/spreadsheet/sheet-report';
import { rowError, UNSAID_REASON } from './row-error';

describe('rowError', () => {
  it("words an engine's reason by its id in the importing user's language", () => {
    const problem = { field: 'nomeAcesso', messageId: SHEET_MESSAGES.repeatedKey, values: { line: 2 } };
    expect(rowError(4, problem, 'en')).toEqual({
      line: 4,
      field: 'nomeAcesso',
      message: 'Repeats the record of row 2',
      messageId: SHEET_MESSAGES.repeatedKey,
      values: { line: 2 },
    });
    expect(rowError(4, problem, 'pt').message).toBe('Repete o registro da linha 2');
  });

  it('says an invalid value, with its id, for a reason given neither an id nor a text', () => {
    expect(rowError(3, { field: 'email' }, 'pt')).toEqual({
      line: 3,
      field: 'email',
      message: 'Valor inválido',
      messageId: UNSAID_REASON,
    });
    expect(rowError(3, { field: 'email' }, 'en').message).toBe('Invalid value');
  });

  it('keeps a reason a hook already worded', () => {
    expect(rowError(5, { message: 'A user with this login already exists' }, 'en')).toEqual({
      line: 5,
      field: undefined,
      message: 'A user with this login already exists',
    });
  });
});
