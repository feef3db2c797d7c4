import { describe, expect, it } from 'vitest';
import { cleanFilterValues, filtroSalvoInputSchema } from './filtro-salvo';

describe('saved filter values', () => {
  it('keep only declared filters with valid, non-empty values', () => {
    expect(
      cleanFilterValues({
        dataInicio: '2024-05-01',
        dataFim: '31/05/2024',
        uf: 'SP',
        status: 'perdida',
        cidade: '  ',
        page: '3',
        prazo: 'atrasada',
      }),
    ).toEqual({ dataInicio: '2024-05-01', uf: 'SP', prazo: 'atrasada' });
  });

  it('need a name and at least one filter', () => {
    expect(filtroSalvoInputSchema.safeParse({ nome: ' SP atrasadas ', filtros: { uf: 'SP' } })).toMatchObject(
      {
        success: true,
        data: { nome: 'SP atrasadas', filtros: { uf: 'SP' } },
      },
    );
    expect(filtroSalvoInputSchema.safeParse({ nome: '', filtros: { uf: 'SP' } }).success).toBe(false);
    expect(filtroSalvoInputSchema.safeParse({ nome: 'Nada', filtros: { page: '2' } }).success).toBe(false);
    expect(filtroSalvoInputSchema.safeParse({ nome: 'x'.repeat(61), filtros: { uf: 'SP' } }).success).toBe(
      false,
    );
  });
});
