import { describe, expect, it } from 'vitest';
import type { CargoCard } from '@/domain/shipping-company/cargo';
import { CARGO_EXPENSE_STATUSES, type CargoExpenseStatus } from '@/machines/cargo-expense-status-machine';
import { columnsOf, mergeCard, moveOptimistically, restoreCard, visibleRange } from './board-state';

const card = (id: number, extra: Partial<CargoCard> = {}): CargoCard => ({
  id,
  numero: 1000 + id,
  status: 'aguardandoCarregamento',
  statusDesde: '2026-05-01T12:00:00.000Z',
  version: 0,
  origemCidade: 'Campinas',
  origemUf: 'SP',
  destinoCidade: 'Curitiba',
  destinoUf: 'PR',
  motoristaNome: 'José',
  placa: 'ABC1234',
  ...extra,
});

describe('the board state', () => {
  it('takes a newer or equal card and keeps a newer held one', () => {
    const held = [card(1, { version: 2, status: 'emTransito' })];
    expect(mergeCard(held, card(1, { version: 1 }))).toEqual(held);
    expect(mergeCard(held, card(1, { version: 3, status: 'emDescarga' }))[0]!.status).toBe('emDescarga');
    expect(mergeCard(held, card(2))).toHaveLength(2);
  });

  it('moves a card at once and puts it back as it was', () => {
    const before = [card(1), card(2)];
    const moved = moveOptimistically(before, 1, 'emCarregamento', new Date('2026-05-02T00:00:00Z'));
    expect(moved[0]).toMatchObject({
      status: 'emCarregamento',
      statusDesde: '2026-05-02T00:00:00.000Z',
      version: 0,
    });
    expect(restoreCard(moved, before[0]!)).toEqual(before);
  });

  it('sorts each column newest in its status first', () => {
    const columns = columnsOf([
      card(1, { statusDesde: '2026-05-01T10:00:00.000Z' }),
      card(2, { statusDesde: '2026-05-01T11:00:00.000Z' }),
      card(3, { status: 'entregue' }),
    ]);
    expect(columns.aguardandoCarregamento.map((c) => c.id)).toEqual([2, 1]);
    expect(columns.entregue.map((c) => c.id)).toEqual([3]);
    expect(columns.cancelada).toEqual([]);
  });

  it('keeps the columns a change did not touch, and orders equal instants by number', () => {
    const cards = [card(1), card(2), card(3, { status: 'entregue' }), card(4, { status: 'emTransito' })];
    const before = columnsOf(cards);
    expect(before.aguardandoCarregamento.map((c) => c.id)).toEqual([2, 1]);
    const after = columnsOf(moveOptimistically(cards, 4, 'emDescarga'), undefined, before);
    expect(after.aguardandoCarregamento).toBe(before.aguardandoCarregamento);
    expect(after.entregue).toBe(before.entregue);
    expect(after.emTransito).not.toBe(before.emTransito);
    expect(after.emTransito).toEqual([]);
    expect(after.emDescarga.map((c) => c.id)).toEqual([4]);
  });

  it("lays out another kind's cards in that kind's columns", () => {
    const expense: {
      id: number;
      numero: number;
      status: CargoExpenseStatus;
      statusDesde: string;
      version: number;
    } = {
      id: 7,
      numero: 7,
      status: 'emAnalise',
      statusDesde: '2026-05-01T10:00:00.000Z',
      version: 0,
    };
    const columns = columnsOf([expense], CARGO_EXPENSE_STATUSES);
    expect(Object.keys(columns)).toEqual([...CARGO_EXPENSE_STATUSES]);
    expect(columns.emAnalise).toEqual([expense]);
    expect(moveOptimistically([expense], 7, 'aprovada')[0]!.status).toBe('aprovada');
  });

  it('renders only the rows on screen, with a margin', () => {
    expect(visibleRange(2000, 100, 0, 500, 2)).toEqual({ start: 0, end: 7 });
    expect(visibleRange(2000, 100, 10_000, 500, 2)).toEqual({ start: 98, end: 107 });
    expect(visibleRange(3, 100, 0, 500, 2)).toEqual({ start: 0, end: 3 });
  });
});
