import { describe, expect, it } from 'vitest';
import { coveredDestinationUfs, issueDayOf, routeOfNota } from './deadline-recompute';

describe('coveredDestinationUfs', () => {
  it('names the UFs of UF and city rows, once and sorted', () => {
    expect(
      coveredDestinationUfs([
        { destinoPais: null, destinoUf: 'SP' },
        { destinoPais: 'BR', destinoUf: 'MG' },
        { destinoPais: null, destinoUf: 'SP' },
      ]),
    ).toEqual(['MG', 'SP']);
  });
  it('narrows a row for abroad to EX', () => {
    expect(coveredDestinationUfs([{ destinoPais: 'EX', destinoUf: null }])).toEqual(['EX']);
  });
  it('reaches every UF through a Brazil row or a row for any destination', () => {
    expect(
      coveredDestinationUfs([
        { destinoPais: null, destinoUf: 'SP' },
        { destinoPais: 'BR', destinoUf: null },
      ]),
    ).toBe(null);
    expect(coveredDestinationUfs([{ destinoPais: null, destinoUf: null }])).toBe(null);
  });
});

describe('issueDayOf', () => {
  it('reads the day on the UTC-3 business clock', () => {
    expect(issueDayOf(new Date('2024-05-01T02:30:00Z'))).toBe('2024-04-30');
    expect(issueDayOf('2024-05-01T10:00:00-03:00')).toBe('2024-05-01');
  });
  it('has no day without a valid instant', () => {
    expect(issueDayOf(null)).toBe(null);
    expect(issueDayOf('not a date')).toBe(null);
  });
});

describe('routeOfNota', () => {
  it('maps the NF-e columns to the route and keeps only the carrier’s digits', () => {
    expect(
      routeOfNota({
        emitenteUf: 'SP',
        emitenteIbge: '3525904',
        destinatarioUf: 'RJ',
        destinatarioIbge: '3304557',
        transportadorCnpjCpf: '55.444.333/0001-22',
        dataEmissao: '2024-05-01T10:00:00-03:00',
      }),
    ).toEqual({
      origemUf: 'SP',
      origemIbge: '3525904',
      destinoUf: 'RJ',
      destinoIbge: '3304557',
      transportadorCnpj: '55444333000122',
      dataEmissao: '2024-05-01',
    });
  });
});
