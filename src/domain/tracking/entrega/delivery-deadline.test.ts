import { describe, expect, it } from 'vitest';
import { addDays, deliveryDeadline, type DeliveryRoute, type RouteDeadlineRule } from './delivery-deadline';

const rule = (overrides: Partial<RouteDeadlineRule>): RouteDeadlineRule => ({
  transportadorCnpj: null,
  origemUf: null,
  origemIbge: null,
  destinoPais: null,
  destinoUf: null,
  destinoIbge: null,
  prazoDias: 1,
  tipoDias: 'corridos',
  ...overrides,
});

const route: DeliveryRoute = {
  origemUf: 'SP',
  origemIbge: '3550308',
  destinoUf: 'MG',
  destinoIbge: '3106200',
  transportadorCnpj: '11222333000181',
  dataEmissao: '2018-08-07T09:19:15-03:00',
};

describe('deliveryDeadline', () => {
  it('prefers the destination city over the UF over the country', () => {
    const rules = [
      rule({ destinoPais: 'BR', prazoDias: 10 }),
      rule({ destinoUf: 'MG', prazoDias: 5 }),
      rule({ destinoIbge: '3106200', prazoDias: 2 }),
    ];
    expect(deliveryDeadline(rules, route)).toEqual({ prazoDias: 2, dataPrevista: '2018-08-09' });
    expect(deliveryDeadline(rules.slice(0, 2), route)?.prazoDias).toBe(5);
    expect(deliveryDeadline(rules.slice(0, 1), route)?.prazoDias).toBe(10);
  });

  it('prefers the carrier’s own row, then the more specific origin', () => {
    const rules = [
      rule({ destinoUf: 'MG', prazoDias: 7 }),
      rule({ destinoUf: 'MG', origemUf: 'SP', prazoDias: 6 }),
      rule({ destinoUf: 'MG', transportadorCnpj: '11222333000181', prazoDias: 4 }),
    ];
    expect(deliveryDeadline(rules, route)?.prazoDias).toBe(4);
    expect(deliveryDeadline(rules.slice(0, 2), route)?.prazoDias).toBe(6);
  });

  it('ignores rows of another carrier, origin or destination', () => {
    const rules = [
      rule({ destinoUf: 'MG', transportadorCnpj: '99999999000191' }),
      rule({ destinoUf: 'MG', origemUf: 'RJ' }),
      rule({ destinoIbge: '3550308' }),
      rule({ destinoPais: 'EX' }),
    ];
    expect(deliveryDeadline(rules, route)).toBeNull();
  });

  it('gives abroad recipients (UF EX) the country row EX', () => {
    const abroad = { ...route, destinoUf: 'EX', destinoIbge: '9999999' };
    expect(
      deliveryDeadline([rule({ destinoPais: 'BR' }), rule({ destinoPais: 'EX', prazoDias: 30 })], abroad),
    ).toEqual({ prazoDias: 30, dataPrevista: '2018-09-06' });
  });

  it('has no deadline without an issue date', () => {
    expect(deliveryDeadline([rule({})], { ...route, dataEmissao: null })).toBeNull();
  });
});

describe('addDays', () => {
  it('counts calendar days', () => {
    expect(addDays('2024-02-27', 3, 'corridos')).toBe('2024-03-01');
  });
  it('skips Saturdays and Sundays for business days', () => {
    // 2024-03-01 is a Friday: one business day later is Monday the 4th.
    expect(addDays('2024-03-01', 1, 'uteis')).toBe('2024-03-04');
    expect(addDays('2024-03-01', 6, 'uteis')).toBe('2024-03-11');
    expect(addDays('2024-03-01', 0, 'uteis')).toBe('2024-03-01');
  });
});
