import { describe, expect, it } from 'vitest';
import { importStatus } from './import-test-support';
import { laterStatus } from './later-status';

describe('laterStatus', () => {
  const running = importStatus({ quantidadeArquivosProcessados: 5 });
  const ended = importStatus({
    quantidadeArquivosProcessados: 10,
    dataFim: '2026-11-21T13:01:00.000Z',
    situacao: 'concluida',
    quantidadeImportadas: 9,
    quantidadeRejeitadas: 1,
  });

  it('takes a newer status of the same import, and any status of another', () => {
    expect(laterStatus(null, running)).toBe(running);
    expect(laterStatus(running, ended)).toBe(ended);
    const other = importStatus({ id: 8, quantidadeArquivosProcessados: 0 });
    expect(laterStatus(ended, other)).toBe(other);
  });

  it('keeps the ended status when a push sent mid-way arrives after it', () => {
    expect(laterStatus(ended, running)).toBe(ended);
    expect(laterStatus(ended, importStatus({ quantidadeArquivosProcessados: 10 }))).toBe(ended);
  });

  it('never moves the processed files back', () => {
    const further = importStatus({ quantidadeArquivosProcessados: 8 });
    expect(laterStatus(further, running)).toBe(further);
  });
});
