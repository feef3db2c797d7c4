import { describe, expect, it } from 'vitest';
import { deliveryTiming } from './delivery-timing';

const today = '2026-11-24';

describe('on time or late', () => {
  it('an open delivery is late once its expected day has passed', () => {
    expect(
      deliveryTiming({ status: 'emTransito', dataPrevista: '2026-11-23', dataEntrega: null }, today),
    ).toBe('atrasada');
    expect(deliveryTiming({ status: 'pendente', dataPrevista: today, dataEntrega: null }, today)).toBe(
      'noPrazo',
    );
  });

  it('a delivered one is late when its business day (UTC-3) is after the expected one', () => {
    // 02:00 UTC on the 21st is still the 20th in Brazil.
    const onTheDay = {
      status: 'entregue' as const,
      dataPrevista: '2026-11-20',
      dataEntrega: '2026-11-21T02:00:00Z',
    };
    expect(deliveryTiming(onTheDay, today)).toBe('noPrazo');
    expect(deliveryTiming({ ...onTheDay, dataEntrega: '2026-11-21T04:00:00Z' }, today)).toBe('atrasada');
    expect(
      deliveryTiming({ status: 'entregueComAtraso', dataPrevista: null, dataEntrega: null }, today),
    ).toBe('atrasada');
  });

  it('returned and cancelled deliveries are neither; without a deadline a delivery is on time', () => {
    expect(
      deliveryTiming({ status: 'devolvida', dataPrevista: '2026-01-01', dataEntrega: null }, today),
    ).toBeNull();
    expect(deliveryTiming({ status: 'cancelada', dataPrevista: null, dataEntrega: null }, today)).toBeNull();
    expect(deliveryTiming({ status: 'pendente', dataPrevista: null, dataEntrega: null }, today)).toBe(
      'noPrazo',
    );
  });
});
