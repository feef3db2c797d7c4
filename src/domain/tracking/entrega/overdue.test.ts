import { describe, expect, it } from 'vitest';
import { businessToday, isOverdue } from './overdue';

describe('businessToday', () => {
  it('is the UTC-3 calendar day', () => {
    expect(businessToday(new Date('2024-05-01T02:00:00Z'))).toBe('2024-04-30');
    expect(businessToday(new Date('2024-05-01T03:00:00Z'))).toBe('2024-05-01');
  });
});

describe('isOverdue', () => {
  const today = '2024-05-10';
  it('is true for a delivery still on its way after its expected day', () => {
    expect(isOverdue({ status: 'pendente', dataPrevista: '2024-05-09' }, today)).toBe(true);
    expect(isOverdue({ status: 'emTransito', dataPrevista: '2024-05-01' }, today)).toBe(true);
  });

  it('is false on the expected day itself, without a date, or once the delivery has ended', () => {
    expect(isOverdue({ status: 'pendente', dataPrevista: today }, today)).toBe(false);
    expect(isOverdue({ status: 'pendente', dataPrevista: null }, today)).toBe(false);
    expect(isOverdue({ status: 'pendente' }, today)).toBe(false);
    for (const status of ['entregue', 'entregueComAtraso', 'devolvida', 'cancelada'] as const) {
      expect(isOverdue({ status, dataPrevista: '2024-05-01' }, today)).toBe(false);
    }
  });
});
