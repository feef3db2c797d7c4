import { describe, expect, it } from 'vitest';
import { importOutcome } from './import-outcome';

const status = (counts: Partial<Record<string, number>>, situacao: 'concluida' | 'falhou' = 'concluida') => ({
  situacao,
  quantidadeImportadas: 0,
  quantidadeAtualizadas: 0,
  quantidadeDuplicadas: 0,
  quantidadeRejeitadas: 0,
  ...counts,
});

describe('importOutcome', () => {
  it('reads a refused zip, nothing taken, a partial and a clean import apart', () => {
    expect(importOutcome(status({}, 'falhou'))).toBe('failed');
    expect(importOutcome(status({ quantidadeRejeitadas: 1 }))).toBe('nothingImported');
    expect(importOutcome(status({ quantidadeDuplicadas: 3, quantidadeRejeitadas: 1 }))).toBe(
      'nothingImported',
    );
    expect(importOutcome(status({ quantidadeImportadas: 5, quantidadeRejeitadas: 2 }))).toBe('partly');
    expect(importOutcome(status({ quantidadeAtualizadas: 1, quantidadeRejeitadas: 2 }))).toBe('partly');
    expect(importOutcome(status({ quantidadeImportadas: 5 }))).toBe('success');
    expect(importOutcome(status({ quantidadeDuplicadas: 5 }))).toBe('success');
  });
});
