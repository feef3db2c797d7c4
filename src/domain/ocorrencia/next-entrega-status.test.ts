import { describe, expect, it } from 'vitest';
import { nextEntregaStatus } from './next-entrega-status';

const on = (meaning: Parameters<typeof nextEntregaStatus>[1]['meaning'], day = '2026-05-10') => ({
  meaning,
  day,
});

describe('nextEntregaStatus', () => {
  it('moves a pending delivery to in transit, delivered or returned', () => {
    expect(nextEntregaStatus('pendente', on('emTransito'), null)).toBe('emTransito');
    expect(nextEntregaStatus('pendente', on('entregue'), '2026-05-10')).toBe('entregue');
    expect(nextEntregaStatus('emTransito', on('devolvida'), null)).toBe('devolvida');
  });

  it('calls a delivery after the expected day late, and one on it on time', () => {
    expect(nextEntregaStatus('emTransito', on('entregue', '2026-05-11'), '2026-05-10')).toBe(
      'entregueComAtraso',
    );
    expect(nextEntregaStatus('emTransito', on('entregue', '2026-05-10'), '2026-05-10')).toBe('entregue');
    expect(nextEntregaStatus('emTransito', on('entregueComAtraso', '2026-05-01'), '2026-05-10')).toBe(
      'entregueComAtraso',
    );
  });

  it('never moves a delivered or cancelled delivery backwards', () => {
    expect(nextEntregaStatus('entregue', on('emTransito'), null)).toBeNull();
    expect(nextEntregaStatus('entregueComAtraso', on('entregue'), null)).toBeNull();
    expect(nextEntregaStatus('cancelada', on('entregue'), null)).toBeNull();
    expect(nextEntregaStatus('devolvida', on('entregue'), null)).toBeNull();
    expect(nextEntregaStatus('emTransito', on('pendente'), null)).toBeNull();
  });

  it('lets a delivered delivery be returned', () => {
    expect(nextEntregaStatus('entregue', on('devolvida'), null)).toBe('devolvida');
  });
});
