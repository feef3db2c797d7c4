import { describe, expect, it } from 'vitest';
import { isOverTime, isOverWip, isStatusOfBoard, limitsOf } from './board-limits';

describe('board limits', () => {
  it('a column is over its WIP limit only above it', () => {
    expect(isOverWip(6, 5)).toBe(true);
    expect(isOverWip(5, 5)).toBe(false);
    expect(isOverWip(0, 1)).toBe(false);
    expect(isOverWip(1000, null)).toBe(false);
  });

  it('a card is over its time limit once longer than the hours in its status', () => {
    const since = '2026-01-01T10:00:00.000Z';
    const at = (iso: string) => Date.parse(iso);
    expect(isOverTime(since, at('2026-01-02T10:00:00.000Z'), 24)).toBe(false);
    expect(isOverTime(since, at('2026-01-02T10:00:01.000Z'), 24)).toBe(true);
    expect(isOverTime(since, at('2026-01-01T10:59:59.000Z'), 1)).toBe(false);
    expect(isOverTime(since, at('2030-01-01T00:00:00.000Z'), null)).toBe(false);
    expect(isOverTime('not a date', at('2030-01-01T00:00:00.000Z'), 1)).toBe(false);
  });

  it("reads a status's limits, none when unset", () => {
    const limits = [
      { status: 'emTransito', limiteWip: 3, limiteHoras: null },
      { status: 'lancada', limiteWip: null, limiteHoras: 48 },
    ];
    expect(limitsOf(limits, 'emTransito')).toEqual({ wip: 3, hours: null });
    expect(limitsOf(limits, 'lancada')).toEqual({ wip: null, hours: 48 });
    expect(limitsOf(limits, 'entregue')).toEqual({ wip: null, hours: null });
  });

  it("knows each board's statuses", () => {
    expect(isStatusOfBoard('cargo', 'emTransito')).toBe(true);
    expect(isStatusOfBoard('cargo', 'lancada')).toBe(false);
    expect(isStatusOfBoard('cargoExpense', 'lancada')).toBe(true);
    expect(isStatusOfBoard('other', 'lancada')).toBe(false);
  });
});
