import { describe, expect, it } from 'vitest';
import { businessToday } from '../logistics-queries';
import { coletaUrl } from './frete-rapido-client';

describe('the Frete Rápido pickup address', () => {
  it('is the company address with /coleta/ and the token as a query parameter', () => {
    expect(coletaUrl('https://freterapido.com/api/external/embarcador/v1', 'abc')).toBe(
      'https://freterapido.com/api/external/embarcador/v1/coleta/?token=abc',
    );
  });

  it('takes the address with or without its trailing slash, and encodes the token', () => {
    expect(coletaUrl('http://127.0.0.1:9/api//', 'a b&c')).toBe(
      'http://127.0.0.1:9/api/coleta/?token=a+b%26c',
    );
  });
});

describe('the business day of the logistics screens', () => {
  it('is the UTC-3 calendar day', () => {
    expect(businessToday(new Date('2026-05-01T02:59:00Z'))).toBe('2026-04-30');
    expect(businessToday(new Date('2026-05-01T03:00:00Z'))).toBe('2026-05-01');
  });
});
