import { describe, expect, it } from 'vitest';
import { entregaActionEvent } from '../../../machines/entrega-status-machine';
import { deliveryConfirmationSchema, isReceiverDocument, receiptInstant, receiptSchema } from './receipt';

describe('receipt', () => {
  it('takes a CPF or a CNPJ with right check digits, kept without punctuation', () => {
    expect(isReceiverDocument('529.982.247-25')).toBe(true);
    expect(isReceiverDocument('529.982.247-26')).toBe(false);
    expect(isReceiverDocument('11.222.333/0001-81')).toBe(true);
    expect(isReceiverDocument('11.222.333/0001-80')).toBe(false);
    expect(isReceiverDocument('123')).toBe(false);
    const parsed = receiptSchema.parse({
      dataRecebimento: '2026-05-05',
      recebedorDocumento: '529.982.247-25',
    });
    expect(parsed).toEqual({
      dataRecebimento: '2026-05-05',
      recebedorNome: undefined,
      recebedorDocumento: '52998224725',
    });
  });

  it('refuses a day that does not exist, is in the future or before 2000', () => {
    for (const day of ['2026-02-30', '2024-00-10', '2024-13-01', '2999-01-01', '1999-12-31', '05/05/2026'])
      expect(receiptSchema.safeParse({ dataRecebimento: day }).success).toBe(false);
  });

  it('a confirmation names the receiver', () => {
    const refused = deliveryConfirmationSchema.safeParse({ dataRecebimento: '2026-05-05' });
    expect(refused.error?.issues[0]?.message).toBe('entregaStatus.error.receiverName');
  });

  it('records a past receipt at noon of its business day, and today’s at now', () => {
    const now = new Date('2026-05-11T18:00:00.000Z');
    expect(receiptInstant('2026-05-05', now)).toBe('2026-05-05T15:00:00.000Z');
    expect(receiptInstant('2026-05-11', now)).toBe(now.toISOString());
    expect(
      entregaActionEvent('entrega.entregue', now, {
        dataRecebimento: '2026-05-05',
        recebedorNome: 'Maria',
        recebedorDocumento: undefined,
      }),
    ).toEqual({
      type: 'entrega.entregue',
      day: '2026-05-05',
      at: '2026-05-05T15:00:00.000Z',
      recebedor: { nome: 'Maria', documento: null },
    });
  });
});
