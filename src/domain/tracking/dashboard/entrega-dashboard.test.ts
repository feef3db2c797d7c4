import { describe, expect, it } from 'vitest';
import { addDays, dashboardPeriod, daysBetween, figureListParams, fillDays } from './entrega-dashboard';

describe('dashboard period', () => {
  it('is the last 30 days ending today by default', () => {
    expect(dashboardPeriod({}, '2024-03-01')).toEqual({ dataInicio: '2024-02-01', dataFim: '2024-03-01' });
  });

  it('keeps given days, swaps reversed ones and cuts a period longer than a year', () => {
    expect(dashboardPeriod({ dataInicio: '2024-05-01', dataFim: '2024-05-31' })).toEqual({
      dataInicio: '2024-05-01',
      dataFim: '2024-05-31',
    });
    expect(dashboardPeriod({ dataInicio: '2024-05-31', dataFim: '2024-05-01' })).toEqual({
      dataInicio: '2024-05-01',
      dataFim: '2024-05-31',
    });
    expect(dashboardPeriod({ dataInicio: '2000-01-01', dataFim: '2024-12-31' })).toEqual({
      dataInicio: '2024-01-01',
      dataFim: '2024-12-31',
    });
    expect(dashboardPeriod({ dataFim: '2024-05-31' }, '2030-01-01').dataInicio).toBe('2024-05-02');
  });
});

describe('days', () => {
  it('moves across months and leap days', () => {
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
    expect(addDays('2024-12-31', 1)).toBe('2025-01-01');
  });

  it('lists a period both ends included, none when reversed', () => {
    expect(daysBetween('2024-02-28', '2024-03-01')).toEqual(['2024-02-28', '2024-02-29', '2024-03-01']);
    expect(daysBetween('2024-03-02', '2024-03-01')).toEqual([]);
  });

  it('fills the days without deliveries with zero', () => {
    expect(
      fillDays({ dataInicio: '2024-05-01', dataFim: '2024-05-03' }, [{ dia: '2024-05-02', total: 4 }]),
    ).toEqual([
      { dia: '2024-05-01', total: 0 },
      { dia: '2024-05-02', total: 4 },
      { dia: '2024-05-03', total: 0 },
    ]);
  });
});

describe('figure links', () => {
  const may = { dataInicio: '2024-05-01', dataFim: '2024-05-31' };

  it('narrow the period by the figure', () => {
    // Open deliveries are counted whatever their issue day: their lists carry no period.
    expect(figureListParams(may, { status: 'pendente' })).toEqual({ status: 'pendente' });
    expect(figureListParams(may, { status: 'entregue' })).toEqual({ ...may, status: 'entregue' });
    expect(figureListParams(may, { situacao: 'aberta', uf: 'SP', prazo: 'atrasada' })).toEqual({
      situacao: 'aberta',
      uf: 'SP',
      prazo: 'atrasada',
    });
    expect(figureListParams(may, { situacao: 'concluida' })).toEqual({ ...may, situacao: 'concluida' });
  });

  it('open one issue day for a day of the chart', () => {
    expect(figureListParams(may, { dia: '2024-05-07' })).toEqual({
      dataInicio: '2024-05-07',
      dataFim: '2024-05-07',
    });
  });
});
